/**
 * The product an enquiry is about, as it was when the enquiry was sent: its document id, its
 * slug (the product page's address) and its name in the enquiry's language. Kept with the
 * enquiry all the way to the core service, so a renamed or removed product still tells the
 * team what the visitor asked about.
 */
export interface ProductReference {
  id: string
  slug: string
  name: string
}

/** A product's slug as Sanity makes them (from the English name): `jasmine-rice-5-kg`. */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Sanity's longest slug: a longer value is no product's. */
export const PRODUCT_SLUG_MAX_LENGTH = 96

/** Longer than any product name in either language; the core service refuses longer. */
export const PRODUCT_NAME_MAX_LENGTH = 200

/** Whether `value` could be a product's slug (it may still name no product). */
export function isProductSlug(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= PRODUCT_SLUG_MAX_LENGTH &&
    PRODUCT_SLUG_PATTERN.test(value)
  )
}
