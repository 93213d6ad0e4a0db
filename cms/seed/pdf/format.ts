import type { PdfLang, PdfText } from './types'

/*
 * Numbers and dates as the site's pages print them (lib/i18n/format.ts, which cms/ may not
 * import: the Studio loads cms/): th-TH and en-US through Intl, Buddhist-era years on Thai
 * pages. format.test.ts holds the two to the same answers.
 */

const INTL_LOCALE: Record<PdfLang, string> = { th: 'th-TH', en: 'en-US' }
const BUDDHIST_ERA_OFFSET = 543

export const pick = (text: PdfText, lang: PdfLang) => text[lang]

/** A calendar date, long style: `April 24, 2026`, `24 เมษายน 2569`. */
export function formatDate(value: string, lang: PdfLang): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  )
}

/** A year as the reader counts it: 2025, or 2568 in Thai. */
export function formatYear(year: number, lang: PdfLang): string {
  return String(lang === 'th' ? year + BUDDHIST_ERA_OFFSET : year)
}

/** A figure as the financial highlights print it: `151,860`, `1.74` (up to two decimals). */
export function formatFigure(value: number, lang: PdfLang): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang], {
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(value)
}

/** Money in baht, as the dividend pages print it: `฿0.65`, `THB 0.65`. */
export function formatBaht(amount: number, lang: PdfLang): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang], {
    style: 'currency',
    currency: 'THB',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(amount)
}

/** A per-share figure with two decimals: `1.74`, `0.41`. */
export function formatPerShare(value: number, lang: PdfLang): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value)
}

/** A percentage given in percent: `78.40%`. */
export function formatPercent(value: number, lang: PdfLang, fractionDigits = 2): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang], {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value / 100)
}

/** A whole count with thousands separators: `8,000,000,000`. */
export function formatCount(value: number, lang: PdfLang): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang], { maximumFractionDigits: 0 }).format(value)
}
