import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { actionLink, heading } from '@/styled-system/recipes'
import { EmptyNote } from '@/components/common/EmptyNote'
import type { FinancialHighlightsPage } from '@/lib/investors/financialHighlights'
import { path } from '@/lib/routes'
import { DataTable, RowHeader, Td, Th } from './DataTable'
import { FigureChange } from './FigureChange'
import { FigureNotes } from './FigureNotes'
import { FinancialChart } from './FinancialChart'
import { DownloadIcon } from './InvestorIcons'
import { QuarterlyResults } from './QuarterlyResults'

const styles = {
  // One column that may be narrower than its tables: they scroll inside their frames.
  root: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: { base: '10', lg: '14' },
  }),
  tableBlock: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3' }),
  download: cx(actionLink(), css({ gap: '1.5', fontSize: 'sm', justifySelf: 'start' })),
  figure: css({ whiteSpace: 'nowrap' }),
  unit: css({ display: 'block', fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' }),
  value: css({ fontWeight: 'normal' }),
  latest: css({ fontWeight: 'semibold' }),
  srOnly: css({ srOnly: true }),
  charts: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: { base: '6', lg: '8' },
  }),
  sectionHeading: heading({ size: 'lg' }),
  intro: css({ mt: '2', color: 'fg.muted', maxW: 'prose' }),
}

/**
 * The financial highlights: the key figures of every fiscal year in one table (with the
 * latest year's change, and as a CSV file), the latest quarters as announced, the same
 * figures in charts with their own tables,
 * and what the figures mean. Nothing here is operable but links: the page keeps the server's
 * HTML and ships none of this code (see the page).
 */
export function FinancialHighlights({ years, rows, charts, quarters }: FinancialHighlightsPage) {
  const { t, lang } = useTranslation('financialHighlights')
  if (years.length === 0) return <EmptyNote>{t('empty')}</EmptyNote>
  const first = years[0]!
  const last = years[years.length - 1]!
  const previous = years.length > 1 ? years[years.length - 2]! : null
  return (
    <div className={styles.root}>
      <div className={styles.tableBlock}>
        <DataTable
          caption={t('table.caption', { first: first.label, last: last.label })}
          isWide
          data-testid="financial-highlights-table"
        >
          <thead>
            <tr>
              <Th scope="col">{t('table.figure')}</Th>
              {years.map((year) => (
                <Th key={year.fiscalYear} scope="col" data-numeric="">
                  {year.label}
                </Th>
              ))}
              {previous && (
                <Th scope="col" data-numeric="">
                  {t('table.change', { year: previous.label })}
                </Th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const latest = row.values[row.values.length - 1]!
              return (
                <tr key={row.key} data-figure={row.key}>
                  <RowHeader className={styles.figure}>
                    {t(`figures.${row.key}`)}
                    <span className={styles.unit}>{t(`units.${row.unit}`)}</span>
                  </RowHeader>
                  {row.values.map((value, index) => (
                    <Td
                      key={years[index]!.fiscalYear}
                      data-numeric=""
                      className={value === latest ? styles.latest : styles.value}
                    >
                      {value.label}
                    </Td>
                  ))}
                  {previous && (
                    <Td data-numeric="">
                      <FigureChange change={latest.change} />
                    </Td>
                  )}
                </tr>
              )
            })}
          </tbody>
        </DataTable>
        <a
          href={path('financialHighlightsCsv', { lang })}
          download
          className={styles.download}
          data-print-hide
          data-testid="financial-highlights-csv"
        >
          <DownloadIcon />
          {t('download.label')}
          <span className={styles.srOnly}>{`: ${t('download.description')}`}</span>
        </a>
      </div>
      {quarters && <QuarterlyResults {...quarters} />}
      <section aria-labelledby="financial-charts" className={styles.charts}>
        <div>
          <h2 id="financial-charts" className={styles.sectionHeading}>
            {t('charts.heading')}
          </h2>
          <p className={styles.intro}>{t('charts.intro')}</p>
        </div>
        {charts.map((chart) => (
          <FinancialChart key={chart.key} chart={chart} years={years} rows={rows} />
        ))}
      </section>
      <FigureNotes
        id="financial-notes"
        title={t('notes.heading')}
        notes={[t('notes.consolidated'), t('notes.units'), t('notes.dividend'), t('notes.change')]}
      />
    </div>
  )
}
