import type { TFunction } from 'i18next'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useId, useMemo } from 'react'
import { css, cx } from '@/styled-system/css'
import { heading, panel } from '@/styled-system/recipes'
import type { DocumentYearPage } from '@/lib/investors/documentYearPage'
import type { InvestorDocument, InvestorDocumentCategory } from '@/lib/investors/investors'
import {
  documentsOfYear,
  groupByCategory,
  groupByQuarter,
  sortedYears,
  type Quarter,
} from '@/lib/investors/documents'
import { EmptyNote } from '@/components/common/EmptyNote'
import { DocumentList } from './DocumentList'
import { DocumentYearLinks } from './DocumentYearLinks'
import { Notice } from './Notice'
import { useDocumentYear } from './useDocumentYear'
import { YearSelect } from './YearSelect'

const group = css.raw({ display: 'grid', gap: { base: '3', lg: '8' }, mt: { base: '6', lg: '8' } })

const styles = {
  root: css({ maxW: '[64rem]' }),
  toolbar: cx(
    panel(),
    css({
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      p: { base: '4', md: '5' },
    }),
  ),
  summary: css({ fontSize: 'sm', color: 'fg.muted' }),
  years: css({ mt: '4' }),
  notice: css({ mt: '4' }),
  year: css({ mt: { base: '8', lg: '10' } }),
  yearHeading: cx(heading({ size: 'xl' }), css({ fontVariantNumeric: 'tabular-nums' })),
  group: css(group),
  // A group with a heading sets it beside its documents on wide screens.
  headedGroup: css(group, {
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '14rem minmax(0, 1fr)' },
  }),
  groupHeading: cx(heading({ size: 'md' }), css({ pt: { lg: '4' } })),
}

/** How a year's documents are split under headings. */
export type DocumentGrouping =
  | { by: 'quarter' }
  | { by: 'category'; order: readonly InvestorDocumentCategory[] }
  | { by: 'none' }

interface DocumentYearBrowserProps extends DocumentYearPage {
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

/** A year as the loader labelled it; every year of the list has a label. */
function yearLabelOf(labels: DocumentYearPage['yearLabels'], year: number): string {
  return labels[year] ?? String(year)
}

function quarterHeading(quarter: Quarter | null, t: TFunction<'investors'>) {
  if (quarter === null) return t('quarters.annual')
  return quarter === 4 ? t('quarters.fullYear') : t('quarters.quarter', { quarter })
}

/**
 * One year of a document list at a time, chosen with a year select or a year's link, both
 * keeping the year in the URL (`?year=2024`, a page of its own on the server). Every year's
 * documents are in the page (they are few); the browser filters them.
 */
export function DocumentYearBrowser({
  years,
  yearLabels,
  documents,
  selectedYear,
  grouping,
}: DocumentYearBrowserProps) {
  const { t } = useTranslation('investors')
  const yearsNewestFirst = useMemo(() => sortedYears(years), [years])
  // Every year's label comes with the page: choosing a year formats nothing in the browser.
  const options = useMemo(
    () => yearsNewestFirst.map((each) => ({ year: each, label: yearLabelOf(yearLabels, each) })),
    [yearsNewestFirst, yearLabels],
  )
  const { year, isInvalid, setYear, yearAddress } = useDocumentYear(yearsNewestFirst, selectedYear)
  const headingId = useId()

  if (year === null) return <EmptyNote>{t('documents.empty')}</EmptyNote>
  const ofYear = documentsOfYear(documents, year)
  const yearLabel = yearLabelOf(yearLabels, year)
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <YearSelect
          label={t('documents.yearLabel')}
          options={options}
          value={year}
          onChange={setYear}
        />
        <p className={styles.summary} aria-live="polite" data-testid="document-summary">
          {t('documents.summary', { count: ofYear.length, year: yearLabel })}
        </p>
      </div>
      <div className={styles.years}>
        <DocumentYearLinks
          label={t('documents.yearLinksLabel')}
          options={options}
          value={year}
          yearAddress={yearAddress}
        />
      </div>
      <div role="status" data-testid="document-notices">
        {isInvalid && (
          <Notice className={styles.notice}>
            {t('documents.invalidYear', { year: yearLabel })}
          </Notice>
        )}
      </div>
      <section aria-labelledby={headingId} className={styles.year}>
        <h2 id={headingId} className={styles.yearHeading}>
          {t('documents.yearHeading', { year: yearLabel })}
        </h2>
        {groupsOf(ofYear, grouping, t).map((group) => (
          <div key={group.key} className={group.heading ? styles.headedGroup : styles.group}>
            {group.heading && <h3 className={styles.groupHeading}>{group.heading}</h3>}
            <DocumentList documents={group.documents} />
          </div>
        ))}
      </section>
    </div>
  )
}
