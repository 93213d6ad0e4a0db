/**
 * The site's server reading the share's market data from the core service (`/market-data/*`)
 * through the core client, with the site's own client-credentials token. The answers are
 * checked: a service that answers something else counts as failing.
 */

import axios, { type AxiosInstance } from 'axios'
import * as z from 'zod'
import type { ServiceTokenSource } from '@/lib/auth/serviceToken'
import { serverEnv } from '@/lib/env'
import { createSiteCoreClient } from '@/lib/http/siteCoreClient'

/**
 * A page waits this long at most for a figure: a core service that hangs must not hold the
 * page's render (ISR, the webhook) for the core client's usual 30 s.
 */
export const MARKET_DATA_TIMEOUT_MS = 4000

const DAY = /^\d{4}-\d{2}-\d{2}$/
const price = z.number().finite().nonnegative()

export const quoteSchema = z.object({
  symbol: z.string(),
  currency: z.literal('THB'),
  last: price,
  previousClose: price,
  open: price,
  high: price,
  low: price,
  volume: z.number().int().nonnegative(),
  tradingDate: z.string().regex(DAY),
  asOf: z.iso.datetime({ offset: true }),
  delayMinutes: z.number().int().nonnegative(),
  demo: z.boolean().optional().default(false),
})
export type Quote = z.infer<typeof quoteSchema>

export const historySchema = z.object({
  points: z.array(z.object({ date: z.string().regex(DAY), close: price })),
  demo: z.boolean().optional().default(false),
})
export type History = z.infer<typeof historySchema>

export interface MarketDataSource {
  quote(symbol: string): Promise<Quote>
  /** A year of daily closes, oldest first. */
  yearHistory(symbol: string): Promise<History>
}

export function createMarketDataSource(
  client: AxiosInstance,
  tokens: ServiceTokenSource,
): MarketDataSource {
  async function get<T>(path: string, schema: z.ZodType<T, unknown>): Promise<T> {
    try {
      const response = await client.get(path)
      return schema.parse(response.data)
    } catch (error) {
      // A refused token is forgotten, so the next render asks for a new one.
      if (axios.isAxiosError(error) && [401, 403].includes(error.response?.status ?? 0)) {
        tokens.reset()
      }
      throw error
    }
  }
  return {
    quote: (symbol) => get(`/market-data/quote?symbol=${encodeURIComponent(symbol)}`, quoteSchema),
    yearHistory: (symbol) =>
      get(`/market-data/history?symbol=${encodeURIComponent(symbol)}&range=1y`, historySchema),
  }
}

let source: MarketDataSource | null | undefined

/**
 * The process's market-data source, or null when the site has no identity provider configured
 * (no token for the core service: a build without one shows the quote as unavailable).
 */
export function marketDataSource(): MarketDataSource | null {
  if (source !== undefined) return source
  const site = createSiteCoreClient(serverEnv(), { timeout: MARKET_DATA_TIMEOUT_MS })
  source = site && createMarketDataSource(site.client, site.tokens)
  return source
}
