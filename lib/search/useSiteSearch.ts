import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { CLIENT_REQUEST_TIMEOUT_MS, request } from '@/lib/http/request'
import { isRefusal } from '@/lib/http/requestErrorMessage'
import type { Lang } from '@/lib/i18n/lang'
import { SEARCH_LIMITS, type SearchResponse } from './types'
import { STATIC_ROUTES } from '@/lib/routes'

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 200

export const siteSearchKey = (query: string, lang: Lang, limit: number) =>
  ['site-search', lang, limit, query] as const

/** Rejects with the request helper's `RequestError` or `HttpError`. */
export function fetchSiteSearch(
  query: string,
  lang: Lang,
  limit: number,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const params = new URLSearchParams({ q: query, lang, limit: String(limit) })
  return request<SearchResponse>(`${STATIC_ROUTES.searchApi}?${params}`, {
    signal,
    timeout: CLIENT_REQUEST_TIMEOUT_MS,
  })
}

/** The value once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

// A refused query (400) will be refused again; a failed server gets one more try.
const retry = (failures: number, error: Error) => !isRefusal(error) && failures < 1

/**
 * The site search as the visitor types: the query is sent once typing pauses, the previous
 * results stay on screen while the next arrive, and an empty query sends nothing.
 * `isSettling` is true while typing has not paused or the answer is on its way.
 */
export function useSiteSearch(query: string, lang: Lang, limit = SEARCH_LIMITS.defaultResults) {
  const trimmed = query.trim().slice(0, SEARCH_LIMITS.queryLength)
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS)
  const result = useQuery({
    queryKey: siteSearchKey(debounced, lang, limit),
    queryFn: ({ signal }) => fetchSiteSearch(debounced, lang, limit, signal),
    enabled: debounced !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry,
  })
  const isSettling = trimmed !== debounced || result.isFetching
  return { ...result, query: debounced, isSettling }
}
