import { useTranslation } from 'next-i18next/pages'
import { css } from '@/styled-system/css'
import { heading } from '@/styled-system/recipes'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { Dividend } from '@/lib/content/investors'
import { formatBaht, formatDate, formatYear } from '@/lib/i18n/format'
import { DataTable, RowHeader, Td, Th } from './DataTable'

const DATE_COLUMNS = ['xdDate', 'recordDate', 'paymentDate'] as const

// The fiscal year stays in view while a narrow screen scrolls the table sideways.
const sticky = css.raw({ position: 'sticky', insetStart: '0', zIndex: '[1]', textAlign: 'start' })

const styles = {
  empty: css({ color: 'fg.muted' }),
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
  notesHeading: heading({ size: 'md' }),
  notesList: css({
    mt: '3',
    ps: '5',
    listStyleType: 'disc',
    color: 'fg.muted',
    lineHeight: 'tall',
  }),
}

/** The dividend history, newest first, then what its dates mean. */
export function DividendTable({ dividends }: { dividends: readonly Dividend[] }) {
  const { t } = useTranslation('investors')
  const { lang } = useCurrentPath()
  if (dividends.length === 0) return <p className={styles.empty}>{t('dividend.empty')}</p>
  return (
    <div className={styles.root}>
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
            {DATE_COLUMNS.map((column) => (
              <Th key={column} scope="col" data-numeric="">
                {t(`dividend.columns.${column}`)}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dividends.map((dividend) => (
            <tr key={dividend._id}>
              <RowHeader className={styles.year}>{formatYear(dividend.fiscalYear, lang)}</RowHeader>
              <Td className={styles.type}>{t(`dividendTypes.${dividend.type}`)}</Td>
              <Td data-numeric="" className={styles.amount}>
                {formatBaht(dividend.amountPerShare, lang)}
              </Td>
              {DATE_COLUMNS.map((column) => (
                <Td key={column} data-numeric="">
                  <time dateTime={dividend[column]}>
                    {formatDate(dividend[column], lang, 'medium')}
                  </time>
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
      <section aria-labelledby="dividend-notes" className={styles.notes}>
        <h2 id="dividend-notes" className={styles.notesHeading}>
          {t('dividend.notes.heading')}
        </h2>
        <ul className={styles.notesList}>
          <li>{t('dividend.notes.xd')}</li>
          <li>{t('dividend.notes.record')}</li>
          <li>{t('dividend.notes.payment')}</li>
        </ul>
      </section>
    </div>
  )
}
