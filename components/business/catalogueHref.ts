// Links into the product catalogue, filtered the way /product-list reads its query: `line`
// (a business line's slug), `category` (with its line) and `brand`.

import { path } from '@/lib/routes'

function catalogueHref(query: Record<string, string>): string {
  return path('productList', query)
}

/** Every product of a business line. */
export function lineCatalogueHref(lineSlug: string): string {
  return catalogueHref({ line: lineSlug })
}

/** The products of one category of a business line. */
export function categoryCatalogueHref(lineSlug: string, categorySlug: string): string {
  return catalogueHref({ line: lineSlug, category: categorySlug })
}

/** Every product of a brand. */
export function brandCatalogueHref(brandSlug: string): string {
  return catalogueHref({ brand: brandSlug })
}
