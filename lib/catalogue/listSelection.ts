// The product list's state as the URL carries it (`/product-list?line=…&category=…&brand=…&
// country=…&sort=…&page=…`): pure functions shared by the page, its data hook, the API route
// and the tests. Nothing here may import server code: the page's bundle includes it.

import { STATIC_ROUTES } from '@/lib/routes'

export const PRODUCT_FACETS = ['line', 'category', 'brand', 'country'] as const
export type ProductFacet = (typeof PRODUCT_FACETS)[number]

/** Facets that take several values (any of them matches); the country is one market. */
export const MULTI_VALUE_FACETS = ['line', 'category', 'brand'] as const
export type MultiValueFacet = (typeof MULTI_VALUE_FACETS)[number]

/** Featured first: the default, so it has no parameter. */
export const PRODUCT_SORTS = ['featured', 'name', 'newest'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]
export const DEFAULT_SORT: ProductSort = 'featured'

export const PRODUCTS_PER_PAGE = 12
export const PRODUCT_LIST_PATH = STATIC_ROUTES.productList

/** What the visitor chose. Value lists are sorted, so one choice has one address and one key. */
export interface ProductListSelection {
  line: string[]
  category: string[]
  brand: string[]
  /** ISO 3166-1 alpha-2 code. */
  country: string | null
  sort: ProductSort
  /** 1-based. */
  page: number
}

export const EMPTY_SELECTION: ProductListSelection = {
  line: [],
  category: [],
  brand: [],
  country: null,
  sort: DEFAULT_SORT,
  page: 1,
}

/** The values each facet knows (slugs; country codes). */
export type KnownFacetValues = Record<ProductFacet, readonly string[]>

/** A parameter the list could not honour; it is left out and the page says so. */
export type SelectionProblem =
  | { type: 'unknownValue'; facet: ProductFacet; value: string }
  | { type: 'oneCountry'; value: string }
  | { type: 'invalidSort'; value: string }
  | { type: 'invalidPage'; value: string }
  | { type: 'pageTooLarge'; page: number }

type QueryValue = string | string[] | undefined

const PAGE_NUMBER = /^[1-9]\d{0,5}$/

export function isProductSort(value: unknown): value is ProductSort {
  return PRODUCT_SORTS.some((sort) => sort === value)
}

const asList = (value: QueryValue): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item) => item !== '')

const sortedUnique = (values: Iterable<string>) => [...new Set(values)].sort()

/**
 * The selection a URL query asks for. Nothing in it is trusted: an unknown value is left out
 * of its facet, a bad sort or page falls back to the default; each is reported in `problems`.
 * Other parameters (a campaign's `utm_source`) are ignored. Country codes are matched without
 * regard to case.
 */
export function selectionFromQuery(
  query: Record<string, QueryValue>,
  known: KnownFacetValues,
): { selection: ProductListSelection; problems: SelectionProblem[] } {
  const problems: SelectionProblem[] = []
  const selection: ProductListSelection = { ...EMPTY_SELECTION }

  for (const facet of MULTI_VALUE_FACETS) {
    const values: string[] = []
    for (const value of asList(query[facet])) {
      if (known[facet].includes(value)) values.push(value)
      else problems.push({ type: 'unknownValue', facet, value })
    }
    selection[facet] = sortedUnique(values)
  }

  for (const value of asList(query.country)) {
    const code = value.toUpperCase()
    if (!known.country.includes(code)) {
      problems.push({ type: 'unknownValue', facet: 'country', value })
    } else if (selection.country === null) {
      selection.country = code
    } else if (selection.country !== code) {
      problems.push({ type: 'oneCountry', value })
    }
  }

  const sort = query.sort
  if (isProductSort(sort)) selection.sort = sort
  else if (sort !== undefined && sort !== '') {
    problems.push({ type: 'invalidSort', value: String(sort) })
  }

  const page = query.page
  if (typeof page === 'string' && PAGE_NUMBER.test(page)) selection.page = Number(page)
  else if (page !== undefined && page !== '') {
    problems.push({ type: 'invalidPage', value: String(page) })
  }

  return { selection, problems }
}

/** The query of a selection's address: defaults (no filter, featured, page 1) are left out. */
export function selectionToQuery(
  selection: ProductListSelection,
): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const facet of MULTI_VALUE_FACETS) {
    const values = selection[facet]
    if (values.length === 1) query[facet] = values[0]!
    else if (values.length > 1) query[facet] = [...values]
  }
  if (selection.country) query.country = selection.country
  if (selection.sort !== DEFAULT_SORT) query.sort = selection.sort
  if (selection.page > 1) query.page = String(selection.page)
  return query
}

/** The list's language-free address for a selection (Next adds the language prefix). */
export function productListHref(selection: ProductListSelection) {
  return { pathname: PRODUCT_LIST_PATH, query: selectionToQuery(selection) }
}

/** One string per distinct selection: the data hook's cache key. */
export function selectionKey(selection: ProductListSelection): string {
  return new URLSearchParams(
    Object.entries(selectionToQuery(selection)).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => [name, item]),
    ),
  ).toString()
}

export function isDefaultSelection(selection: ProductListSelection): boolean {
  return selectionKey(selection) === ''
}

/** The selection with one facet's values replaced: back to the first page of the new list. */
export function withFacetValues(
  selection: ProductListSelection,
  facet: MultiValueFacet,
  values: Iterable<string>,
): ProductListSelection {
  return { ...selection, [facet]: sortedUnique(values), page: 1 }
}

/** The selection with one value of a multi-value facet added or removed. */
export function toggleFacetValue(
  selection: ProductListSelection,
  facet: MultiValueFacet,
  value: string,
): ProductListSelection {
  const values = selection[facet]
  return withFacetValues(
    selection,
    facet,
    values.includes(value) ? values.filter((item) => item !== value) : [...values, value],
  )
}

export function withCountry(
  selection: ProductListSelection,
  country: string | null,
): ProductListSelection {
  return { ...selection, country, page: 1 }
}

export function withSort(selection: ProductListSelection, sort: ProductSort): ProductListSelection {
  return { ...selection, sort, page: 1 }
}

export function withPage(selection: ProductListSelection, page: number): ProductListSelection {
  return { ...selection, page }
}

/** Every filter cleared; the sort is kept (it is not a filter). */
export function withoutFilters(selection: ProductListSelection): ProductListSelection {
  return { ...EMPTY_SELECTION, sort: selection.sort }
}

/** How many facet values are chosen. */
export function activeFilterCount(selection: ProductListSelection): number {
  return (
    MULTI_VALUE_FACETS.reduce((sum, facet) => sum + selection[facet].length, 0) +
    (selection.country ? 1 : 0)
  )
}
