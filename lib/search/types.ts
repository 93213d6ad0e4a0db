import type { SiteImage } from '@/lib/images/siteImage'
import type { Lang } from '@/lib/i18n/lang'

// The site search's answer, shared by the API route and the search modal (types only, so the
// browser gets none of the index code).

/** What a result is, in the order groups are shown when their best results rank the same. */
export const SEARCH_KINDS = ['product', 'page', 'news', 'document'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** Limits of `GET /api/search`. */
export const SEARCH_LIMITS = {
  /** Longest query, in characters. */
  queryLength: 200,
  defaultResults: 20,
  maxResults: 50,
} as const

/** `[start, end)` in UTF-16 code units of the text it belongs to: where a query term matched. */
export type HighlightRange = readonly [start: number, end: number]

/** Text with the parts to highlight; the browser renders them as `<mark>` (never as HTML). */
export interface HighlightedText {
  text: string
  highlights: HighlightRange[]
}

export interface SearchHit {
  id: string
  kind: SearchKind
  /** Language-free path (`/products/bbq-pork-buns`): Next adds the language prefix. */
  url: string
  title: HighlightedText
  /** A product's brand and category (and its name in the other language when that matched). */
  context: HighlightedText | null
  /** A window of the body around the first match, or its beginning. */
  snippet: HighlightedText | null
  thumbnail: SiteImage | null
  /** ISO date of a news article or investor document. */
  date: string | null
}

export interface SearchGroup {
  kind: SearchKind
  /** Every match of this kind, of which `hits` are the best. */
  total: number
  hits: SearchHit[]
}

export interface SearchResponse {
  query: string
  lang: Lang
  total: number
  /** Groups in the order to show them: the best-ranked result's group first. */
  groups: SearchGroup[]
}
