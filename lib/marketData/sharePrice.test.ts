/**
 * @jest-environment node
 */
import type { GetStaticPropsContext } from 'next'
import type { History, MarketDataSource, Quote } from './marketDataClient'
import {
  getLastPrice,
  getSharePrice,
  UNAVAILABLE_REVALIDATE_SECONDS,
  withSharePrice,
  withSharePriceFreshness,
  type SharePrice,
} from './sharePrice'

const SHARE = {
  symbol: 'SHF',
  quoteUrlPattern: 'https://www.set.or.th/{lang}/market/product/stock/quote/{symbol}/price',
}

const QUOTE: Quote = {
  symbol: 'SHF',
  currency: 'THB',
  last: 17.9,
  previousClose: 18.2,
  open: 18.2,
  high: 18.3,
  low: 17.8,
  volume: 739_400,
  tradingDate: '2026-11-20',
  asOf: '2026-11-20T09:30:00.000Z',
  delayMinutes: 15,
  demo: true,
}

const HISTORY: History = {
  points: [
    { date: '2025-11-21', close: 21.3 },
    { date: '2025-12-01', close: 27 },
    { date: '2026-06-01', close: 17.4 },
    { date: '2026-11-20', close: 17.9 },
  ],
  demo: true,
}

function source(overrides: Partial<MarketDataSource> = {}): MarketDataSource {
  return {
    quote: async () => QUOTE,
    yearHistory: async () => HISTORY,
    ...overrides,
  }
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined))
afterEach(() => jest.restoreAllMocks())

describe('getSharePrice', () => {
  it('formats the quote for Thai readers: baht, signed change, Buddhist-era date, Bangkok time', async () => {
    const block = await getSharePrice('th', { source: source(), share: SHARE })
    expect(block).toEqual({
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
      chart: null,
    })
  })

  it('in English, with the year’s chart where asked for', async () => {
    const block = await getSharePrice('en', { source: source(), share: SHARE, withChart: true })
    expect(block).toMatchObject({
      exchangeUrl: 'https://www.set.or.th/en/market/product/stock/quote/SHF/price',
      lastLabel: 'THB\u00a017.90',
      asOfLabel: 'Nov 20, 2026, 4:30 PM',
    })
    if (block.status !== 'ok' || !block.chart) throw new Error('no chart')
    expect(block.chart).toMatchObject({
      first: { date: '2025-11-21', priceLabel: 'THB\u00a021.30', dateLabel: 'Nov 21, 2025' },
      last: { date: '2026-11-20', priceLabel: 'THB\u00a017.90' },
      high: { date: '2025-12-01', priceLabel: 'THB\u00a027.00', dateLabel: 'Dec 1, 2025' },
      low: { date: '2026-06-01', priceLabel: 'THB\u00a017.40' },
      changePercentLabel: '-15.96%',
      direction: 'down',
    })
    expect(block.chart.months.map((month) => month.label)).toEqual(['Dec 25', 'Jun 26', 'Nov 26'])
    expect(block.chart.levels[0]!.label).toBe('THB\u00a015.00')
  })

  it('says the quote is unavailable when the core service fails, answers late or is not configured', async () => {
    const failing = source({ quote: async () => Promise.reject(new Error('ECONNREFUSED')) })
    const expected = {
      status: 'unavailable',
      symbol: 'SHF',
      exchangeUrl: 'https://www.set.or.th/th/market/product/stock/quote/SHF/price',
    }
    expect(await getSharePrice('th', { source: failing, share: SHARE })).toEqual(expected)
    expect(await getSharePrice('th', { source: null, share: SHARE })).toEqual(expected)

    jest.useFakeTimers()
    const hanging = source({ quote: () => new Promise<Quote>(() => undefined) })
    const late = getSharePrice('th', { source: hanging, share: SHARE })
    await jest.advanceTimersByTimeAsync(10_000)
    expect(await late).toEqual(expected)
    jest.useRealTimers()
  })

  it('shows the quote without the chart when only the history fails', async () => {
    const block = await getSharePrice('en', {
      source: source({ yearHistory: async () => Promise.reject(new Error('502')) }),
      share: SHARE,
      withChart: true,
    })
    expect(block).toMatchObject({ status: 'ok', lastLabel: 'THB\u00a017.90', chart: null })
  })

  it('says real figures are not demo data', async () => {
    const real = source({ quote: async () => ({ ...QUOTE, demo: false }) })
    expect(await getSharePrice('en', { source: real, share: SHARE })).toMatchObject({
      isDemo: false,
    })
  })
})

describe('the page helpers', () => {
  const context = { locale: 'en' } as GetStaticPropsContext
  const unavailable: SharePrice = { status: 'unavailable', symbol: 'SHF', exchangeUrl: '' }

  it('render a page without a quote again within a minute, one with a quote on its timer', async () => {
    const props = (sharePrice: SharePrice) =>
      withSharePriceFreshness(async () => ({ props: { sharePrice }, revalidate: 300 }))(context)
    expect(await props(unavailable)).toEqual({
      props: { sharePrice: unavailable },
      revalidate: UNAVAILABLE_REVALIDATE_SECONDS,
    })
    const ok = await getSharePrice('en', { source: source(), share: SHARE })
    expect(await props(ok)).toMatchObject({ revalidate: 300 })
    const notFound = withSharePriceFreshness<{ sharePrice: SharePrice }>(async () => ({
      notFound: true,
      revalidate: 300,
    }))
    expect(await notFound(context)).toEqual({ notFound: true, revalidate: 300 })
  })

  it('add the block to what a page loads, and keep a missing page missing', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const load = withSharePrice(async () => ({ title: 'Home' }), { source: null, share: SHARE })
    expect(await load('en', {})).toMatchObject({
      title: 'Home',
      sharePrice: { status: 'unavailable' },
    })
    expect(
      await withSharePrice(async () => null, { source: null, share: SHARE })('en', {}),
    ).toBeNull()
  })
})

describe('getLastPrice', () => {
  it('offers the quote’s last price to the calculator, kept a minute; none without a quote', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T05:00:00Z') })
    const quote = jest.fn(async () => QUOTE)
    const options = { source: source({ quote }), share: SHARE }
    expect(await getLastPrice(options)).toEqual({
      price: '17.90',
      asOf: '2026-11-20T09:30:00.000Z',
    })
    expect(await getLastPrice(options)).toEqual({ price: '17.90', asOf: QUOTE.asOf })
    expect(quote).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(61_000)
    const failing = {
      source: source({ quote: async () => Promise.reject(new Error('down')) }),
      share: SHARE,
    }
    expect(await getLastPrice(failing)).toBeNull()
    jest.useRealTimers()
  })
})
