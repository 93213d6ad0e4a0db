import { INTL_LOCALE, type Lang } from '@/lib/i18n/lang'

// Its own module, apart from the dates, money and percentages of ./format: the catalogue's counts
// are all a hydrated list page needs, and it should not download the rest.

const numberFormats = new Map<string, Intl.NumberFormat>()

/** One Intl.NumberFormat per locale and options, kept (building one costs far more than using it). */
export function numberFormat(lang: Lang, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options ?? {})}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[lang], options)
    numberFormats.set(key, format)
  }
  return format
}

/**
 * A number in the page's language. Whole numbers are written the same way in th-TH and en-US
 * (Western digits, commas between thousands): without Intl, whose first NumberFormat costs a
 * page's hydration 20 ms on this machine, four times that on a phone (counts in the catalogue's
 * filters, product counts). Held to Intl's answer by format.test.ts.
 */
export function formatNumber(value: number, lang: Lang): string {
  if (Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',')
    return value < 0 ? `-${digits}` : digits
  }
  return numberFormat(lang).format(value)
}
