import {
  productCardsByIdQuery,
  productFacetKeysQuery,
  productFacetOptionsQuery,
  productListBrandQuery,
  productListQuery,
  productNamesQuery,
  type ProductFilterName,
} from '@/cms/queries/products'
import type {
  ProductListBrandQueryResult,
  ProductListQueryAllFiltersResult,
} from '@/cms/sanity.types'
import {
  EMPTY_SELECTION,
  PRODUCT_FACETS,
  PRODUCTS_PER_PAGE,
  selectionFromQuery,
  type KnownFacetValues,
  type ProductFacet,
  type ProductListSelection,
  type SelectionProblem,
} from './listSelection'
import { INTL_LOCALE, type Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { queryOfSegment, routerQuery } from '@/lib/routing/listAddress'
import { fetchContent } from '@/lib/content/fetchContent'
import type { LoadOptions } from '@/lib/content/loadOptions'

type QueriedCard = ProductListQueryAllFiltersResult['items'][number]

export type ProductCard = Omit<QueriedCard, 'image' | 'category'> & {
  image: SiteImage | null
  category: (Omit<NonNullable<QueriedCard['category']>, 'icon'> & { icon: SiteImage | null }) | null
}

export interface ProductListPage {
  total: number
  /** The page shown: the one asked for, or the last one when that is past the end. */
  page: number
  pageCount: number
  items: ProductCard[]
}

/** One value of a facet: its label and how many products choosing it gives. */
export interface ProductFacetOption {
  value: string
  label: string
  count: number
}

export type ProductFacets = Record<ProductFacet, ProductFacetOption[]>

/** The brand heading the list when it is the only one chosen. */
export type ProductListBrand = Omit<NonNullable<ProductListBrandQueryResult>, 'logo' | 'banner'> & {
  logo: SiteImage | null
  banner: SiteImage | null
}

/** Everything the list shows for one selection: what the page renders and the API answers. */
export interface ProductListResult extends ProductListPage {
  /** The selection served (its page is `page`). */
  selection: ProductListSelection
  facets: ProductFacets
  brand: ProductListBrand | null
}

export function toProductCard(card: QueriedCard): ProductCard {
  return {
    ...card,
    image: toSiteImage(card.image, 'productDetail'),
    category: card.category && {
      ...card.category,
      icon: toSiteImage(card.category.icon, 'categoryIcon'),
    },
  }
}

/** The active filters of a selection, as the queries' names and parameters. */
function filtersOf(selection: Partial<ProductListSelection>) {
  const active = PRODUCT_FACETS.filter((facet): facet is ProductFilterName => {
    const value = selection[facet]
    return Array.isArray(value) ? value.length > 0 : value != null
  })
  return { active, params: Object.fromEntries(active.map((facet) => [facet, selection[facet]])) }
}

/**
 * One page of the catalogue, filtered and sorted; the query is the same in both modes. A page
 * past the end gives the last page (asked for again: the total is only known afterwards).
 */
export async function getProductListPage(
  lang: Lang,
  selection: Partial<ProductListSelection> = {},
  options: LoadOptions = {},
): Promise<ProductListPage> {
  const sort = selection.sort ?? EMPTY_SELECTION.sort
  if (sort === 'name') return getProductListPageByName(lang, selection, options)
  const { active, params } = filtersOf(selection)
  const query = productListQuery(sort, active)
  const fetchPage = (page: number) => {
    const offset = (page - 1) * PRODUCTS_PER_PAGE
    return fetchContent(
      query,
      { lang, ...params, offset, end: offset + PRODUCTS_PER_PAGE },
      options,
    )
  }
  let page = Math.max(1, Math.floor(selection.page ?? 1))
  let result = await fetchPage(page)
  const pageCount = pageCountOf(result.total)
  if (page > pageCount) {
    page = pageCount
    result = await fetchPage(page)
  }
  return { total: result.total, page, pageCount, items: result.items.map(toProductCard) }
}

const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE))

/**
 * A page of the catalogue in name order as a reader of the page's language expects it: the
 * names are sorted with Intl.Collator (Thai: เ แ โ ใ ไ by the consonant after them, not after ฮ
 * as code points would), then the page's cards are asked for by id.
 */
async function getProductListPageByName(
  lang: Lang,
  selection: Partial<ProductListSelection>,
  options: LoadOptions,
): Promise<ProductListPage> {
  const { active, params } = filtersOf(selection)
  const names = await fetchContent(productNamesQuery(active), { lang, ...params }, options)
  const ids = sortByName(names, lang).map((product) => product._id)
  const pageCount = pageCountOf(ids.length)
  const page = Math.min(pageCount, Math.max(1, Math.floor(selection.page ?? 1)))
  const pageIds = ids.slice((page - 1) * PRODUCTS_PER_PAGE, page * PRODUCTS_PER_PAGE)
  const cards = await fetchContent(productCardsByIdQuery, { lang, ids: pageIds }, options)
  const byId = new Map(cards.map((card) => [card._id, card]))
  const items = pageIds.flatMap((id) => {
    const card = byId.get(id)
    return card ? [toProductCard(card)] : []
  })
  return { total: ids.length, page, pageCount, items }
}

/** Products in the order of their names in `lang` (then by id, so the order is stable). */
export function sortByName<T extends { _id: string; name: string | null }>(
  products: readonly T[],
  lang: Lang,
): T[] {
  const collator = new Intl.Collator(INTL_LOCALE[lang])
  return [...products].sort(
    (a, b) =>
      collator.compare(a.name ?? '', b.name ?? '') || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
  )
}

/**
 * Every value of every facet with its label, in the list's order: lines, categories and
 * countries as editors order them, brands alphabetically in the page's language.
 */
export async function getProductFacetOptions(
  lang: Lang,
  options: LoadOptions = {},
): Promise<Record<ProductFacet, { value: string; label: string }[]>> {
  const queried = await fetchContent(productFacetOptionsQuery, { lang }, options)
  const labelled = (values: { value: string; label: string | null }[]) =>
    values.map(({ value, label }) => ({ value, label: label ?? value }))
  // GROQ compares code points, which puts Thai names that start with a leading vowel last.
  const collator = new Intl.Collator(INTL_LOCALE[lang])
  return {
    line: labelled(queried.line),
    category: labelled(queried.category),
    brand: labelled(queried.brand).sort((a, b) => collator.compare(a.label, b.label)),
    country: labelled(queried.country),
  }
}

/** The values each facet accepts: what the page and the API check a URL's values against. */
export async function getKnownFacetValues(
  lang: Lang,
  options: LoadOptions = {},
): Promise<KnownFacetValues> {
  const facetOptions = await getProductFacetOptions(lang, options)
  return {
    line: facetOptions.line.map((option) => option.value),
    category: facetOptions.category.map((option) => option.value),
    brand: facetOptions.brand.map((option) => option.value),
    country: facetOptions.country.map((option) => option.value),
  }
}

function tally(keys: (string | null)[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const key of keys) if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1)
  return counts
}

/**
 * Every facet value with its product count under the usual faceted-search rule: a facet's
 * counts apply the other facets' filters, not its own, so each value says how many products
 * choosing it (besides the values already chosen in that facet) would show.
 */
export async function getProductFacets(
  lang: Lang,
  selection: Partial<ProductListSelection> = {},
  options: LoadOptions = {},
): Promise<ProductFacets> {
  const { active, params } = filtersOf(selection)
  const [facetOptions, keys] = await Promise.all([
    getProductFacetOptions(lang, options),
    fetchContent(productFacetKeysQuery(active), { lang, ...params }, options),
  ])
  const counts: Record<ProductFacet, Map<string, number>> = {
    line: tally(keys.line),
    category: tally(keys.category),
    brand: tally(keys.brand),
    // A product lists each country once (the schema's rule), so each counts once.
    country: tally((keys.country ?? []).flatMap((codes) => codes ?? [])),
  }
  const withCounts = (facet: ProductFacet) =>
    facetOptions[facet].map((option) => ({
      ...option,
      count: counts[facet].get(option.value) ?? 0,
    }))
  return {
    line: withCounts('line'),
    category: withCounts('category'),
    brand: withCounts('brand'),
    country: withCounts('country'),
  }
}

/** A brand's banner, logo and text for the head of the list; null for an unknown slug. */
export async function getProductListBrand(
  slug: string,
  lang: Lang,
  options: LoadOptions = {},
): Promise<ProductListBrand | null> {
  const brand = await fetchContent(productListBrandQuery, { brand: slug, lang }, options)
  if (!brand) return null
  return {
    ...brand,
    logo: toSiteImage(brand.logo, 'brandLogo'),
    banner: toSiteImage(brand.banner, 'brandBanner'),
  }
}

/**
 * The list for one selection: its page of products, the facets with their counts and, when
 * exactly one brand is chosen, that brand. The selection's values are expected to be known
 * ones (the page and the API check them first); an unknown one simply matches nothing.
 */
export async function getProductList(
  lang: Lang,
  selection: ProductListSelection,
  options: LoadOptions = {},
): Promise<ProductListResult> {
  const [page, facets, brand] = await Promise.all([
    getProductListPage(lang, selection, options),
    getProductFacets(lang, selection, options),
    selection.brand.length === 1
      ? getProductListBrand(selection.brand[0]!, lang, options)
      : Promise.resolve(null),
  ])
  return { ...page, selection: { ...selection, page: page.page }, facets, brand }
}

export interface ProductListPageProps {
  /** The list the static page shows: its selection's page, with every facet's counts. */
  initial: ProductListResult
  /** The selection the address asked for (its page may be past the end of the list). */
  requested: ProductListSelection
  /** What the address asked for that the list left out (an unknown brand). */
  problems: SelectionProblem[]
}

/** The product list page's content: the catalogue as it opens, with no filter chosen. */
export async function getProductListPageProps(
  lang: Lang,
  options: LoadOptions = {},
): Promise<ProductListPageProps> {
  const initial = await getProductList(lang, EMPTY_SELECTION, options)
  return { initial, requested: EMPTY_SELECTION, problems: [] }
}

/**
 * The static page of one selection of the catalogue (`brand=x;page=2`, see
 * lib/routing/listAddress.ts), or null — the 404 page — for a segment that is not a selection's
 * own, a value no facet has (an unknown brand, an unknown country) and a page past the last: no
 * address shows a list other than the one it names.
 */
export async function getProductSelectionPageProps(
  segment: string,
  lang: Lang,
  options: LoadOptions = {},
): Promise<ProductListPageProps | null> {
  const query = queryOfSegment('products', segment)
  if (query === null) return null
  const known = await getKnownFacetValues(lang, options)
  const { selection, problems } = selectionFromQuery(routerQuery(query), known)
  if (problems.length > 0) return null
  const initial = await getProductList(lang, selection, options)
  if (initial.page !== selection.page) return null
  return { initial, requested: selection, problems: [] }
}
