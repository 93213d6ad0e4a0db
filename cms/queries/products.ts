import { defineQuery } from 'groq'
import {
  hasTitleIn,
  imageProjection,
  localized,
  localizedWithLang,
  slugPageFields,
} from './fragments'

// The catalogue's filters, each a GROQ condition on a product. Business line, category and
// brand take a list of slugs (any of them matches); the country is one ISO code.
const LINE_CONDITION = 'category->businessLine->slug.current in $line'
const CATEGORY_CONDITION = 'category->slug.current in $category'
const BRAND_CONDITION = 'brand->slug.current in $brand'
const COUNTRY_CONDITION = '$country in countries[]->code'

export const PRODUCT_FILTER_CONDITIONS = {
  line: LINE_CONDITION,
  category: CATEGORY_CONDITION,
  brand: BRAND_CONDITION,
  country: COUNTRY_CONDITION,
} as const

export type ProductFilterName = keyof typeof PRODUCT_FILTER_CONDITIONS

// Sorting by name is not done here: GROQ compares code points, which puts Thai names that start
// with a leading vowel (เ แ โ ใ ไ) after ฮ. The content layer sorts the names with Intl.Collator
// (productNamesQuery) and asks for the page's cards by id (productCardsByIdQuery).
const PRODUCT_SORT_ORDERS = {
  newest: 'launchDate desc, _id asc',
  featured: 'featured desc, launchDate desc, _id asc',
} as const

export type ProductSortName = keyof typeof PRODUCT_SORT_ORDERS | 'name'

export const productCardProjection = `{
  _id,
  "slug": slug.current,
  "name": ${localized('name')},
  "summary": ${localized('summary')},
  featured,
  launchDate,
  "brand": brand->{ "name": ${localized('name')}, "slug": slug.current },
  "category": category->{
    "name": ${localized('name')},
    "slug": slug.current,
    "icon": icon ${imageProjection},
    "line": businessLine->slug.current
  },
  "image": heroImage ${imageProjection}
}` as const

const listQuery = <const Filter extends string, const Order extends string>(
  filter: Filter,
  order: Order,
) =>
  `{
  "total": count(*[${filter}]),
  "items": *[${filter}] | order(${order}) [$offset...$end] ${productCardProjection}
}` as const

/**
 * The product list: one page of the filtered, sorted catalogue and the total. Only the active
 * filters are written into the query: groq-js evaluates every condition for every product, so
 * an idle `!defined($x) || ...` clause would still cost a dereference per product. The text is
 * the same for the Content Lake and the embedded source.
 */
export function productListQuery(
  sort: Exclude<ProductSortName, 'name'>,
  filters: readonly ProductFilterName[],
) {
  // A variant of productListQueryAllFilters (fewer conditions, another order): same result.
  return listQuery(productFilter(filters), PRODUCT_SORT_ORDERS[sort]) as string as ProductListQuery
}

const namesQuery = <const Filter extends string>(filter: Filter) =>
  `*[${filter}] { _id, "name": ${localized('name')} }` as const

/** The id and name, in the page's language, of every product the filters leave. */
export function productNamesQuery(filters: readonly ProductFilterName[]) {
  // A variant of productNamesQueryAllFilters (fewer conditions): same result.
  return namesQuery(productFilter(filters)) as string as ProductNamesQuery
}

// The names with every filter active, for TypeGen.
export const productNamesQueryAllFilters = defineQuery(
  namesQuery(
    `(_type == "product") && (${LINE_CONDITION}) && (${CATEGORY_CONDITION}) && (${BRAND_CONDITION}) && (${COUNTRY_CONDITION})`,
  ),
)
// What a built variant is typed as: its result type is the same as this query's.
type ProductNamesQuery = typeof productNamesQueryAllFilters

/** The cards of the products in `$ids` (in no particular order). */
export const productCardsByIdQuery = defineQuery(
  `*[_type == "product" && _id in $ids] ${productCardProjection}`,
)

// The list with every filter active, for TypeGen: every variant has this result type.
export const productListQueryAllFilters = defineQuery(
  listQuery(
    `(_type == "product") && (${LINE_CONDITION}) && (${CATEGORY_CONDITION}) && (${BRAND_CONDITION}) && (${COUNTRY_CONDITION})`,
    // The order does not change the result type.
    '_id asc',
  ),
)
// What a built variant is typed as: its result type is the same as this query's.
type ProductListQuery = typeof productListQueryAllFilters

/** What each facet is counted by: the value of one product (the country: its list of codes). */
const FACET_KEYS = {
  line: 'category->businessLine->slug.current',
  category: 'category->slug.current',
  brand: 'brand->slug.current',
  country: 'countries[]->code',
} as const

// The catalogue (its pages, names and facet counts) lists a product in a language only when its
// name is written in it (hasTitleIn); its own page still works.
const LISTED_PRODUCT = `_type == "product" && ${hasTitleIn('name')}`

const productFilter = (filters: readonly ProductFilterName[]) =>
  [LISTED_PRODUCT, ...filters.map((name) => PRODUCT_FILTER_CONDITIONS[name])]
    .map((condition) => `(${condition})`)
    .join(' && ')

// One filter per facet (each a product filter): a plain template, so TypeGen can read it.
const facetKeysQuery = <
  const Line extends string,
  const Category extends string,
  const Brand extends string,
  const Country extends string,
>(
  line: Line,
  category: Category,
  brand: Brand,
  country: Country,
) =>
  `{
  "line": *[${line}].${FACET_KEYS.line},
  "category": *[${category}].${FACET_KEYS.category},
  "brand": *[${brand}].${FACET_KEYS.brand},
  "country": *[${country}]{ "codes": ${FACET_KEYS.country} }.codes
}` as const

/**
 * The facet key of every product each facet's counts are taken over: the products that match
 * the *other* active filters (a facet never narrows its own counts, so each value shows what
 * choosing it gives). The loader tallies them: groq-js evaluates a `count()` per value as one
 * more scan of the catalogue, seconds at 10 000 products, where these four scans take one.
 */
export function productFacetKeysQuery(filters: readonly ProductFilterName[]) {
  const others = (facet: ProductFilterName) =>
    productFilter(filters.filter((name) => name !== facet))
  // A variant of productFacetKeysQueryAllFilters (fewer conditions): same result.
  return facetKeysQuery(
    others('line'),
    others('category'),
    others('brand'),
    others('country'),
  ) as string as ProductFacetKeysQuery
}

// The facet keys with every filter active, for TypeGen: every variant has this result type.
export const productFacetKeysQueryAllFilters = defineQuery(
  facetKeysQuery(
    `_type == "product" && ${CATEGORY_CONDITION} && ${BRAND_CONDITION} && ${COUNTRY_CONDITION}`,
    `_type == "product" && ${LINE_CONDITION} && ${BRAND_CONDITION} && ${COUNTRY_CONDITION}`,
    `_type == "product" && ${LINE_CONDITION} && ${CATEGORY_CONDITION} && ${COUNTRY_CONDITION}`,
    `_type == "product" && ${LINE_CONDITION} && ${CATEGORY_CONDITION} && ${BRAND_CONDITION}`,
  ),
)
// What a built variant is typed as: its result type is the same as this query's.
type ProductFacetKeysQuery = typeof productFacetKeysQueryAllFilters

/** Every value of every facet, in the order the list shows them, with its label. */
export const productFacetOptionsQuery = defineQuery(`{
  "line": *[_type == "businessLine" && defined(slug.current)] | order(order asc) {
    "value": slug.current,
    "label": ${localized('name')}
  },
  "category": *[_type == "productCategory" && defined(slug.current)]
    | order(businessLine->order asc, order asc) {
    "value": slug.current,
    "label": ${localized('name')}
  },
  "brand": *[_type == "brand" && defined(slug.current)] | order(lower(${localized('name')}) asc) {
    "value": slug.current,
    "label": ${localized('name')}
  },
  "country": *[_type == "country" && defined(code)] | order(order asc) {
    "value": code,
    "label": ${localized('name')}
  }
}`)

/** The brand heading the list when it is the only brand chosen: banner, logo and text. */
export const productListBrandQuery = defineQuery(`*[_type == "brand" && slug.current == $brand][0] {
  "name": ${localized('name')},
  "slug": slug.current,
  "description": ${localized('description')},
  "logo": logo ${imageProjection},
  "banner": banner ${imageProjection}
}`)

/** The slugs of the `$limit` most important products: featured first, then the newest. */
export const productSlugsQuery = defineQuery(
  `*[_type == "product" && defined(slug.current)] | order(featured desc, launchDate desc, _id asc) [0...$limit].slug.current`,
)

export const productBySlugQuery = defineQuery(`*[_type == "product" && slug.current == $slug][0] {
  ${slugPageFields},
  ${localizedWithLang('name')},
  ${localizedWithLang('summary')},
  ${localizedWithLang('description')},
  ${localizedWithLang('packSize')},
  ${localizedWithLang('storage')},
  ${localizedWithLang('shelfLife')},
  certifications,
  launchDate,
  "heroImage": heroImage ${imageProjection},
  "gallery": gallery[] { _key, "image": @ ${imageProjection} },
  "brand": brand->{ "name": ${localized('name')}, "slug": slug.current, "logo": logo ${imageProjection} },
  "category": category->{
    "name": ${localized('name')},
    "slug": slug.current,
    "icon": icon ${imageProjection},
    "line": businessLine->{ "name": ${localized('name')}, "slug": slug.current }
  },
  "countries": countries[]->{ _id, code, "name": ${localized('name')}, "image": image ${imageProjection} },
  "resellers": resellers[]->{ _id, "name": ${localized('name')}, website, "logo": logo ${imageProjection} },
  "related": (related[]->)[${hasTitleIn('name')}] ${productCardProjection},
  "seo": seo {
    "title": ${localized('title')},
    "description": ${localized('description')},
    "image": image ${imageProjection},
    "noIndex": coalesce(noIndex, false)
  }
}`)

/** The product an enquiry is about: what the contact form shows and the enquiry keeps. */
export const productReferenceBySlugQuery =
  defineQuery(`*[_type == "product" && slug.current == $slug][0] {
  _id,
  "slug": slug.current,
  "name": ${localized('name')},
  "image": heroImage ${imageProjection}
}`)
