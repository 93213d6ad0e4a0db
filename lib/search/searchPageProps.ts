import type { GetServerSideProps } from 'next'
import { getSiteLayout } from '@/lib/page/getSiteLayout'
import type { PublicPageProps } from '@/lib/page/publicPage'
import { isLang, type Lang } from '@/lib/i18n/lang'
import { pageTranslations } from '@/lib/i18n/pageTranslations'
import type { SearchList, SearchListOptions } from './searchIndex'
import {
  SEARCH_PAGE_SIZE,
  parseSearchPageQuery,
  searchPageCount,
  type SearchPageProblem,
  type SearchPageQuery,
} from './searchPageQuery'
import { SEARCH_LIMITS } from './types'
import { logToServerLog, type LogError } from '@/lib/http/logError'

export const SEARCH_PAGE_NAMESPACES = ['searchPage', 'search']

export interface SearchPageResults extends SearchList {
  pageCount: number
}

export type SearchPageProps = PublicPageProps<{
  /** What the form shows: the query typed, even when something else in the address was wrong. */
  formQuery: string
  /** The query answered; null when the address could not be (`problem` says why). */
  query: SearchPageQuery | null
  problem: SearchPageProblem | null
  /** Null without a query, with a problem, or when the search failed. */
  results: SearchPageResults | null
  isUnavailable: boolean
}>

// Results change only when content is published: a short shared cache (a CDN, nginx) answers
// the same query again for a minute, and a stale answer is refreshed in the background.
export const SEARCH_PAGE_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300'

export interface SearchPageDeps {
  list: (query: string, lang: Lang, options: SearchListOptions) => Promise<SearchList>
  /** Where a failed search is reported (the server log by default). */
  logError?: LogError
}

/**
 * The search page, rendered on each request (a static page cannot depend on the query) and
 * cached briefly by shared caches. A bad parameter is a 400 page that says what was wrong; a
 * failed search shows a translated message (never a 5xx) and is not cached.
 */
export function createSearchPageProps({
  list,
  logError = logToServerLog,
}: SearchPageDeps): GetServerSideProps<SearchPageProps> {
  return async ({ locale, query: address, res }) => {
    if (!isLang(locale)) return { notFound: true }
    const lang = locale
    const typed = typeof address.q === 'string' ? address.q.slice(0, SEARCH_LIMITS.queryLength) : ''
    const parsed = parseSearchPageQuery(address)
    let problem = 'problem' in parsed ? parsed.problem : null
    const query = 'query' in parsed ? parsed.query : null
    let results: SearchPageResults | null = null
    let isUnavailable = false
    if (query && query.q !== '') {
      try {
        const found = await list(query.q, lang, {
          kind: query.type ?? undefined,
          offset: (query.page - 1) * SEARCH_PAGE_SIZE,
          limit: SEARCH_PAGE_SIZE,
        })
        const pageCount = searchPageCount(found.total)
        if (query.page > pageCount) problem = { code: 'pageTooLarge', page: query.page, pageCount }
        else results = { ...found, pageCount }
      } catch (error) {
        logError('Search page failed', error)
        isUnavailable = true
      }
    } else if (query && query.page > 1) {
      problem = { code: 'pageTooLarge', page: query.page, pageCount: 1 }
    }
    if (problem) res.statusCode = 400
    res.setHeader(
      'Cache-Control',
      problem || isUnavailable ? 'no-store' : SEARCH_PAGE_CACHE_CONTROL,
    )
    const [layout, translations] = await Promise.all([
      getSiteLayout(lang),
      pageTranslations(lang, SEARCH_PAGE_NAMESPACES),
    ])
    return {
      props: {
        layout,
        ...translations,
        formQuery: query?.q ?? typed.trim(),
        query: problem ? null : query,
        problem,
        results,
        isUnavailable,
      },
    }
  }
}
