import { screen, within } from '@testing-library/react'
import type { SharePrice as SharePriceData } from '@/lib/marketData/sharePrice'
import { renderWithProviders } from '@/lib/testing/render'
import { SharePrice } from './SharePrice'

// The loader formats every figure (lib/marketData/sharePrice.ts): rendering formats nothing.
jest.mock('@/lib/i18n/format', () => ({}))

const THAI: SharePriceData = {
  symbol: 'SHF',
  exchangeUrl: 'https://www.set.or.th/th/market/product/stock/quote/SHF/price',
  status: 'ok',
  isDemo: true,
  last: 17.9,
  lastLabel: '฿17.90',
  changeLabel: '-0.30',
  changePercentLabel: '-1.65%',
  direction: 'down',
  previousCloseLabel: '฿18.20',
  openLabel: '฿18.20',
  lowLabel: '฿17.80',
  highLabel: '฿18.30',
  volumeLabel: '739,400',
  asOf: '2026-11-20T09:30:00.000Z',
  asOfLabel: '20 พ.ย. 2569 16:30',
  delayMinutes: 15,
  chart: {
    line: 'M0 100L500 20L1000 280',
    area: 'M0 100L500 20L1000 280L1000 300L0 300Z',
    levels: [
      { label: '฿15.00', top: 100 },
      { label: '฿30.00', top: 0 },
    ],
    months: [
      { label: 'ธ.ค. 68', left: 4 },
      { label: 'ม.ค. 69', left: 12 },
    ],
    first: { date: '2025-11-21', priceLabel: '฿21.30', dateLabel: '21 พ.ย. 2568' },
    last: { date: '2026-11-20', priceLabel: '฿17.90', dateLabel: '20 พ.ย. 2569' },
    high: { date: '2025-12-01', priceLabel: '฿27.00', dateLabel: '1 ธ.ค. 2568' },
    low: { date: '2026-06-01', priceLabel: '฿17.40', dateLabel: '1 มิ.ย. 2569' },
    changePercentLabel: '-15.96%',
    direction: 'down',
  },
}

describe('SharePrice', () => {
  it('shows the quote, its time, "demo data", the chart with its text alternative and the exchange link', () => {
    renderWithProviders(<SharePrice sharePrice={THAI} withChart />, 'th')
    const block = screen.getByRole('region', { name: 'ราคาหุ้น' })
    expect(within(block).getByText('ข้อมูลตัวอย่าง')).toBeInTheDocument()
    expect(screen.getByTestId('share-price-last')).toHaveTextContent('฿17.90')
    expect(screen.getByTestId('share-price-change')).toHaveTextContent(
      '▼ -0.30 (-1.65%)ลดลง -0.30 บาท (-1.65%) จากราคาปิดก่อนหน้า',
    )
    const term = (name: string) => within(block).getByText(name).nextElementSibling
    expect(term('ราคาปิดก่อนหน้า')).toHaveTextContent('฿18.20')
    expect(term('ช่วงราคาระหว่างวัน')).toHaveTextContent('฿17.80 – ฿18.30')
    expect(term('ปริมาณซื้อขาย (หุ้น)')).toHaveTextContent('739,400')
    expect(
      within(block).getByText('ข้อมูล ณ 20 พ.ย. 2569 16:30 เวลากรุงเทพฯ ล่าช้า 15 นาที'),
    ).toHaveAttribute('datetime', '2026-11-20T09:30:00.000Z')
    expect(
      within(block).getByRole('img', {
        name: 'กราฟเส้นราคาปิดรายวันของ SHF ตั้งแต่ 21 พ.ย. 2568 ถึง 20 พ.ย. 2569: จาก ฿21.30 เป็น ฿17.90 (-15.96%) สูงสุด ฿27.00 เมื่อ 1 ธ.ค. 2568 ต่ำสุด ฿17.40 เมื่อ 1 มิ.ย. 2569',
      }),
    ).toBeInTheDocument()
    expect(term('สูงสุดรอบ 52 สัปดาห์')).toHaveTextContent('฿27.00')
    expect(
      within(block).getByRole('link', { name: 'SHF ที่ตลาดหลักทรัพย์แห่งประเทศไทย' }),
    ).toHaveAttribute('href', THAI.exchangeUrl)
  })

  it('without the chart on the home page, and says when real figures are shown', () => {
    renderWithProviders(
      <SharePrice sharePrice={{ ...THAI, isDemo: false, direction: 'up' }} headingLevel={3} />,
      'en',
    )
    expect(screen.getByRole('heading', { name: 'Share price', level: 3 })).toBeInTheDocument()
    expect(screen.queryByText('Demo data')).not.toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.getByTestId('share-price-change')).toHaveTextContent(/Up -0.30 baht/)
  })

  it('says the quote is unavailable in place of the figures, keeping the exchange link', () => {
    renderWithProviders(
      <SharePrice
        sharePrice={{ status: 'unavailable', symbol: 'SHF', exchangeUrl: 'https://x.example/SHF' }}
        withChart
      />,
      'en',
    )
    expect(
      screen.getByText(
        "The share price is unavailable at the moment. Please try again later, or see it on the exchange's website.",
      ),
    ).toBeInTheDocument()
    expect(screen.queryByTestId('share-price-last')).not.toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'SHF on the Stock Exchange of Thailand' }),
    ).toHaveAttribute('href', 'https://x.example/SHF')
  })

  it('says when only the chart is missing', () => {
    renderWithProviders(<SharePrice sharePrice={{ ...THAI, chart: null }} withChart />, 'en')
    expect(screen.getByText('The one-year chart is unavailable at the moment.')).toBeInTheDocument()
  })
})
