/**
 * The read-only market-data routes: the share's delayed quote and its daily closes, from the
 * embedded demo series (marketData.ts) at the service's clock.
 */

import * as z from 'zod'
import { HISTORY_RANGES, historyAt, quoteAt, type HistoryRange } from './marketData'
import { HttpError } from './http'
import type { Route } from './routes'

/** A SET symbol: capitals, digits and `.&-`, up to 12 characters (`SHF`, `PTTEP`, `BBL-R`). */
const symbolSchema = z
  .string({ error: 'required' })
  .regex(/^[A-Z0-9][A-Z0-9.&-]{0,11}$/, 'a SET symbol such as SHF')

const quoteQuerySchema = z.object({ symbol: symbolSchema })
const historyQuerySchema = z.object({
  symbol: symbolSchema,
  range: z.enum(Object.keys(HISTORY_RANGES) as [HistoryRange, ...HistoryRange[]], {
    error: `one of ${Object.keys(HISTORY_RANGES).join(', ')}`,
  }),
})

function parseQuery<T>(schema: z.ZodType<T, unknown>, query: URLSearchParams): T {
  const result = schema.safeParse(Object.fromEntries(query))
  if (result.success) return result.data
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'query'] ??= issue.message
  throw new HttpError(400, 'INVALID_REQUEST', { errors })
}

/** `now`: the service's clock (ms); tests move it. */
export function createMarketDataRoutes(now: () => number = Date.now): Route[] {
  return [
    {
      method: 'GET',
      pattern: /^\/market-data\/quote$/,
      access: 'reader',
      handle: async ({ query }) => {
        const { symbol } = parseQuery(quoteQuerySchema, query)
        const quote = quoteAt(symbol, now())
        if (quote === null) throw new HttpError(404, 'NOT_FOUND')
        return { status: 200, body: quote }
      },
    },
    {
      method: 'GET',
      pattern: /^\/market-data\/history$/,
      access: 'reader',
      handle: async ({ query }) => {
        const { symbol, range } = parseQuery(historyQuerySchema, query)
        return { status: 200, body: historyAt(symbol, range, now()) }
      },
    },
  ]
}
