import type { GetServerSideProps } from 'next'
import { getSiteLayout } from '@/lib/page/getSiteLayout'
import type { PublicPageProps } from '@/lib/page/publicPage'
import { isLang, type Lang } from '@/lib/i18n/lang'
import { pageTranslations } from '@/lib/i18n/pageTranslations'
import {
  CALCULATOR_DEFAULTS,
  calculatorText,
  checkCalculator,
  parseField,
  type CalculatorText,
} from './investmentCalculator'
import { QUIET_PERIOD_NAMESPACE } from './investorPageProps'
import { getQuietPeriod, type QuietPeriodState } from './quietPeriod'

export const CALCULATOR_NAMESPACES = ['investmentCalculator', QUIET_PERIOD_NAMESPACE]

/** The share's last traded price, offered as today's sell price when the site knows it. */
export interface LastPrice {
  /** Baht a share, as the form takes it (`11.20`). */
  price: string
  /** When it was traded (ISO 8601). */
  asOf: string
}

export type CalculatorPageProps = PublicPageProps<{
  /** The form's text: the address's, or the defaults when the address has no field of it. */
  text: CalculatorText
  /** The address came from the form: every field's error is shown at once. */
  isSubmitted: boolean
  lastPrice: LastPrice | null
  /** The quiet period's notice, as every investor page shows it (rendered per request here). */
  quietPeriod: QuietPeriodState
}>

// The answer depends only on the address (and the last price, which moves during the day): a
// shared cache (a CDN, nginx) may keep it a minute. Next keeps nothing: a page rendered per
// request is never stored in the page cache, whatever query visitors send (docs/operations.md,
// "What the page cache keeps").
export const CALCULATOR_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300'

export interface CalculatorPageDeps {
  /** The last price, or null when none is known; a failure is treated as none. */
  lastPrice?: (lang: Lang) => Promise<LastPrice | null>
  quietPeriod?: (lang: Lang) => Promise<QuietPeriodState>
}

/**
 * The calculator, rendered on each request: its GET form's answer works without script and
 * is an address to share. A submitted form with a wrong field is the form again with its
 * messages, answered 400; nothing a visitor sends is a 5xx.
 */
export function createCalculatorPageProps({
  lastPrice = async () => null,
  quietPeriod = (lang) => getQuietPeriod(lang),
}: CalculatorPageDeps = {}): GetServerSideProps<CalculatorPageProps> {
  return async ({ locale, query, res }) => {
    if (!isLang(locale)) return { notFound: true }
    const lang = locale
    const [layout, translations, last, quiet] = await Promise.all([
      getSiteLayout(lang),
      pageTranslations(lang, CALCULATOR_NAMESPACES),
      lastPrice(lang).then(
        (found) => (found && 'value' in parseField('sell', found.price) ? found : null),
        () => null,
      ),
      quietPeriod(lang),
    ])
    const defaults = last ? { ...CALCULATOR_DEFAULTS, sell: last.price } : CALCULATOR_DEFAULTS
    const { text, isSubmitted } = calculatorText(query, defaults)
    const isInvalid = isSubmitted && checkCalculator(text).errors !== undefined
    if (isInvalid) res.statusCode = 400
    res.setHeader('Cache-Control', isInvalid ? 'no-store' : CALCULATOR_CACHE_CONTROL)
    return {
      props: { layout, ...translations, text, isSubmitted, lastPrice: last, quietPeriod: quiet },
    }
  }
}
