import { screen, within } from '@testing-library/react'
import type { HomePage } from '@/lib/home/getHomePage'
import { renderWithProviders } from '@/lib/testing/render'
import { InvestorHighlight } from './InvestorHighlight'

// The loader formats the amount, the years, the dates and the file size (getHomePage):
// rendering formats nothing, so the home page builds no Intl formatter while it hydrates. A
// component that formatted would fail here.
jest.mock('@/lib/i18n/format', () => ({}))

const investor: HomePage['investor'] = {
  latestDividend: {
    fiscalYear: 2026,
    fiscalYearLabel: '2569',
    type: 'interim',
    amountPerShare: 0.45,
    amountPerShareLabel: '฿0.45',
    xdDate: '2026-08-26',
    recordDate: '2026-08-27',
    paymentDate: '2026-09-11',
    paymentDateLabel: '11 กันยายน 2569',
  },
  nextEvent: {
    title: 'Opportunity Day ผลการดำเนินงานไตรมาส 3/2569',
    type: 'opportunity-day',
    date: '2026-11-26',
    dateLabel: '26 พฤศจิกายน 2569',
  },
  latestReport: {
    title: 'แบบ 56-1 One Report ปี 2568',
    year: 2025,
    publishedAt: '2026-03-18',
    file: {
      url: '/api/cms-file/one-report-2025.pdf',
      size: 16415,
      mimeType: 'application/pdf',
      filename: 'one-report-2025.pdf',
    },
    fileSizeLabel: '16 kB',
  },
}

const unavailable = {
  status: 'unavailable',
  symbol: 'SHF',
  exchangeUrl: 'https://www.set.or.th/th/market/product/stock/quote/SHF/price',
} as const

const fact = (label: string) => screen.getByText(label).closest('li')!

describe('InvestorHighlight', () => {
  it("shows the loader's labels: amount, Buddhist-era year and dates, file size", () => {
    renderWithProviders(<InvestorHighlight investor={investor} sharePrice={unavailable} />, 'th')
    const dividend = fact('เงินปันผลล่าสุด')
    expect(within(dividend).getByText('฿0.45')).toBeInTheDocument()
    expect(within(dividend).getByText('ต่อหุ้น · เงินปันผลระหว่างกาล ปี 2569')).toBeInTheDocument()
    expect(within(dividend).getByText('จ่ายเมื่อ 11 กันยายน 2569')).toBeInTheDocument()

    const next = fact('วันสำคัญครั้งถัดไปของนักลงทุน')
    expect(within(next).getByText('26 พฤศจิกายน 2569')).toBeInTheDocument()
    expect(within(next).getByText('Opportunity Day ผลการดำเนินงานไตรมาส 3/2569')).toBeInTheDocument()

    const report = fact('แบบ 56-1 One Report ฉบับล่าสุด')
    expect(within(report).getByRole('link', { name: 'ดาวน์โหลด PDF (16 kB)' })).toHaveAttribute(
      'href',
      '/api/cms-file/one-report-2025.pdf',
    )
    // The share-price block comes first (components/investors/SharePrice.test.tsx).
    expect(screen.getByRole('heading', { name: 'ราคาหุ้น', level: 3 })).toBeInTheDocument()
  })

  it('in English, and without a coming date or a report', () => {
    renderWithProviders(
      <InvestorHighlight
        investor={{
          latestDividend: {
            ...investor.latestDividend!,
            fiscalYearLabel: '2026',
            amountPerShareLabel: 'THB 0.45',
            paymentDateLabel: 'September 11, 2026',
          },
          nextEvent: null,
          latestReport: null,
        }}
        sharePrice={{
          ...unavailable,
          exchangeUrl: unavailable.exchangeUrl.replace('/th/', '/en/'),
        }}
      />,
    )
    const dividend = fact('Latest dividend')
    expect(within(dividend).getByText('THB 0.45')).toBeInTheDocument()
    expect(within(dividend).getByText('per share · interim dividend for 2026')).toBeInTheDocument()
    expect(within(dividend).getByText('Paid on September 11, 2026')).toBeInTheDocument()
    expect(screen.getByText('No dates announced yet.')).toBeInTheDocument()
    expect(screen.queryByText('Latest One Report (Form 56-1)')).not.toBeInTheDocument()
  })
})
