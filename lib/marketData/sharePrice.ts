/**
 * The share-price block's content, read when a page is rendered: the delayed quote (and, for the
 * investor overview, a year of closes drawn as a chart) from the core service, with every
 * figure's display text formatted here, so the block renders no Intl formatter. A core service
 * that fails or answers nonsense makes the block say the quote is unavailable: the page renders.
 */

import type { GetStaticProps, GetStaticPropsResult } from 'next'
import type { LoadOptions } from '@/lib/content/loadOptions'
import { serverEnv, type ShareConfig } from '@/lib/env'
import {
  formatBaht,
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatNumber,
  formatSignedChange,
} from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import {
  MARKET_DATA_TIMEOUT_MS,
  marketDataSource,
  type History,
  type MarketDataSource,
  type Quote,
} from './marketDataClient'
import { buildPriceChart, type ChartPoint } from './priceChart'
import { quoteChange, type Direction } from './quoteFigures'

/** A price and the day it was, as shown. */
export interface DatedPrice {
  date: string
  priceLabel: string
  dateLabel: string
}

export interface SharePriceChart {
  line: string
  area: string
  levels: { label: string; top: number }[]
  months: { label: string; left: number }[]
  first: DatedPrice
  last: DatedPrice
  high: DatedPrice
  low: DatedPrice
  /** The change over the chart's year, `+3.20%`. */
  changePercentLabel: string
  direction: Direction
}

interface ShareIdentity {
  symbol: string
  /** The exchange's page of the share, in the page's language. */
  exchangeUrl: string
}

export type SharePrice = ShareIdentity &
  (
    | { status: 'unavailable' }
    | {
        status: 'ok'
        /** Generated figures (the embedded core service), said on the block. */
        isDemo: boolean
        /** The last price, also offered to the investment calculator as today's price. */
        last: number
        lastLabel: string
        changeLabel: string
        /** Empty without a previous close. */
        changePercentLabel: string
        direction: Direction
        previousCloseLabel: string
        openLabel: string
        lowLabel: string
        highLabel: string
        volumeLabel: string
        /** The moment the quote describes (ISO) and its Bangkok date and time. */
        asOf: string
        asOfLabel: string
        delayMinutes: number
        /** Only where asked for (the investor overview); null when there is too little history. */
        chart: SharePriceChart | null
      }
  )

export interface SharePriceOptions {
  /** Read a year of closes and draw the chart. */
  withChart?: boolean
  /** For tests: where the figures come from (the core service by default). */
  source?: MarketDataSource | null
  share?: ShareConfig
}

// Everything a render waits for the figures, a token from the identity provider included.
const DEADLINE_MS = MARKET_DATA_TIMEOUT_MS + 2000

function deadline(): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new Error('market data took too long')), DEADLINE_MS).unref?.()
  })
}

// A warning, not an error: the page renders, with the block saying what is missing.
function warn(what: string, error: unknown): void {
  console.warn(`${what}: ${error instanceof Error ? error.message : String(error)}`)
}

function datedPrice({ date, close }: ChartPoint, lang: Lang): DatedPrice {
  return {
    date,
    priceLabel: formatBaht(close, lang, 2),
    dateLabel: formatDate(date, lang, 'medium'),
  }
}

export function toSharePriceChart(history: History, lang: Lang): SharePriceChart | null {
  const chart = buildPriceChart(history.points)
  if (!chart) return null
  const yearChange = quoteChange(chart.last.close, chart.first.close)
  return {
    line: chart.line,
    area: chart.area,
    levels: chart.levels.map(({ value, top }) => ({ label: formatBaht(value, lang, 2), top })),
    months: chart.months.map(({ date, left }) => ({ label: formatMonthYear(date, lang), left })),
    first: datedPrice(chart.first, lang),
    last: datedPrice(chart.last, lang),
    high: datedPrice(chart.high, lang),
    low: datedPrice(chart.low, lang),
    changePercentLabel: formatSignedChange(yearChange.changePercent ?? 0, lang, 'percent'),
    direction: yearChange.direction,
  }
}

export function toSharePrice(
  quote: Quote,
  history: History | null,
  identity: ShareIdentity,
  lang: Lang,
): SharePrice {
  const { change, changePercent, direction } = quoteChange(quote.last, quote.previousClose)
  const baht = (value: number) => formatBaht(value, lang, 2)
  return {
    ...identity,
    status: 'ok',
    isDemo: quote.demo || history?.demo === true,
    last: quote.last,
    lastLabel: baht(quote.last),
    changeLabel: formatSignedChange(change, lang, 'number'),
    changePercentLabel:
      changePercent === null ? '' : formatSignedChange(changePercent, lang, 'percent'),
    direction,
    previousCloseLabel: baht(quote.previousClose),
    openLabel: baht(quote.open),
    lowLabel: baht(quote.low),
    highLabel: baht(quote.high),
    volumeLabel: formatNumber(quote.volume, lang),
    asOf: quote.asOf,
    asOfLabel: formatDateTime(quote.asOf, lang),
    delayMinutes: quote.delayMinutes,
    chart: history && toSharePriceChart(history, lang),
  }
}

export function exchangeUrl(share: ShareConfig, lang: Lang): string {
  return share.quoteUrlPattern
    .replaceAll('{symbol}', encodeURIComponent(share.symbol))
    .replaceAll('{lang}', lang)
}

/** The share-price block in `lang`; `status: 'unavailable'` when the figures cannot be had. */
export async function getSharePrice(
  lang: Lang,
  { withChart = false, source, share = serverEnv().share }: SharePriceOptions = {},
): Promise<SharePrice> {
  const identity = { symbol: share.symbol, exchangeUrl: exchangeUrl(share, lang) }
  const from = source === undefined ? marketDataSource() : source
  if (from === null) return { ...identity, status: 'unavailable' }
  try {
    // Without the year's closes the quote still shows; the block says the chart is missing.
    const history = withChart
      ? from.yearHistory(share.symbol).catch((error: unknown) => {
          warn('Share price chart unavailable', error)
          return null
        })
      : Promise.resolve(null)
    const [quote, closes] = await Promise.race([
      Promise.all([from.quote(share.symbol), history]),
      deadline(),
    ])
    return toSharePrice(quote, closes, identity, lang)
  } catch (error) {
    warn('Share price unavailable', error)
    return { ...identity, status: 'unavailable' }
  }
}

/** The last price as the investment calculator offers it: today's price, as the form takes it. */
export interface LastPrice {
  /** Baht a share, two decimals (`17.90`). */
  price: string
  /** When the quote was (ISO). */
  asOf: string
}

// The calculator is rendered per request: the quote is kept a minute (the feed is 15 minutes
// behind anyway), and a failure 15 s, so a slow core service does not slow every answer.
const LAST_PRICE_TTL_MS = { found: 60_000, missing: 15_000 }
let lastPriceCache: { value: LastPrice | null; until: number } | undefined

/** The share's last price for the calculator, or null when there is no quote. */
export async function getLastPrice(options: SharePriceOptions = {}): Promise<LastPrice | null> {
  const now = Date.now()
  if (lastPriceCache && lastPriceCache.until > now) return lastPriceCache.value
  // The language only changes the labels, which the calculator does not use.
  const block = await getSharePrice('en', options)
  const value = block.status === 'ok' ? { price: block.last.toFixed(2), asOf: block.asOf } : null
  const ttl = value ? LAST_PRICE_TTL_MS.found : LAST_PRICE_TTL_MS.missing
  lastPriceCache = { value, until: Date.now() + ttl }
  return value
}

/**
 * A page rendered while the quote was unavailable is rendered again within a minute (instead
 * of the usual ISR timer), so the figures are back soon after the core service is.
 */
export const UNAVAILABLE_REVALIDATE_SECONDS = 60

function freshnessOf<P extends { sharePrice: SharePrice }>(
  result: GetStaticPropsResult<P>,
): GetStaticPropsResult<P> {
  if (!('props' in result) || result.props.sharePrice.status !== 'unavailable') return result
  const usual = typeof result.revalidate === 'number' ? result.revalidate : Infinity
  return { ...result, revalidate: Math.min(usual, UNAVAILABLE_REVALIDATE_SECONDS) }
}

/** A page's `getStaticProps` whose render without a quote is tried again within a minute. */
export function withSharePriceFreshness<P extends { sharePrice: SharePrice }>(
  getStaticProps: GetStaticProps<P>,
): GetStaticProps<P> {
  return async (context) => freshnessOf(await getStaticProps(context))
}

/** A page's loader with the share-price block added to what it loads (`sharePrice`). */
export function withSharePrice<T extends object>(
  load: (lang: Lang, options: LoadOptions) => Promise<T | null>,
  sharePriceOptions: SharePriceOptions = {},
): (lang: Lang, options: LoadOptions) => Promise<(T & { sharePrice: SharePrice }) | null> {
  return async (lang, options) => {
    const [content, sharePrice] = await Promise.all([
      load(lang, options),
      getSharePrice(lang, sharePriceOptions),
    ])
    return content && { ...content, sharePrice }
  }
}
