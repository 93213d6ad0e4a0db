/** The fields of a document that decide its page address. */
export interface PathSource {
  _type: string
  slug?: { current?: string } | string | null
  path?: string | null
}

// Types whose documents have a page of their own, by slug. Everything else is shown on a list
// page, given here, or (settings, menus) on every page, which counts as the home page.
const PAGE_BY_SLUG: Record<string, string> = {
  product: '/products/',
  news: '/news/',
  businessLine: '/business/',
}

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
  if (doc._type === 'page' && doc.path) return doc.path
  const slug = typeof doc.slug === 'string' ? doc.slug : doc.slug?.current
  const prefix = PAGE_BY_SLUG[doc._type]
  if (prefix && slug) return `${prefix}${slug}`
  return LIST_PAGE[doc._type] ?? '/home'
}
