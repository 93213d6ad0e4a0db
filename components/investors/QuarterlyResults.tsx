import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import type { QuarterColumn, QuarterlyResults as Results } from '@/lib/investors/quarterlyResults'
import { DataTable, RowHeader, Td, Th } from './DataTable'
import { FigureChange } from './FigureChange'

const styles = {
  root: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3' }),
  figure: css({ whiteSpace: 'nowrap' }),
  value: css({ fontWeight: 'normal' }),
  latest: css({ fontWeight: 'semibold' }),
  note: css({ fontSize: 'sm', color: 'fg.muted', maxW: 'prose' }),
}

/**
 * The latest quarters' results as announced, the newest with its change on the same quarter a
 * year before: what an investor compares first between two annual reports.
 */
export function QuarterlyResults({ columns, rows, comparedWith }: Results) {
  const { t } = useTranslation('financialHighlights')
  const name = (column: QuarterColumn) =>
    t('quarterly.column', { quarter: column.quarter, year: column.yearLabel })
  const latest = columns.length - 1
  return (
    <div className={styles.root}>
      <DataTable caption={t('quarterly.caption')} isWide data-testid="quarterly-results-table">
        <thead>
          <tr>
            <Th scope="col">{t('quarterly.figure')}</Th>
            {columns.map((column) => (
              <Th key={`${column.fiscalYear}-${column.quarter}`} scope="col" data-numeric="">
                {name(column)}
              </Th>
            ))}
            {comparedWith && (
              <Th scope="col" data-numeric="">
                {t('quarterly.change', {
                  quarter: comparedWith.quarter,
                  year: comparedWith.yearLabel,
                })}
              </Th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-figure={row.key}>
              <RowHeader className={styles.figure}>{t(`figures.${row.key}`)}</RowHeader>
              {row.labels.map((label, index) => (
                <Td
                  key={`${columns[index]!.fiscalYear}-${columns[index]!.quarter}`}
                  data-numeric=""
                  className={index === latest ? styles.latest : styles.value}
                >
                  {label}
                </Td>
              ))}
              {comparedWith && (
                <Td data-numeric="">
                  <FigureChange change={{ ...row.change, previousYearLabel: name(comparedWith) }} />
                </Td>
              )}
            </tr>
          ))}
        </tbody>
      </DataTable>
      <p className={styles.note}>{t('quarterly.note')}</p>
    </div>
  )
}
