// The news list, the catalogue and the investor document lists keep their page and filters in
// the query (`/th/product-list?category=x&page=2`, `/en/investors/financial-statements?year=2024`),
// which is not part of a static page's address. The site's
// server (lib/server/siteRequestListener.ts) serves such an address from a static page of its
// own, `/th/product-list/category=x;page=2`: one canonical segment per selection, rendered on
// first visit and revalidated like any page. Pure functions for the server and the pages' data;
// the browser reads a selection page's segment with lib/routing/selectionRoute.ts alone.

import { STATIC_ROUTES } from '@/lib/routes'
import { PRODUCT_SORTS, DEFAULT_SORT } from '@/lib/catalogue/listSelection'
import { isSlug } from '@/shared/slug'
import { NEWS_CATEGORIES } from '@/lib/news/categories'
import { NEWS_YEAR_FORM as YEAR_FORM } from '@/lib/news/newsYear'
import { segmentParams } from './selectionRoute'

export const LIST_IDS = [
  'news',
  'products',
  'financialStatements',
  'report561',
  'shareholdersMeeting',
] as const
export type ListId = (typeof LIST_IDS)[number]

interface ListParameter {
  name: string
  /** Several values (any matches) rather than one. */
  isMulti: boolean
  /** The value as the segment carries it, or null when no list would take it. */
  normalise: (value: string) => string | null
  /** A value that is the list's default and so is left out. */
  isDefault?: (value: string) => boolean
}

interface ListRoute {
  /** The list's language-free path; selectionRouteOf(path) serves its selections. */
  path: string
  /** In the segment's order. */
  parameters: readonly ListParameter[]
}

const PAGE_NUMBER = /^[1-9]\d{0,5}$/
/** More values than any facet has. */
const MAX_VALUES = 50
/** File systems keep names to 255 bytes; the ISR cache stores each selection under its segment. */
const MAX_SEGMENT_LENGTH = 200

const page: ListParameter = {
  name: 'page',
  isMulti: false,
  normalise: (value) => (PAGE_NUMBER.test(value) ? value : null),
  isDefault: (value) => value === '1',
}

const slug = (name: string): ListParameter => ({
  name,
  isMulti: true,
  normalise: (value) => (isSlug(value) ? value : null),
})

// Whether a year has articles or documents is the page's question (getNewsSelectionPage,
// getDocumentYearPage), as a brand's is.
const year: ListParameter = {
  name: 'year',
  isMulti: false,
  normalise: (value) => (YEAR_FORM.test(value) ? value : null),
}

/** An investor document list, one year at a time (components/investors/DocumentYearBrowser). */
const documentYears = (path: string): ListRoute => ({
  path,
  parameters: [year],
})

const oneOf = (name: string, values: readonly string[], fallback?: string): ListParameter => ({
  name,
  isMulti: false,
  normalise: (value) => (values.includes(value) ? value : null),
  isDefault: (value) => value === fallback,
})

export const LIST_ROUTES: Record<ListId, ListRoute> = {
  news: {
    path: STATIC_ROUTES.news,
    parameters: [oneOf('category', NEWS_CATEGORIES), year, page],
  },
  products: {
    path: STATIC_ROUTES.productList,
    parameters: [
      slug('line'),
      slug('category'),
      slug('brand'),
      {
        name: 'country',
        isMulti: false,
        normalise: (value) => (/^[a-z]{2}$/i.test(value) ? value.toUpperCase() : null),
      },
      oneOf('sort', PRODUCT_SORTS, DEFAULT_SORT),
      page,
    ],
  },
  financialStatements: documentYears(STATIC_ROUTES.financialStatements),
  report561: documentYears(STATIC_ROUTES.report561),
  shareholdersMeeting: documentYears(STATIC_ROUTES.shareholdersMeeting),
}

/** The list shown at a language-free path, if any. */
export function listAt(path: string): ListId | null {
  return LIST_IDS.find((id) => LIST_ROUTES[id].path === path) ?? null
}

export type ListQuery = Record<string, string[]>

/**
 * The part of a query the list's static pages can show: each value checked for its form only
 * (whether a brand exists is the page's question), multi values sorted and unique, defaults and
 * anything else left out. A single parameter given twice is left out (listSelectionPath refuses
 * such a query before it gets here).
 */
export function canonicalListQuery(list: ListId, params: URLSearchParams): ListQuery {
  return readListQuery(list, params).query
}

/**
 * The canonical query (canonicalListQuery) and whether every value of the list's parameters was
 * one the list could show: none of the wrong form, no single parameter given twice, no more
 * values than any facet has. One pass, so the two can never disagree about a parameter.
 */
function readListQuery(
  list: ListId,
  params: URLSearchParams,
): { query: ListQuery; isWellFormed: boolean } {
  const query: ListQuery = {}
  let isWellFormed = true
  for (const parameter of LIST_ROUTES[list].parameters) {
    const given = params.getAll(parameter.name).filter((value) => value !== '')
    const values = given.map(parameter.normalise)
    const kept = values.filter((value): value is string => value !== null)
    if (
      kept.length < given.length ||
      given.length > MAX_VALUES ||
      (!parameter.isMulti && given.length > 1)
    ) {
      isWellFormed = false
    }
    if (parameter.isMulti) {
      const unique = [...new Set(kept)].sort()
      if (unique.length > 0 && unique.length <= MAX_VALUES) query[parameter.name] = unique
    } else if (given.length === 1 && kept.length === 1 && !parameter.isDefault?.(kept[0]!)) {
      query[parameter.name] = kept
    }
  }
  return { query, isWellFormed }
}

/** The selection's segment: `category=a,b;page=2` (`''` for the unfiltered first page). */
export function selectionSegment(list: ListId, query: ListQuery): string {
  return LIST_ROUTES[list].parameters
    .filter((parameter) => query[parameter.name] !== undefined)
    .map((parameter) => `${parameter.name}=${query[parameter.name]!.join(',')}`)
    .join(';')
}

/**
 * The query a selection segment stands for, or null when the segment is not the canonical one
 * of its query (each selection has one static page, and nobody invents others).
 */
export function queryOfSegment(list: ListId, segment: string): ListQuery | null {
  const params = segmentParams(segment)
  if (params === null) return null
  const query = canonicalListQuery(list, params)
  return segment !== '' && selectionSegment(list, query) === segment ? query : null
}

/** The query as Next's router and links take it (one value as a string). */
export function routerQuery(query: ListQuery): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(query).map(([name, values]) => [
      name,
      values.length === 1 ? values[0]! : values,
    ]),
  )
}

/**
 * The segment of a list address whose query no selection page answers: a value of the wrong
 * form, a category or sort the list does not have, page 0, a single parameter given twice.
 * No selection has it (queryOfSegment gives null), so its route answers the 404 page.
 */
export const NO_SELECTION_SEGMENT = 'no-selection'

/**
 * Where the site's server finds the page of a list address: `/th/product-list?page=2` →
 * `/th/product-list/page=2`; null for any other address, and for a list address whose query
 * holds none of the list's parameters (`?utm_source=x`: the list's own page answers it). A query
 * with a value no selection has goes to the route as NO_SELECTION_SEGMENT: an honest 404, not
 * the unfiltered list under an address that says otherwise.
 */
export function listSelectionPath(pathname: string, search: string): string | null {
  const match = /^\/(th|en)(\/.+)$/.exec(pathname)
  if (match === null || search === '' || search === '?') return null
  const list = listAt(match[2]!)
  if (list === null) return null
  const { query, isWellFormed } = readListQuery(list, new URLSearchParams(search))
  const segment = isWellFormed ? selectionSegment(list, query) : NO_SELECTION_SEGMENT
  // Too long for a file name: the list's own page, and the browser loads the selection.
  if (segment === '' || segment.length > MAX_SEGMENT_LENGTH) return null
  return `${pathname}/${segment}`
}

/** A list's selection page as the page cache sees it: `/th/product-list/brand=x;page=2`. */
export interface SelectionPage {
  list: ListId
  query: ListQuery
}

/**
 * The list and selection of a selection page's path (language-prefixed, as Next renders it), or
 * null for any other page. A segment that is no selection's own is still one of the list's
 * selection pages (its 404), with no query.
 */
export function selectionPageAt(path: string): SelectionPage | null {
  const list = listOfSelectionPage(path)
  if (list === null) return null
  return { list, query: queryOfSegment(list, path.slice(path.lastIndexOf('/') + 1)) ?? {} }
}

/** The list whose selection page a path is, or null: selectionPageAt without reading the query. */
export function listOfSelectionPage(path: string): ListId | null {
  const match = /^\/(?:th|en)(\/.+)\/[^/]+$/.exec(path)
  return match === null ? null : listAt(match[1]!)
}

/**
 * Whether the page cache keeps a selection's page: one choice at most besides the page (one
 * category, one brand, a sort), so what is kept is bounded by the content — each value's pages —
 * whatever combinations visitors send. Other selections are rendered for each request and left
 * to shared caches (their `s-maxage`).
 */
export function isKeptSelection(query: ListQuery): boolean {
  const choices = Object.entries(query)
    .filter(([name]) => name !== 'page')
    .reduce((count, [, values]) => count + values.length, 0)
  return choices <= 1
}
