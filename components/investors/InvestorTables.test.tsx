import { screen, within } from '@testing-library/react'
import { useRouter } from 'next/router'
import type { Dividend, ShareholdingPage } from '@/lib/investors/investors'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { DividendTable } from './DividendTable'
import { ShareholdingStructure } from './ShareholdingStructure'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))
// The tables show the labels their loader formatted: none is formatted again while rendering.
jest.mock('@/lib/i18n/format', () =>
  Object.fromEntries(
    Object.keys(jest.requireActual('@/lib/i18n/format')).map((name) => [
      name,
      () => {
        throw new Error(`${name} called while rendering: the loader formats investor figures`)
      },
    ]),
  ),
)

const dividend: Dividend = {
  _id: 'dividend-2025-annual',
  fiscalYear: 2025,
  fiscalYearLabel: '2568',
  type: 'annual',
  amountPerShare: 0.65,
  amountPerShareLabel: '฿0.65',
  xdDate: '2026-05-06',
  xdDateLabel: '6 พ.ค. 2569',
  recordDate: '2026-05-07',
  recordDateLabel: '7 พ.ค. 2569',
  paymentDate: '2026-05-22',
  paymentDateLabel: '22 พ.ค. 2569',
}

const shareholding: ShareholdingPage = {
  shareholders: [
    {
      _id: 'a',
      name: 'Holding Co.',
      shares: 2_480_000_000,
      sharesLabel: '2,480,000,000',
      percentage: 31,
      percentageLabel: '31.00%',
      asOf: '2026-03-15',
    },
    {
      _id: 'b',
      name: 'Capital Co.',
      shares: 760_000_000,
      sharesLabel: '760,000,000',
      percentage: 9.5,
      percentageLabel: '9.50%',
      asOf: '2026-03-15',
    },
  ],
  asOf: '2026-03-15',
  asOfLabel: 'March 15, 2026',
  total: { countLabel: '2', sharesLabel: '3,240,000,000', percentageLabel: '40.50%' },
  slices: [
    { kind: 'holder', key: 'a', name: 'Holding Co.', percentage: 31, percentageLabel: '31.00%' },
    { kind: 'holder', key: 'b', name: 'Capital Co.', percentage: 9.5, percentageLabel: '9.50%' },
    { kind: 'rest', key: 'rest', percentage: 59.5, percentageLabel: '59.50%' },
  ],
}

describe('investor tables', () => {
  it('dividends: the year, amount in baht and dates as the loader labelled them', () => {
    jest.mocked(useRouter).mockReturnValue(mockRouter('th', '/investors/dividend'))
    renderWithProviders(<DividendTable dividends={[dividend]} />, 'th')
    const table = screen.getByRole('table', { name: 'ประวัติการจ่ายเงินปันผล เรียงจากงวดล่าสุด' })
    const row = within(table).getAllByRole('row')[1]!
    expect(within(row).getByRole('rowheader')).toHaveTextContent('2568')
    expect(row).toHaveTextContent('ประจำปี')
    expect(row).toHaveTextContent('฿0.65')
    // Each date: its label, on the machine-readable date.
    const dates = [...row.querySelectorAll('time')].map((time) => [
      time.getAttribute('datetime'),
      time.textContent,
    ])
    expect(dates).toEqual([
      ['2026-05-06', '6 พ.ค. 2569'],
      ['2026-05-07', '7 พ.ค. 2569'],
      ['2026-05-22', '22 พ.ค. 2569'],
    ])
  })

  it('shareholding: a chart with a text alternative, and the table with the totals', () => {
    jest.mocked(useRouter).mockReturnValue(mockRouter('en', '/investors/shareholders-structure'))
    renderWithProviders(<ShareholdingStructure {...shareholding} />)
    const chart = screen.getByRole('img', { name: /held by the major shareholders/ })
    expect(chart).toHaveAccessibleDescription(
      'Holding Co.: 31.00%; Capital Co.: 9.50%; All other shareholders: 59.50%',
    )
    expect(chart).toHaveTextContent('40.50%')
    expect(chart).toHaveTextContent('Top 2')
    const table = screen.getByRole('table', { name: 'Top 2 shareholders as of March 15, 2026' })
    const [, first, second, total] = within(table).getAllByRole('row')
    expect(first).toHaveTextContent(/^1Holding Co\.2,480,000,00031\.00%$/)
    expect(second).toHaveTextContent(/^2Capital Co\.760,000,0009\.50%$/)
    expect(total).toHaveTextContent('Top 2 together')
    expect(total).toHaveTextContent('3,240,000,000')
    expect(total).toHaveTextContent('40.50%')
  })

  it('shareholding in Thai: the other major holders counted in the legend, the register date', () => {
    jest.mocked(useRouter).mockReturnValue(mockRouter('th', '/investors/shareholders-structure'))
    renderWithProviders(
      <ShareholdingStructure
        {...shareholding}
        asOfLabel="15 มีนาคม 2569"
        total={{ countLabel: '11', sharesLabel: '4,896,457,800', percentageLabel: '61.22%' }}
        slices={[
          ...shareholding.slices.slice(0, 2),
          {
            kind: 'otherMajor',
            key: 'other-major',
            count: 9,
            countLabel: '9',
            percentage: 20.72,
            percentageLabel: '20.72%',
          },
          { kind: 'rest', key: 'rest', percentage: 38.78, percentageLabel: '38.78%' },
        ]}
      />,
      'th',
    )
    expect(screen.getByRole('img')).toHaveAccessibleDescription(
      'Holding Co.: 31.00%; Capital Co.: 9.50%; ผู้ถือหุ้นรายใหญ่อื่น (9 ราย): 20.72%; ผู้ถือหุ้นอื่น ๆ: 38.78%',
    )
    const table = screen.getByRole('table', {
      // The register date is one unit: a Thai line does not end inside it (no-break spaces).
      name: 'ผู้ถือหุ้นรายใหญ่ 11 รายแรก ณ วันที่ 15\u00a0มีนาคม\u00a02569',
    })
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('รวม 11 รายแรก')
  })

  it('shareholding: says so while no list is published', () => {
    jest.mocked(useRouter).mockReturnValue(mockRouter('en', '/investors/shareholders-structure'))
    renderWithProviders(
      <ShareholdingStructure
        shareholders={[]}
        asOf={null}
        asOfLabel=""
        total={{ countLabel: '0', sharesLabel: '0', percentageLabel: '0.00%' }}
        slices={[]}
      />,
    )
    expect(screen.getByText(/has not been published yet/)).toBeVisible()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})
