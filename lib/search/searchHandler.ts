import type { NextApiRequest, NextApiResponse } from 'next'
import { z } from 'zod'
import { LANGS, type Lang } from '@/lib/i18n/lang'
import { SEARCH_LIMITS, type SearchResponse } from './types'
import { apiRoute } from '@/lib/http/apiRoute'
import { sendApiMessage } from '@/lib/http/apiError'
import { logToServerLog, type LogError } from '@/lib/http/logError'

export type SearchAnswer = SearchResponse | { message: string }

const single = (name: string) => `Give ${name} once`

/** `GET /api/search`'s query string. Everything in it comes from the visitor. */
export const searchRequestSchema = z.object({
  q: z
    .string({ error: single('q') })
    .max(SEARCH_LIMITS.queryLength, {
      error: `q must be at most ${SEARCH_LIMITS.queryLength} characters`,
    })
    .default(''),
  lang: z.enum(LANGS, { error: `lang must be one of: ${LANGS.join(', ')}` }),
  limit: z
    .string({ error: single('limit') })
    .regex(/^\d{1,3}$/, { error: 'limit must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: 'limit must be at least 1' })
        .max(SEARCH_LIMITS.maxResults, {
          error: `limit must be at most ${SEARCH_LIMITS.maxResults}`,
        }),
    )
    .default(SEARCH_LIMITS.defaultResults),
})

export type SearchRequest = z.infer<typeof searchRequestSchema>

// Results change only when content is published: a short shared cache absorbs repeated queries
// (every visitor typing the same product name), and a stale answer is refreshed in the background.
const CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300'

export interface SearchHandlerDeps {
  search: (query: string, lang: Lang, limit: number) => Promise<SearchResponse>
  /** Where a failed search is reported (the server log by default). */
  logError?: LogError
}

/**
 * `GET /api/search?q=&lang=&limit=`: the best `limit` (1–50, 20 by default) results for `q` in
 * one language, grouped by kind. 400 with a message for a `q` over 200 characters, an unknown
 * `lang` or a bad `limit`; an empty `q` has no results; 405 for another method; 503 when the
 * content source cannot be read.
 */
export function createSearchHandler({ search, logError = logToServerLog }: SearchHandlerDeps) {
  async function searchHandler(
    req: NextApiRequest,
    res: NextApiResponse<SearchAnswer>,
  ): Promise<void> {
    const parsed = searchRequestSchema.safeParse(req.query)
    if (!parsed.success) {
      res.setHeader('Cache-Control', 'no-store')
      return res.status(400).json({ message: parsed.error.issues.map((i) => i.message).join('; ') })
    }
    const { q, lang, limit } = parsed.data
    const query = q.trim()
    res.setHeader('Cache-Control', CACHE_CONTROL)
    if (query === '') return res.status(200).json({ query, lang, total: 0, groups: [] })
    try {
      return res.status(200).json(await search(query, lang, limit))
    } catch (error) {
      logError('Site search failed', error)
      res.setHeader('Cache-Control', 'no-store')
      return sendApiMessage(req, res, 503, 'searchUnavailable', lang)
    }
  }
  return apiRoute({ GET: searchHandler })
}
