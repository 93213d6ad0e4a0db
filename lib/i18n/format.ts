import { INTL_LOCALE, type Lang } from '@/lib/i18n/lang'
import { formatNumber, numberFormat } from './formatNumber'

export { formatNumber }

/*
 * Dates, numbers and money for display, with Intl only.
 *
 * Dates on Thai pages use the Buddhist era, as Thai readers and the Stock Exchange of Thailand's
 * own documents do: `th-TH` formats with the Buddhist calendar by default (2026 → 2569). English
 * pages use the Gregorian calendar. Times are those of Bangkok, wherever the server runs.
 */

const TIME_ZONE = 'Asia/Bangkok'
const BUDDHIST_ERA_OFFSET = 543
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

export type DateStyle = 'long' | 'medium' | 'short'

// Building an Intl formatter costs far more than using one (a list page formats hundreds of
// dates, and hydration formats them all again): one formatter per locale and options, kept
// (numbers' in ./formatNumber).
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang} ${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[lang], options)
    dateFormats.set(key, format)
  }
  return format
}

function toDate(value: string): { date: Date; timeZone: string } {
  // A calendar date (2026-05-12) is the same day everywhere: read and show it in UTC.
  if (DATE_ONLY.test(value)) return { date: new Date(`${value}T00:00:00Z`), timeZone: 'UTC' }
  return { date: new Date(value), timeZone: TIME_ZONE }
}

/** A date (`2026-05-12`) or timestamp: `12 May 2026`, `12 พฤษภาคม 2569`. Invalid input → ''. */
export function formatDate(
  value: string | null | undefined,
  lang: Lang,
  style: DateStyle = 'long',
) {
  if (!value) return ''
  const { date, timeZone } = toDate(value)
  if (Number.isNaN(date.getTime())) return ''
  return dateFormat(lang, { dateStyle: style, timeZone }).format(date)
}

/** A moment with its Bangkok time: `12 May 2026, 10:42`, `12 พ.ค. 2569 10:42`. Invalid → ''. */
export function formatDateTime(value: string | null | undefined, lang: Lang): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return dateFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(
    date,
  )
}

/**
 * A Gregorian year as the page's readers count it: 2026, or 2569 on Thai pages. Plain
 * arithmetic for whole years (the Buddhist era is 543 years ahead, as th-TH's calendar counts
 * it): a page hydrating a list of years need not build its first Intl formatter, 20–50 ms on a
 * phone. format.test.ts holds it to Intl's answer.
 */
export function formatYear(year: number, lang: Lang): string {
  if (Number.isInteger(year) && year > 0 && year < 10000) {
    return String(lang === 'th' ? year + BUDDHIST_ERA_OFFSET : year)
  }
  const date = new Date(Date.UTC(year, 6, 1))
  return dateFormat(lang, { year: 'numeric', timeZone: 'UTC' })
    .formatToParts(date)
    .filter((part) => part.type === 'year')
    .map((part) => part.value)
    .join('')
}

/** Money in Thai baht with as many decimals as it has (at least two): ฿0.45 / THB 0.45. */
export function formatBaht(amount: number, lang: Lang, maximumFractionDigits = 4): string {
  return numberFormat(lang, {
    style: 'currency',
    currency: 'THB',
    minimumFractionDigits: 2,
    maximumFractionDigits,
  }).format(amount)
}

/** A share of a whole given in percent (12.5 → 12.50%; with `fractionDigits` 1, 12.5%). */
export function formatPercent(value: number, lang: Lang, fractionDigits = 2): string {
  return numberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value / 100)
}

/** A figure with thousands separators and between `min` and `max` decimals: `151,860`, `1.74`. */
export function formatDecimal(value: number, lang: Lang, min: number, max = min): string {
  return numberFormat(lang, { minimumFractionDigits: min, maximumFractionDigits: max }).format(
    value,
  )
}

/**
 * A change with its sign, two decimals: `+0.30`, `-0.30`, `0.00`; as `percent` (given in
 * percent) `+1.65%`, `-1.65%`.
 */
export function formatSignedChange(value: number, lang: Lang, style: 'number' | 'percent'): string {
  return numberFormat(lang, {
    style: style === 'percent' ? 'percent' : 'decimal',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(style === 'percent' ? value / 100 : value)
}

/** A date's month and short year in the reader's era: `Dec 25`, `ธ.ค. 68`. */
export function formatMonthYear(value: string, lang: Lang): string {
  const { date, timeZone } = toDate(value)
  if (Number.isNaN(date.getTime())) return ''
  return dateFormat(lang, { month: 'short', year: '2-digit', timeZone }).format(date)
}

const FILE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const

/** A file size in the reader's language: `1.2 MB`, `1.2 เมกะไบต์`. */
export function formatFileSize(bytes: number, lang: Lang): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < FILE_UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return numberFormat(lang, {
    style: 'unit',
    unit: FILE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value)
}
