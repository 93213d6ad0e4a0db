import {
  dailyBars,
  historyAt,
  isTradingDay,
  previousTradingDay,
  quoteAt,
  roundToTick,
  tickSize,
} from './marketData'

const at = (bangkok: string) => Date.parse(`${bangkok}+07:00`)

describe('the trading calendar', () => {
  it('skips weekends and the fixed-date holidays, a weekend holiday moving to the Monday', () => {
    expect(isTradingDay('2026-11-20')).toBe(true) // Friday
    expect(isTradingDay('2026-11-21')).toBe(false) // Saturday
    expect(isTradingDay('2026-12-10')).toBe(false) // Constitution Day, Thursday
    expect(isTradingDay('2026-12-07')).toBe(false) // Father's Day fell on Saturday the 5th
    expect(isTradingDay('2026-04-13')).toBe(false)
    // Songkran 2025: 13 April a Sunday, so the 16th is off too.
    expect(isTradingDay('2025-04-16')).toBe(false)
    expect(previousTradingDay('2026-11-23')).toBe('2026-11-20')
    expect(previousTradingDay('2027-01-04')).toBe('2026-12-30')
  })
})

describe('prices', () => {
  it('are whole steps of the SET’s price table', () => {
    expect(tickSize(1.99)).toBe(0.01)
    expect(tickSize(24.9)).toBe(0.1)
    expect(tickSize(25)).toBe(0.25)
    expect(roundToTick(24.34)).toBe(24.3)
    expect(roundToTick(24.31, 'up')).toBe(24.4)
    expect(roundToTick(24.3, 'up')).toBe(24.3)
    expect(roundToTick(24.3, 'down')).toBe(24.3)
    expect(roundToTick(26.1)).toBe(26)
  })
})

describe('the demo series', () => {
  it('is the same for the same symbol, another for another, on trading days only', () => {
    const bars = dailyBars('SHF', '2026-11-20')
    expect(dailyBars('SHF', '2026-11-20')).toEqual(bars)
    expect(dailyBars('CPF', '2026-11-20').at(-1)).not.toEqual(bars.at(-1))
    expect(bars.every((bar) => isTradingDay(bar.date))).toBe(true)
    for (const bar of bars) {
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close))
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close))
      expect(bar.close).toBe(roundToTick(bar.close))
      expect(bar.volume % 100).toBe(0)
    }
  })

  it('never changes a past day as the clock moves on, and stays in a plausible band', () => {
    const now = dailyBars('SHF', '2026-11-20')
    const later = dailyBars('SHF', '2031-11-27')
    expect(later.slice(0, now.length)).toEqual(now)
    const closes = later.map((bar) => bar.close)
    expect(Math.min(...closes)).toBeGreaterThan(5)
    expect(Math.max(...closes)).toBeLessThan(80)
  })
})

describe('the delayed quote', () => {
  it('on a day without trading is the last session’s close, at 16:30', () => {
    const quote = quoteAt('SHF', at('2026-11-21T12:00:00'))!
    const [previous, friday] = dailyBars('SHF', '2026-11-20').slice(-2)
    expect(quote).toMatchObject({
      tradingDate: '2026-11-20',
      asOf: '2026-11-20T09:30:00.000Z',
      last: friday!.close,
      previousClose: previous!.close,
      high: friday!.high,
      low: friday!.low,
      volume: friday!.volume,
      demo: true,
    })
  })

  it('before 10:15 is the day before’s close; during the session 15 minutes behind', () => {
    expect(quoteAt('SHF', at('2026-11-20T10:10:00'))!.tradingDate).toBe('2026-11-19')
    const morning = quoteAt('SHF', at('2026-11-20T11:00:00'))!
    expect(morning).toMatchObject({ tradingDate: '2026-11-20', asOf: '2026-11-20T03:45:00.000Z' })
    // The lunch break: the quote stays at 12:30's.
    const lunch = quoteAt('SHF', at('2026-11-20T13:30:00'))!
    expect(lunch.asOf).toBe('2026-11-20T05:30:00.000Z')
    expect(quoteAt('SHF', at('2026-11-20T14:40:00'))).toEqual(lunch)
    for (const quote of [morning, lunch]) {
      expect(quote.low).toBeLessThanOrEqual(Math.min(quote.open, quote.last))
      expect(quote.high).toBeGreaterThanOrEqual(Math.max(quote.open, quote.last))
      expect(quote.volume).toBeLessThan(dailyBars('SHF', '2026-11-20').at(-1)!.volume)
    }
  })

  it('before the series starts is null', () => {
    expect(quoteAt('SHF', at('2017-06-01T12:00:00'))).toBeNull()
  })
})

describe('the history', () => {
  it('holds the trading days of the range, ending with the quote’s day as far as it went', () => {
    const now = at('2026-11-20T11:00:00')
    const history = historyAt('SHF', '1y', now)
    expect(history.points[0]!.date > '2025-11-20').toBe(true)
    expect(history.points.at(-1)).toMatchObject({
      date: '2026-11-20',
      close: quoteAt('SHF', now)!.last,
    })
    expect(historyAt('SHF', '1m', now).points[0]!.date > '2026-10-20').toBe(true)
    expect(historyAt('SHF', '1m', now).points.length).toBeLessThan(24)
  })
})
