/**
 * The five business lines with a page under /business/{slug}. Kept free of Sanity imports so the
 * seed content can use it without loading the Studio's packages.
 */
export const BUSINESS_LINE_SLUGS = [
  'fresh-meat',
  'processed-food',
  'restaurant',
  'pet-food',
  'non-meat-product',
] as const

export type BusinessLineSlug = (typeof BUSINESS_LINE_SLUGS)[number]
