import { Box, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { InvestorDocument } from '@/lib/content/investors'
import { formatDate, formatFileSize } from '@/lib/i18n/format'
import { fileTypeLabel } from '@/lib/investors/documents'
import { DownloadIcon, FileIcon } from './InvestorIcons'

interface DocumentListProps {
  documents: readonly InvestorDocument[]
  /** Shows each document's category above its title (lists that mix categories). */
  showCategory?: boolean
}

/** Downloadable documents, one row each: icon, title, date, file type and size. */
export function DocumentList({ documents, showCategory = false }: DocumentListProps) {
  return (
    <chakra.ul listStyle="none" borderTopWidth="1px" borderColor="border">
      {documents.map((document) => (
        <DocumentRow key={document._id} document={document} showCategory={showCategory} />
      ))}
    </chakra.ul>
  )
}

function DocumentRow({
  document,
  showCategory,
}: {
  document: InvestorDocument
  showCategory: boolean
}) {
  const { t } = useTranslation('investors')
  const { lang } = useCurrentPath()
  const metaId = useId()
  const type = fileTypeLabel(document.file)
  return (
    <Box
      as="li"
      position="relative"
      display="grid"
      gridTemplateColumns="auto minmax(0, 1fr) auto"
      alignItems="center"
      gap={{ base: '3', md: '4' }}
      py="4"
      px={{ base: '1', md: '3' }}
      borderBottomWidth="1px"
      borderColor="border"
      transitionProperty="background-color"
      transitionDuration="fast"
      _hover={{ bg: 'bg.subtle' }}
      data-testid="investor-document"
    >
      <Box
        display="flex"
        alignItems="center"
        justifyContent="center"
        w={{ base: '10', md: '12' }}
        h={{ base: '10', md: '12' }}
        borderRadius="md"
        bg="brand.subtle"
        color="brand.fg"
        fontSize={{ base: 'xl', md: '2xl' }}
        alignSelf="start"
      >
        <FileIcon />
      </Box>
      <Box minW="0">
        {showCategory && (
          <Text fontSize="xs" fontWeight="semibold" color="brand.fg" letterSpacing="0.02em">
            {t(`categories.${document.category}`)}
          </Text>
        )}
        {/* The link covers the whole row (its ::after), so the row is one large target. */}
        <chakra.a
          href={document.file.url}
          download={document.file.filename ?? true}
          aria-describedby={metaId}
          fontWeight="semibold"
          lineHeight="short"
          color="fg"
          borderRadius="sm"
          _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
          _after={{ content: '""', position: 'absolute', inset: '0' }}
        >
          {document.title}
          <chakra.span srOnly>{t('documents.downloadSuffix')}</chakra.span>
        </chakra.a>
        <Text
          id={metaId}
          mt="1"
          fontSize="sm"
          color="fg.muted"
          display="flex"
          flexWrap="wrap"
          columnGap="2"
        >
          <chakra.time dateTime={document.publishedAt}>
            {formatDate(document.publishedAt, lang, 'medium')}
          </chakra.time>
          <span aria-hidden="true">·</span>
          <span>{type}</span>
          <span aria-hidden="true">·</span>
          <chakra.span fontVariantNumeric="tabular-nums">
            {formatFileSize(document.file.size, lang)}
          </chakra.span>
        </Text>
      </Box>
      <Box
        aria-hidden="true"
        display="inline-flex"
        alignItems="center"
        gap="2"
        color="brand.fg"
        fontWeight="semibold"
        fontSize="sm"
      >
        <chakra.span display={{ base: 'none', md: 'inline' }}>
          {t('documents.download')}
        </chakra.span>
        <DownloadIcon />
      </Box>
    </Box>
  )
}
