import { defineQuery } from 'groq'
import { imageProjection, localized } from './fragments'

// The catalogue's filters, each a GROQ condition on a product.
const LINE_CONDITION = 'category->businessLine->slug.current == $line'
const CATEGORY_CONDITION = 'category->slug.current == $category'
const BRAND_CONDITION = 'brand->slug.current == $brand'
const COUNTRY_CONDITION = '$country in countries[]->code'

export const PRODUCT_FILTER_CONDITIONS = {
  line: LINE_CONDITION,
  category: CATEGORY_CONDITION,
  brand: BRAND_CONDITION,
  country: COUNTRY_CONDITION,
} as const

export type ProductFilterName = keyof typeof PRODUCT_FILTER_CONDITIONS

const NAME_ORDER = `lower(${localized('name')}) asc, _id asc`

const PRODUCT_SORT_ORDERS = {
  name: NAME_ORDER,
  newest: 'launchDate desc, _id asc',
  featured: 'featured desc, launchDate desc, _id asc',
} as const

export type ProductSortName = keyof typeof PRODUCT_SORT_ORDERS

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
}`

const listQuery = (filter: string, order: string) => `{
  "total": count(*[${filter}]),
  "items": *[${filter}] | order(${order}) [$offset...$end] ${productCardProjection}
}`

/**
 * The product list: one page of the filtered, sorted catalogue and the total. Only the active
 * filters are written into the query: groq-js evaluates every condition for every product, so
 * an idle `!defined($x) || ...` clause would still cost a dereference per product. The text is
 * the same for the Content Lake and the embedded source.
 */
export function productListQuery(sort: ProductSortName, filters: readonly ProductFilterName[]) {
  const conditions = [
    '_type == "product"',
    ...filters.map((name) => PRODUCT_FILTER_CONDITIONS[name]),
  ]
  return listQuery(
    conditions.map((condition) => `(${condition})`).join(' && '),
    PRODUCT_SORT_ORDERS[sort],
  )
}

// The list with every filter active, for TypeGen: every variant has this result type.
export const productListQueryAllFilters = defineQuery(
  listQuery(
    `(_type == "product") && (${LINE_CONDITION}) && (${CATEGORY_CONDITION}) && (${BRAND_CONDITION}) && (${COUNTRY_CONDITION})`,
    // The order does not change the result type.
    '_id asc',
  ),
)

/** The slugs of the `$limit` most important products: featured first, then the newest. */
export const productSlugsQuery = defineQuery(
  `*[_type == "product" && defined(slug.current)] | order(featured desc, launchDate desc, _id asc) [0...$limit].slug.current`,
)

export const productBySlugQuery = defineQuery(`*[_type == "product" && slug.current == $slug][0] {
  _id,
  _updatedAt,
  "slug": slug.current,
  "name": ${localized('name')},
  "summary": ${localized('summary')},
  "description": select($lang == "en" => coalesce(description.en, description.th), description.th),
  "packSize": ${localized('packSize')},
  "storage": ${localized('storage')},
  "shelfLife": ${localized('shelfLife')},
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
  "related": related[]-> ${productCardProjection},
  "seo": seo {
    "title": ${localized('title')},
    "description": ${localized('description')},
    "image": image ${imageProjection},
    "noIndex": coalesce(noIndex, false)
  }
}`)
