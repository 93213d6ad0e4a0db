import { Box, Container, Heading, Text } from '@chakra-ui/react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'next-i18next/pages'
import { useId, useMemo } from 'react'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type {
  InvestorDocument,
  InvestorDocumentCategory,
  InvestorDocumentList,
} from '@/lib/content/investors'
import { formatYear } from '@/lib/i18n/format'
import {
  documentsOfYear,
  groupByCategory,
  groupByQuarter,
  sortedYears,
  type Quarter,
} from '@/lib/investors/documents'
import { DocumentList } from './DocumentList'
import { Notice } from './Notice'
import { useDocumentYear } from './useDocumentYear'
import { YearSelect } from './YearSelect'

/** How a year's documents are split under headings. */
export type DocumentGrouping =
  | { by: 'quarter' }
  | { by: 'category'; order: readonly InvestorDocumentCategory[] }
  | { by: 'none' }

interface DocumentYearBrowserProps extends InvestorDocumentList {
  grouping: DocumentGrouping
}

interface Group {
  key: string
  heading: string | null
  documents: InvestorDocument[]
}

function groupsOf(
  documents: readonly InvestorDocument[],
  grouping: DocumentGrouping,
  t: TFunction<'investors'>,
): Group[] {
  switch (grouping.by) {
    case 'quarter':
      return groupByQuarter(documents).map(({ quarter, documents: items }) => ({
        key: `q${quarter ?? 'year'}`,
        heading: quarterHeading(quarter, t),
        documents: items,
      }))
    case 'category':
      return groupByCategory(documents, grouping.order).map(({ category, documents: items }) => ({
        key: category,
        heading: t(`categories.${category}`),
        documents: items,
      }))
    case 'none':
      return [{ key: 'all', heading: null, documents: [...documents] }]
  }
}

function quarterHeading(quarter: Quarter | null, t: TFunction<'investors'>) {
  if (quarter === null) return t('quarters.annual')
  return quarter === 4 ? t('quarters.fullYear') : t('quarters.quarter', { quarter })
}

/**
 * One year of a document list at a time, chosen with a year select that keeps the year in the
 * URL. Every year's documents are in the page (they are few); the browser filters them.
 */
export function DocumentYearBrowser({ years, documents, grouping }: DocumentYearBrowserProps) {
  const { t } = useTranslation('investors')
  const { lang } = useCurrentPath()
  const yearsNewestFirst = useMemo(() => sortedYears(years), [years])
  const { year, isInvalid, setYear } = useDocumentYear(yearsNewestFirst)
  const headingId = useId()

  if (year === null) {
    return (
      <Container pb={{ base: '12', lg: '16' }}>
        <Text color="fg.muted">{t('documents.empty')}</Text>
      </Container>
    )
  }
  const ofYear = documentsOfYear(documents, year)
  const yearLabel = formatYear(year, lang)
  return (
    <Container pb={{ base: '12', lg: '16' }}>
      <Box maxW="64rem">
        <Box
          display="flex"
          flexWrap="wrap"
          alignItems="center"
          justifyContent="space-between"
          gap="4"
          p={{ base: '4', md: '5' }}
          bg="bg.subtle"
          borderRadius="lg"
          borderWidth="1px"
          borderColor="border"
        >
          <YearSelect
            label={t('documents.yearLabel')}
            years={yearsNewestFirst}
            value={year}
            onChange={setYear}
          />
          <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="document-summary">
            {t('documents.summary', { count: ofYear.length, year: yearLabel })}
          </Text>
        </Box>
        <Box role="status" data-testid="document-notices">
          {isInvalid && <Notice mt="4">{t('documents.invalidYear', { year: yearLabel })}</Notice>}
        </Box>
        <Box as="section" aria-labelledby={headingId} mt={{ base: '8', lg: '10' }}>
          <Heading as="h2" id={headingId} size="xl" fontVariantNumeric="tabular-nums">
            {t('documents.yearHeading', { year: yearLabel })}
          </Heading>
          {groupsOf(ofYear, grouping, t).map((group) => (
            <Box
              key={group.key}
              display="grid"
              gridTemplateColumns={
                group.heading ? { base: 'minmax(0, 1fr)', lg: '14rem minmax(0, 1fr)' } : undefined
              }
              gap={{ base: '3', lg: '8' }}
              mt={{ base: '6', lg: '8' }}
            >
              {group.heading && (
                <Heading as="h3" size="md" pt={{ lg: '4' }}>
                  {group.heading}
                </Heading>
              )}
              <DocumentList documents={group.documents} />
            </Box>
          ))}
        </Box>
      </Box>
    </Container>
  )
}
