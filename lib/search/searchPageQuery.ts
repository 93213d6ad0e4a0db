import { STATIC_ROUTES } from '@/lib/routes'
import { SEARCH_KINDS, SEARCH_LIMITS, type SearchKind } from './types'

// The search page's address, `/{lang}/search?q=&type=&page=`, as pure functions: the server
// reads it, the page's links write it, and the tests check both.

export const SEARCH_PAGE_PATH = STATIC_ROUTES.search
export const SEARCH_PAGE_SIZE = 10

/** What the visitor asked for; `type` null is every kind. */
export interface SearchPageQuery {
  q: string
  type: SearchKind | null
  page: number
}

/** A parameter the page cannot honour: answered 400 with a translated message. */
export type SearchPageProblem =
  | { code: 'repeated'; name: string }
  | { code: 'queryTooLong'; max: number }
  | { code: 'unknownType'; value: string }
  | { code: 'invalidPage'; value: string }
  | { code: 'pageTooLarge'; page: number; pageCount: number }

type QueryValue = string | string[] | undefined

const PAGE_NUMBER = /^[1-9]\d{0,5}$/

export const isSearchKind = (value: string): value is SearchKind =>
  SEARCH_KINDS.some((kind) => kind === value)

/** The query of the address, or the first thing wrong with it. Nothing in it is trusted. */
export function parseSearchPageQuery(
  query: Record<string, QueryValue>,
): { query: SearchPageQuery } | { problem: SearchPageProblem } {
  for (const name of ['q', 'type', 'page']) {
    if (Array.isArray(query[name])) return { problem: { code: 'repeated', name } }
  }
  const q = (query.q as string | undefined)?.trim() ?? ''
  if (q.length > SEARCH_LIMITS.queryLength) {
    return { problem: { code: 'queryTooLong', max: SEARCH_LIMITS.queryLength } }
  }
  const type = (query.type as string | undefined) || null
  if (type !== null && !isSearchKind(type)) return { problem: { code: 'unknownType', value: type } }
  const page = (query.page as string | undefined) ?? '1'
  if (!PAGE_NUMBER.test(page)) return { problem: { code: 'invalidPage', value: page } }
  return { query: { q, type, page: Number(page) } }
}

/** Pages the results fill: at least one, which says there is nothing. */
export const searchPageCount = (total: number) => Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE))

/** The address of a page of results (language-free: Next adds the prefix). */
export function searchPageHref({ q, type, page }: SearchPageQuery): string {
  const params = new URLSearchParams()
  if (q !== '') params.set('q', q)
  if (type !== null) params.set('type', type)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search === '' ? SEARCH_PAGE_PATH : `${SEARCH_PAGE_PATH}?${search}`
}
