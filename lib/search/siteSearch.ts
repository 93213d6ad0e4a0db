import { revalidateSeconds } from '@/lib/content/revalidate'
import { serverEnv } from '@/lib/env'
import type { Lang } from '@/lib/i18n/lang'
import { announceContentChange, onContentChange } from './contentChanges'
import { fetchSearchDocuments, toSearchSource } from './searchDocuments'
import {
  buildSearchIndex,
  type SearchIndex,
  type SearchList,
  type SearchListOptions,
} from './searchIndex'
import { createSearchIndexCache, type SearchIndexCache } from './searchIndexCache'
import type { SearchResponse } from './types'

function createSiteSearchCache(): SearchIndexCache<SearchIndex> {
  return createSearchIndexCache({
    // One answer has both languages: the second language's check finds the same object.
    load: () => fetchSearchDocuments(),
    build: (result, lang) => buildSearchIndex(toSearchSource(result, lang)),
    // The bundled dataset answers from memory, with the same result until its files change: ask
    // it on every search. The Content Lake is asked again after the pages' ISR timer, or at once
    // when its webhook says something changed (`invalidateSearchIndex`).
    recheckMs: () => (serverEnv().sanity ? revalidateSeconds() * 1000 : 0),
  })
}

// On globalThis: Next may bundle the search and revalidate routes with a module copy each, and
// both must reach the same cache.
const CACHE_KEY = Symbol.for('siam-harvest.site-search-index')
type WithCache = typeof globalThis & { [CACHE_KEY]?: SearchIndexCache<SearchIndex> }

function siteSearchCache(): SearchIndexCache<SearchIndex> {
  const holder = globalThis as WithCache
  if (!holder[CACHE_KEY]) {
    const cache = createSiteSearchCache()
    // A webhook that reached another instance rebuilds this one's index too.
    onContentChange(() => cache.invalidate())
    holder[CACHE_KEY] = cache
  }
  return holder[CACHE_KEY]
}

/** The site search in one language: the best `limit` results for `query`, grouped by kind. */
export async function searchSite(
  query: string,
  lang: Lang,
  limit: number,
): Promise<SearchResponse> {
  const index = await siteSearchCache().get(lang)
  return { query, lang, ...index.search(query, limit) }
}

/** One page of the site search's results in rank order, of one kind or all (the search page). */
export async function listSite(
  query: string,
  lang: Lang,
  options: SearchListOptions,
): Promise<SearchList> {
  const index = await siteSearchCache().get(lang)
  return index.list(query, options)
}

/**
 * Content was published or deleted: the next search, on this instance and (through Redis) on
 * every other, rebuilds the index if the source changed.
 */
export async function invalidateSearchIndex(): Promise<void> {
  siteSearchCache().invalidate()
  await announceContentChange()
}
