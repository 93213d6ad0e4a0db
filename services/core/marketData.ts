/**
 * The embedded core service's market data: a deterministic demo series of daily prices for a
 * share, generated from its symbol (the seed) and the Stock Exchange of Thailand's trading
 * calendar, and a 15-minute delayed quote read from it at the service's clock. The same symbol
 * and instant always give the same figures, and a day's figures never change once the day is
 * over, so tests set the clock and know what the site must show.
 */

import { seededRandom } from './seededRandom'

/** SET sessions in Bangkok time (minutes after midnight): 10:00–12:30 and 14:30–16:30. */
const MORNING = { open: 10 * 60, close: 12 * 60 + 30 }
const AFTERNOON = { open: 14 * 60 + 30, close: 16 * 60 + 30 }
const SESSION_MINUTES = MORNING.close - MORNING.open + (AFTERNOON.close - AFTERNOON.open)
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

export const QUOTE_DELAY_MINUTES = 15
export const HISTORY_RANGES = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 } as const
export type HistoryRange = keyof typeof HISTORY_RANGES

// The series starts here; a range reaching further back is cut at it.
const SERIES_START = '2018-01-02'

/**
 * Holidays of the exchange on fixed dates (month-day); one on a weekend moves to the next
 * working day, as the SET's calendar does. The lunar holidays (Makha, Visakha and Asarnha
 * Bucha), whose dates the government sets each year, are not known to the demo series.
 */
const FIXED_HOLIDAYS = [
  '01-01', // New Year's Day
  '04-06', // Chakri Memorial Day
  '04-13', // Songkran
  '04-14',
  '04-15',
  '05-01', // National Labour Day
  '05-04', // Coronation Day
  '06-03', // Queen Suthida's Birthday
  '07-28', // King Vajiralongkorn's Birthday
  '08-12', // Queen Sirikit's Birthday (Mother's Day)
  '10-13', // King Bhumibol Memorial Day
  '10-23', // Chulalongkorn Day
  '12-05', // King Bhumibol's Birthday (Father's Day)
  '12-10', // Constitution Day
  '12-31', // New Year's Eve
] as const

export interface DailyBar {
  /** The trading day, `YYYY-MM-DD` (Bangkok). */
  date: string
  open: number
  high: number
  low: number
  close: number
  /** Shares traded. */
  volume: number
}

export interface Quote {
  symbol: string
  exchange: 'SET'
  currency: 'THB'
  /** The last traded price the delayed feed has. */
  last: number
  /** The close of the trading day before `tradingDate`. */
  previousClose: number
  open: number
  high: number
  low: number
  volume: number
  /** The trading day the quote belongs to. */
  tradingDate: string
  /** The moment the quote describes (ISO, UTC): at most `now − delayMinutes`. */
  asOf: string
  delayMinutes: number
  /** Generated figures, not the exchange's: the embedded service's answers always say so. */
  demo: true
}

export interface History {
  symbol: string
  range: HistoryRange
  currency: 'THB'
  /** Trading days, oldest first; the last one is the quote's day (its figures so far). */
  points: { date: string; close: number; volume: number }[]
  demo: true
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`)
const toDay = (date: Date) => date.toISOString().slice(0, 10)
const addDays = (day: string, days: number) =>
  toDay(new Date(toDate(day).getTime() + days * DAY_MS))
const isWeekend = (day: string) => [0, 6].includes(toDate(day).getUTCDay())

const holidaysByYear = new Map<number, Set<string>>()

/** The exchange's fixed-date holidays of a year, with their weekend substitutes. */
function holidaysOf(year: number): Set<string> {
  let holidays = holidaysByYear.get(year)
  if (holidays) return holidays
  holidays = new Set()
  for (const monthDay of FIXED_HOLIDAYS) {
    let day = `${year}-${monthDay}`
    if (isWeekend(day)) {
      // The substitute is the first weekday after it that is no holiday itself.
      do day = addDays(day, 1)
      while (isWeekend(day) || holidays.has(day) || FIXED_HOLIDAYS.includes(monthDayOf(day)))
    }
    holidays.add(day)
  }
  holidaysByYear.set(year, holidays)
  return holidays
}

function monthDayOf(day: string): (typeof FIXED_HOLIDAYS)[number] {
  return day.slice(5) as (typeof FIXED_HOLIDAYS)[number]
}

export function isTradingDay(day: string): boolean {
  return !isWeekend(day) && !holidaysOf(Number(day.slice(0, 4))).has(day)
}

/** The trading day before `day` (never `day` itself). */
export function previousTradingDay(day: string): string {
  let candidate = addDays(day, -1)
  while (!isTradingDay(candidate)) candidate = addDays(candidate, -1)
  return candidate
}

/** The SET's price steps: a price is always a whole number of its step. */
export function tickSize(price: number): number {
  if (price < 2) return 0.01
  if (price < 5) return 0.02
  if (price < 10) return 0.05
  if (price < 25) return 0.1
  if (price < 100) return 0.25
  if (price < 200) return 0.5
  if (price < 400) return 1
  return 2
}

type Rounding = 'nearest' | 'up' | 'down'

export function roundToTick(price: number, rounding: Rounding = 'nearest'): number {
  const tick = tickSize(price)
  const round = rounding === 'up' ? Math.ceil : rounding === 'down' ? Math.floor : Math.round
  // The small epsilon keeps 24.3 / 0.1 = 242.99999… from rounding down.
  const steps = round(price / tick + (rounding === 'down' ? 1e-9 : rounding === 'up' ? -1e-9 : 0))
  return Number((Math.max(1, steps) * tick).toFixed(2))
}

/** FNV-1a: the symbol's seed. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0
    value = Math.imul(value, 0x01000193)
  }
  return value >>> 0
}

/** Standard normal numbers (Box–Muller) from the day's own generator. */
function normals(seed: number): () => number {
  const next = seededRandom(seed)
  return () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next())
}

/**
 * Every trading day's bar from the series' start to `lastDay`: the log price reverts to a level
 * that drifts slowly around the symbol's base price, so a year looks like a share's year and
 * the price stays in a plausible band however far the clock moves.
 */
export function dailyBars(symbol: string, lastDay: string): DailyBar[] {
  const seed = hash(symbol)
  const base = 8 + (seed % 4000) / 100
  const phase = ((seed >>> 12) % 628) / 100
  const baseVolume = 400_000 + (seed % 2_000_000)
  const bars: DailyBar[] = []
  let logPrice = Math.log(base)
  let previousClose = roundToTick(base)
  for (let day = SERIES_START, index = 0; day <= lastDay; day = addDays(day, 1)) {
    if (!isTradingDay(day)) continue
    const normal = normals(seed ^ Math.imul(index + 1, 0x9e3779b9))
    const level = Math.log(base) + 0.18 * Math.sin((2 * Math.PI * index) / 430 + phase)
    logPrice += 0.02 * (level - logPrice) + 0.014 * normal()
    const close = roundToTick(Math.exp(logPrice))
    const open = roundToTick(previousClose * Math.exp(0.004 * normal()))
    const high = roundToTick(Math.max(open, close) * (1 + 0.006 * Math.abs(normal())), 'up')
    const low = roundToTick(Math.min(open, close) * (1 - 0.006 * Math.abs(normal())), 'down')
    const move = Math.abs(close - previousClose) / previousClose
    const volume = Math.round((baseVolume * Math.exp(0.35 * normal()) * (1 + 12 * move)) / 100)
    bars.push({ date: day, open, high, low, close, volume: volume * 100 })
    previousClose = close
    index += 1
  }
  return bars
}

/** Bangkok's calendar day and minute of the day at `instant`. */
function bangkokTime(instant: number): { day: string; minute: number } {
  const local = new Date(instant + BANGKOK_OFFSET_MS)
  return { day: toDay(local), minute: local.getUTCHours() * 60 + local.getUTCMinutes() }
}

/** The instant of `minute` on Bangkok's `day`, as ISO (UTC). */
function bangkokInstant(day: string, minute: number): string {
  return new Date(toDate(day).getTime() + minute * 60_000 - BANGKOK_OFFSET_MS).toISOString()
}

function tradedMinutes(minute: number): number {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max)
  return (
    clamp(minute - MORNING.open, MORNING.close - MORNING.open) +
    clamp(minute - AFTERNOON.open, AFTERNOON.close - AFTERNOON.open)
  )
}

/** The last minute that traded at or before `minute` (12:30 through the lunch break). */
function lastTradedMinute(minute: number): number {
  if (minute >= AFTERNOON.close) return AFTERNOON.close
  if (minute >= MORNING.close && minute < AFTERNOON.open) return MORNING.close
  return minute
}

/** A bar as far as the session had gone (`fraction` of its trading minutes). */
function partialBar(bar: DailyBar, fraction: number): DailyBar {
  if (fraction >= 1) return bar
  const last = roundToTick(bar.open + (bar.close - bar.open) * fraction)
  const top = Math.max(bar.open, last)
  const bottom = Math.min(bar.open, last)
  return {
    ...bar,
    close: last,
    high: roundToTick(top + (bar.high - Math.max(bar.open, bar.close)) * fraction, 'up'),
    low: roundToTick(bottom - (Math.min(bar.open, bar.close) - bar.low) * fraction, 'down'),
    volume: Math.round((bar.volume * fraction) / 100) * 100,
  }
}

/** The quote's trading day, how far its session had gone, and when, at `now` less the delay. */
function quoteMoment(now: number) {
  const { day, minute } = bangkokTime(now - QUOTE_DELAY_MINUTES * 60_000)
  if (isTradingDay(day) && minute >= MORNING.open) {
    const traded = lastTradedMinute(minute)
    return { day, fraction: tradedMinutes(traded) / SESSION_MINUTES, minute: traded }
  }
  // Before the opening, or a day without trading: the last session's close.
  return { day: previousTradingDay(day), fraction: 1, minute: AFTERNOON.close }
}

/** The bars up to the quote's day, its own as far as the delayed feed has it. */
function barsAt(symbol: string, now: number) {
  const moment = quoteMoment(now)
  const bars = dailyBars(symbol, moment.day)
  const today = bars.pop()
  if (today === undefined) return null
  return { moment, before: bars, today: partialBar(today, moment.fraction) }
}

/** The delayed quote at `now` (ms), or null before the series starts. */
export function quoteAt(symbol: string, now: number): Quote | null {
  const bars = barsAt(symbol, now)
  const previous = bars?.before.at(-1)
  if (!bars || !previous) return null
  const { moment, today } = bars
  return {
    symbol,
    exchange: 'SET',
    currency: 'THB',
    last: today.close,
    previousClose: previous.close,
    open: today.open,
    high: today.high,
    low: today.low,
    volume: today.volume,
    tradingDate: today.date,
    asOf: bangkokInstant(moment.day, moment.minute),
    delayMinutes: QUOTE_DELAY_MINUTES,
    demo: true,
  }
}

/** The daily closes of `range` up to the quote's day at `now`, oldest first. */
export function historyAt(symbol: string, range: HistoryRange, now: number): History {
  const bars = barsAt(symbol, now)
  const all = bars ? [...bars.before, bars.today] : []
  const last = all.at(-1)?.date
  const from = last ? monthsBefore(last, HISTORY_RANGES[range]) : ''
  return {
    symbol,
    range,
    currency: 'THB',
    points: all
      .filter((bar) => bar.date > from)
      .map(({ date, close, volume }) => ({ date, close, volume })),
    demo: true,
  }
}

/** The same day `months` earlier (the month's last day when it is shorter). */
function monthsBefore(day: string, months: number): string {
  const date = toDate(day)
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1))
  const lastOfMonth = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate()
  target.setUTCDate(Math.min(date.getUTCDate(), lastOfMonth))
  return toDay(target)
}
