// Links into the product catalogue, filtered the way /product-list reads its query: `line`
// (a business line's slug), `category` (with its line) and `brand`.

const CATALOGUE_PATH = '/product-list'

function catalogueHref(query: Record<string, string>): string {
  return `${CATALOGUE_PATH}?${new URLSearchParams(query).toString()}`
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
