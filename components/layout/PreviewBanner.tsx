import { Box, Container, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { localHref } from '@/lib/navigation/path'

/** Tells an editor the page shows unpublished changes, with the way back to the public page. */
export function PreviewBanner() {
  const { t } = useTranslation('common')
  const { lang, pathWithQuery } = useCurrentPath()
  const exitHref = `/api/exit-preview?${new URLSearchParams({ path: localHref(lang, pathWithQuery) })}`
  return (
    <Box
      as="aside"
      aria-label={t('preview.label')}
      data-testid="preview-banner"
      bg="gold.100"
      color="fg"
      borderBottomWidth="2px"
      borderColor="gold.400"
    >
      <Container
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        justifyContent="space-between"
        gap="3"
        py="2"
        fontSize="sm"
      >
        <Text fontWeight="semibold">{t('preview.notice')}</Text>
        {/* A full page load, not client navigation: the API route clears the preview cookies. */}
        <chakra.a
          href={exitHref}
          fontWeight="semibold"
          color="brand.fg"
          textDecoration="underline"
          borderRadius="sm"
        >
          {t('preview.exit')}
        </chakra.a>
      </Container>
    </Box>
  )
}
