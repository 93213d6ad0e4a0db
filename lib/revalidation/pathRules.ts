import type { DocumentPageType } from '@/cms/lib/documentPath'

/**
 * Where each document type appears on the site: the data /api/revalidate follows to refresh
 * every page a changed document is shown on. Paths are language-free (`/about/awards`); the
 * site serves each under /th and /en, and both are revalidated.
 */

/** The route table's pages with a fixed address (the spec's point 2). */
export const STATIC_PATHS = [
  '/home',
  '/about/business-overview',
  '/about/commitment',
  '/about/milestones',
  '/about/leadership',
  '/about/board-of-director',
  '/about/executives',
  '/about/awards',
  '/business',
  '/governance',
  '/sustainability/sustainability-development',
  '/investors',
  '/investors/financial-statements',
  '/investors/dividend',
  '/investors/shareholders-structure',
  '/investors/shareholders-meeting',
  '/investors/report-56-1',
  '/corporate/news',
  '/product-list',
  '/contact',
  '/privacy-notice',
  '/cookies',
  // The not-found page shows the site's shell too (/500 is built once and never revalidated).
  '/404',
] as const

export type StaticPath = (typeof STATIC_PATHS)[number]

// Types with a page of their own, and its address: one definition for the site and the Studio.
export { DOCUMENT_PAGES, type DocumentPageType } from '@/cms/lib/documentPath'

export interface TypeRule {
  /** Fixed pages that list or summarise documents of the type. */
  lists?: readonly StaticPath[]
  /** Every page of these types shows it (a brand on each business line's page). */
  pagesOfTypes?: readonly DocumentPageType[]
  /** Part of every page's shell (header, menus, footer): every page of the site. */
  everywhere?: true
}

/**
 * What a document of each type is shown on besides its own page. On top of these, wherever a
 * document that references it is shown (its page and its type's lists) is refreshed too, looked
 * up in the content source: a product's page and card show its brand, category and countries.
 */
export const TYPE_RULES: Readonly<Record<string, TypeRule>> = {
  siteSettings: { everywhere: true },
  menuSection: { everywhere: true },
  page: {},
  businessLine: { lists: ['/home', '/business', '/about/business-overview', '/product-list'] },
  productCategory: {
    lists: ['/home', '/product-list', '/business'],
    pagesOfTypes: ['businessLine'],
  },
  brand: { lists: ['/product-list', '/business'], pagesOfTypes: ['businessLine'] },
  // Business pages count their products.
  product: { lists: ['/home', '/product-list', '/business'], pagesOfTypes: ['businessLine'] },
  country: { lists: ['/product-list'] },
  reseller: { lists: ['/product-list'] },
  news: { lists: ['/home', '/corporate/news'] },
  person: { lists: ['/about/leadership', '/about/board-of-director', '/about/executives'] },
  milestone: { lists: ['/about/milestones'] },
  award: { lists: ['/about/awards'] },
  // The home page's investor highlight shows the latest dividend, report and IR date.
  investorDocument: {
    lists: [
      '/home',
      '/investors',
      '/investors/financial-statements',
      '/investors/shareholders-meeting',
      '/investors/report-56-1',
    ],
  },
  dividend: { lists: ['/home', '/investors', '/investors/dividend'] },
  shareholder: { lists: ['/investors', '/investors/shareholders-structure'] },
  irEvent: { lists: ['/home', '/investors'] },
}

/**
 * How many steps of "is referenced by" are followed. A document with a page of its own ends
 * the chain (it is where the change is shown); one without (a brand, a category) is shown as
 * part of others, so the chain goes on: business line → its categories → their products.
 */
export const REFERENCE_DEPTH = 2
