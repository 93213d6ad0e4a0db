import { screen, within } from '@testing-library/react'
import { useRouter } from 'next/router'
import type { Dividend, Shareholder } from '@/lib/content/investors'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { DividendTable } from './DividendTable'
import { ShareholdingStructure } from './ShareholdingStructure'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

const dividend: Dividend = {
  _id: 'dividend-2025-annual',
  fiscalYear: 2025,
  type: 'annual',
  amountPerShare: 0.65,
  xdDate: '2026-05-06',
  recordDate: '2026-05-07',
  paymentDate: '2026-05-22',
}

const shareholders: Shareholder[] = [
  { _id: 'a', name: 'Holding Co.', shares: 2_480_000_000, percentage: 31, asOf: '2026-03-15' },
  { _id: 'b', name: 'Capital Co.', shares: 760_000_000, percentage: 9.5, asOf: '2026-03-15' },
]

describe('investor tables', () => {
  it('dividends: amounts in baht, dates as the reader counts years', () => {
    jest.mocked(useRouter).mockReturnValue(mockRouter('th', '/investors/dividend'))
    renderWithProviders(<DividendTable dividends={[dividend]} />, 'th')
    const table = screen.getByRole('table', { name: 'ประวัติการจ่ายเงินปันผล เรียงจากงวดล่าสุด' })
    const row = within(table).getAllByRole('row')[1]!
    expect(within(row).getByRole('rowheader')).toHaveTextContent('2568')
    expect(row).toHaveTextContent('ประจำปี')
    expect(row).toHaveTextContent('฿0.65')
    expect(row).toHaveTextContent('6 พ.ค. 2569')
  })

  it('shareholding: a chart with a text alternative, and the table with the totals', () => {
    jest.mocked(useRouter).mockReturnValue(mockRouter('en', '/investors/shareholders-structure'))
    renderWithProviders(<ShareholdingStructure shareholders={shareholders} asOf="2026-03-15" />)
    const chart = screen.getByRole('img', { name: /held by the major shareholders/ })
    expect(chart).toHaveAccessibleDescription(
      'Holding Co.: 31.00%; Capital Co.: 9.50%; All other shareholders: 59.50%',
    )
    const table = screen.getByRole('table', { name: 'Top 2 shareholders as of March 15, 2026' })
    const total = within(table).getAllByRole('row').at(-1)!
    expect(total).toHaveTextContent('Top 2 together')
    expect(total).toHaveTextContent('3,240,000,000')
    expect(total).toHaveTextContent('40.50%')
  })
})
