import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { EmptyNote } from '@/components/common/EmptyNote'
import type { Dividend } from '@/lib/investors/investors'
import { DataTable, RowHeader, Td, Th } from './DataTable'
import { FigureNotes } from './FigureNotes'
import { StaticHtml } from '@/components/common/StaticHtml'

// Each date column: the ISO date (for `<time dateTime>`) and its label, formatted by the loader.
const DATE_COLUMNS = [
  { date: 'xdDate', label: 'xdDateLabel' },
  { date: 'recordDate', label: 'recordDateLabel' },
  { date: 'paymentDate', label: 'paymentDateLabel' },
] as const

// The fiscal year stays in view while a narrow screen scrolls the table sideways.
const sticky = css.raw({ position: 'sticky', insetStart: '0', zIndex: '[1]', textAlign: 'start' })

const styles = {
  root: css({ maxW: '[64rem]' }),
  yearHeader: css(sticky, { bg: 'bg.subtle' }),
  year: css(sticky, {
    bg: 'bg',
    fontWeight: 'semibold',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  }),
  type: css({ whiteSpace: 'nowrap' }),
  amount: css({ fontWeight: 'semibold' }),
  notes: css({ mt: { base: '8', lg: '10' } }),
}

/** The dividend history, newest first, then what its dates mean. */
export function DividendTable({ dividends }: { dividends: readonly Dividend[] }) {
  const { t } = useTranslation('investors')
  if (dividends.length === 0) return <EmptyNote>{t('dividend.empty')}</EmptyNote>
  return (
    <StaticHtml className={styles.root}>
      <DataTable caption={t('dividend.caption')} isWide data-testid="dividend-table">
        <thead>
          <tr>
            <Th scope="col" className={styles.yearHeader}>
              {t('dividend.columns.fiscalYear')}
            </Th>
            <Th scope="col">{t('dividend.columns.type')}</Th>
            <Th scope="col" data-numeric="">
              {t('dividend.columns.amount')}
            </Th>
            {DATE_COLUMNS.map(({ date }) => (
              <Th key={date} scope="col" data-numeric="">
                {t(`dividend.columns.${date}`)}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dividends.map((dividend) => (
            <tr key={dividend._id}>
              <RowHeader className={styles.year}>{dividend.fiscalYearLabel}</RowHeader>
              <Td className={styles.type}>{t(`dividendTypes.${dividend.type}`)}</Td>
              <Td data-numeric="" className={styles.amount}>
                {dividend.amountPerShareLabel}
              </Td>
              {DATE_COLUMNS.map(({ date, label }) => (
                <Td key={date} data-numeric="">
                  <time dateTime={dividend[date]}>{dividend[label]}</time>
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
      <FigureNotes
        id="dividend-notes"
        title={t('dividend.notes.heading')}
        notes={[t('dividend.notes.xd'), t('dividend.notes.record'), t('dividend.notes.payment')]}
        className={styles.notes}
      />
    </StaticHtml>
  )
}
