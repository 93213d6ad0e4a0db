import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import type { ShareholdingPage } from '@/lib/investors/investors'
import { DataTable, RowHeader, Td, Th } from './DataTable'
import { WholeText, withNoBreakSpaces } from '@/components/common/WholeText'

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

type ShareholderTableProps = Pick<ShareholdingPage, 'shareholders' | 'asOfLabel' | 'total'>

/** The major shareholders with their shares and stake, and what they hold together. */
export function ShareholderTable({ shareholders, asOfLabel, total }: ShareholderTableProps) {
  const { t } = useTranslation('investors')
  return (
    <DataTable
      caption={t('shareholders.caption', {
        count: total.countLabel,
        date: withNoBreakSpaces(asOfLabel),
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
            {/* A rank is a small whole number: its digits are the same in both languages. */}
            <Td data-numeric="" className={styles.rank}>
              {index + 1}
            </Td>
            <RowHeader className={styles.name}>
              <WholeText>{holder.name}</WholeText>
            </RowHeader>
            <Td data-numeric="">{holder.sharesLabel}</Td>
            <Td data-numeric="" className={styles.percentage}>
              {holder.percentageLabel}
            </Td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.totalRow}>
          <Td className={styles.totalRank} />
          <RowHeader>{t('shareholders.total', { count: total.countLabel })}</RowHeader>
          <Td data-numeric="">{total.sharesLabel}</Td>
          <Td data-numeric="">{total.percentageLabel}</Td>
        </tr>
      </tfoot>
    </DataTable>
  )
}
