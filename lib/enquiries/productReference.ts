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

/** Longer than any product name in either language; the core service refuses longer. */
export const PRODUCT_NAME_MAX_LENGTH = 200
