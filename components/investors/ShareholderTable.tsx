import { chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { Shareholder } from '@/lib/content/investors'
import { formatDate, formatNumber, formatPercent } from '@/lib/i18n/format'
import { listedPercentage } from '@/lib/investors/shareholding'
import { DataTable, Td, Th } from './DataTable'

// The rank repeats the rows' order: left out on phones, where the names need the room.
const RANK_COLUMN = { display: { base: 'none', md: 'table-cell' } } as const

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
          <Th scope="col" data-numeric="" w="1%" {...RANK_COLUMN}>
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
          <chakra.tr key={holder._id} _hover={{ bg: 'bg.subtle' }}>
            <Td data-numeric="" color="fg.muted" {...RANK_COLUMN}>
              {formatNumber(index + 1, lang)}
            </Td>
            <Td as="th" scope="row" fontWeight="medium">
              {holder.name}
            </Td>
            <Td data-numeric="">{formatNumber(holder.shares, lang)}</Td>
            <Td data-numeric="" fontWeight="semibold">
              {formatPercent(holder.percentage, lang)}
            </Td>
          </chakra.tr>
        ))}
      </tbody>
      <tfoot>
        <chakra.tr bg="bg.subtle" fontWeight="bold">
          <Td {...RANK_COLUMN} />
          <Td as="th" scope="row">
            {t('shareholders.total', { count: formatNumber(count, lang) })}
          </Td>
          <Td data-numeric="">{formatNumber(totalShares, lang)}</Td>
          <Td data-numeric="">{formatPercent(listedPercentage(shareholders), lang)}</Td>
        </chakra.tr>
      </tfoot>
    </DataTable>
  )
}
