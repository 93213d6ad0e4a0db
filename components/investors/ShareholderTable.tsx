import { useTranslation } from 'next-i18next/pages'
import { css } from '@/styled-system/css'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { Shareholder } from '@/lib/content/investors'
import { formatDate, formatNumber, formatPercent } from '@/lib/i18n/format'
import { listedPercentage } from '@/lib/investors/shareholding'
import { DataTable, RowHeader, Td, Th } from './DataTable'

// The rank repeats the rows' order: left out on phones, where the names need the room.
const rankColumn = css.raw({ display: { base: 'none', md: 'table-cell' } })

const styles = {
  rankHeader: css(rankColumn, { w: '[1%]' }),
  rank: css(rankColumn, { color: 'fg.muted' }),
  totalRank: css(rankColumn),
  row: css({ _hover: { bg: 'bg.subtle' } }),
  name: css({ fontWeight: 'medium' }),
  percentage: css({ fontWeight: 'semibold' }),
  totalRow: css({ bg: 'bg.subtle', fontWeight: 'bold' }),
}

interface ShareholderTableProps {
  shareholders: readonly Shareholder[]
  asOf: string
}

/** The major shareholders with their shares and stake, and what they hold together. */
export function ShareholderTable({ shareholders, asOf }: ShareholderTableProps) {
  const { t } = useTranslation('investors')
  const { lang } = useCurrentPath()
  const count = shareholders.length
  const totalShares = shareholders.reduce((sum, holder) => sum + holder.shares, 0)
  return (
    <DataTable
      caption={t('shareholders.caption', {
        count: formatNumber(count, lang),
        date: formatDate(asOf, lang),
      })}
      data-testid="shareholder-table"
    >
      <thead>
        <tr>
          <Th scope="col" data-numeric="" className={styles.rankHeader}>
            {t('shareholders.columns.rank')}
          </Th>
          <Th scope="col">{t('shareholders.columns.name')}</Th>
          <Th scope="col" data-numeric="">
            {t('shareholders.columns.shares')}
          </Th>
          <Th scope="col" data-numeric="">
            {t('shareholders.columns.percentage')}
          </Th>
        </tr>
      </thead>
      <tbody>
        {shareholders.map((holder, index) => (
          <tr key={holder._id} className={styles.row}>
            <Td data-numeric="" className={styles.rank}>
              {formatNumber(index + 1, lang)}
            </Td>
            <RowHeader className={styles.name}>{holder.name}</RowHeader>
            <Td data-numeric="">{formatNumber(holder.shares, lang)}</Td>
            <Td data-numeric="" className={styles.percentage}>
              {formatPercent(holder.percentage, lang)}
            </Td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.totalRow}>
          <Td className={styles.totalRank} />
          <RowHeader>{t('shareholders.total', { count: formatNumber(count, lang) })}</RowHeader>
          <Td data-numeric="">{formatNumber(totalShares, lang)}</Td>
          <Td data-numeric="">{formatPercent(listedPercentage(shareholders), lang)}</Td>
        </tr>
      </tfoot>
    </DataTable>
  )
}
