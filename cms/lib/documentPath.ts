/**
 * Types with a page of their own and its address: `{slug}` is the document's slug, `{path}`
 * its `path` field (content pages such as /about/commitment or /privacy-notice). Shared by the
 * Studio's preview links and the site's revalidation rules.
 */
export const DOCUMENT_PAGES = {
  page: '{path}',
  businessLine: '/business/{slug}',
  product: '/products/{slug}',
  news: '/news/{slug}',
} as const

export type DocumentPageType = keyof typeof DOCUMENT_PAGES

// As the schema's `sitePath` rule stores page addresses: no language, no query.
const SITE_PATH = /^\/[a-z0-9\-/]*$/

export function isDocumentPageType(type: string): type is DocumentPageType {
  return Object.hasOwn(DOCUMENT_PAGES, type)
}

/** The document's own page, or null when its type has none or its address is not filled in. */
export function ownPage(type: string, fields: { slug?: string | null; path?: string | null }) {
  if (!isDocumentPageType(type)) return null
  const template: string = DOCUMENT_PAGES[type]
  if (template === '{path}') {
    return fields.path && SITE_PATH.test(fields.path) ? fields.path : null
  }
  return fields.slug ? template.replace('{slug}', encodeURIComponent(fields.slug)) : null
}

/** The fields of a document (as the Studio holds it) that decide its page address. */
export interface PathSource {
  _type: string
  slug?: { current?: string } | string | null
  path?: string | null
}

// The list that shows a document best when it has no page of its own; settings and menus are on
// every page, which counts as the home page.
const LIST_PAGE: Record<string, string> = {
  brand: '/product-list',
  productCategory: '/product-list',
  country: '/product-list',
  reseller: '/product-list',
  person: '/about/board-of-director',
  milestone: '/about/milestones',
  award: '/about/awards',
  investorDocument: '/investors/financial-statements',
  dividend: '/investors/dividend',
  shareholder: '/investors/shareholders-structure',
  irEvent: '/investors',
}

/**
 * The language-free address of the page that shows a document best: its own page, else the
 * list it appears on, else the home page. Used for the Studio's preview links.
 */
export function documentPath(doc: PathSource): string {
  const slug = typeof doc.slug === 'string' ? doc.slug : doc.slug?.current
  return ownPage(doc._type, { slug, path: doc.path }) ?? LIST_PAGE[doc._type] ?? '/home'
}
