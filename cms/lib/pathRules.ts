import {
  INVESTOR_PAGE_NAMES,
  PUBLIC_PAGES,
  STATIC_ROUTES,
  type DocumentPageType,
  type PublicPageName,
} from './routes'

// Read by the webhook (lib/revalidation, which re-exports this file) to refresh the pages a
// published change shows on, and by the Studio's Presentation tool (cms/presentation) to list
// the pages that show the document an editor has open: one rule for both, so it lives in cms/.

const INVESTOR_PAGE_PATHS = INVESTOR_PAGE_NAMES.map((name) => STATIC_ROUTES[name])

/**
 * Where each document type appears on the site: the data /api/revalidate follows to refresh
 * every page a changed document is shown on. Paths are language-free (`/about/awards`); the
 * site serves each under /th and /en, and both are revalidated.
 */

/** The route table's public pages with a fixed address. */
export const STATIC_PATHS = PUBLIC_PAGES.map((name) => STATIC_ROUTES[name])

export type StaticPath = (typeof STATIC_ROUTES)[PublicPageName]

// Types with a page of their own, and its address: the route table's.
export { DOCUMENT_PAGES, type DocumentPageType } from './routes'

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
  businessLine: {
    lists: [
      STATIC_ROUTES.home,
      STATIC_ROUTES.business,
      STATIC_ROUTES.businessOverview,
      STATIC_ROUTES.productList,
    ],
  },
  productCategory: {
    lists: [STATIC_ROUTES.home, STATIC_ROUTES.productList, STATIC_ROUTES.business],
    pagesOfTypes: ['businessLine'],
  },
  // The press kit (in the press room) offers each brand's mark, the executives' portraits, the
  // products' pictures, and a fact sheet of the figures, dividends and shareholders.
  brand: {
    lists: [STATIC_ROUTES.productList, STATIC_ROUTES.business, STATIC_ROUTES.press],
    pagesOfTypes: ['businessLine'],
  },
  // Business pages count their products.
  product: {
    lists: [
      STATIC_ROUTES.home,
      STATIC_ROUTES.productList,
      STATIC_ROUTES.business,
      STATIC_ROUTES.press,
    ],
    pagesOfTypes: ['businessLine'],
  },
  country: { lists: [STATIC_ROUTES.productList] },
  reseller: { lists: [STATIC_ROUTES.productList] },
  // The press room lists the newest press releases and the years of the archive.
  news: { lists: [STATIC_ROUTES.home, STATIC_ROUTES.news, STATIC_ROUTES.press] },
  person: {
    lists: [
      STATIC_ROUTES.leadership,
      STATIC_ROUTES.boardOfDirectors,
      STATIC_ROUTES.executives,
      STATIC_ROUTES.press,
    ],
  },
  milestone: { lists: [STATIC_ROUTES.milestones] },
  award: { lists: [STATIC_ROUTES.awards] },
  // The home page's investor highlight shows the latest dividend, report and IR date; the
  // governance and sustainability pages offer the charters, policies and the report.
  investorDocument: {
    lists: [
      STATIC_ROUTES.home,
      STATIC_ROUTES.investors,
      STATIC_ROUTES.financialStatements,
      STATIC_ROUTES.shareholdersMeeting,
      STATIC_ROUTES.report561,
      STATIC_ROUTES.governance,
      STATIC_ROUTES.sustainability,
    ],
  },
  dividend: {
    lists: [
      STATIC_ROUTES.home,
      STATIC_ROUTES.investors,
      STATIC_ROUTES.dividend,
      STATIC_ROUTES.press,
    ],
  },
  shareholder: {
    lists: [STATIC_ROUTES.investors, STATIC_ROUTES.shareholdersStructure, STATIC_ROUTES.press],
  },
  // The highlights show the latest quarters beside the years they add up to.
  financialQuarter: { lists: [STATIC_ROUTES.financialHighlights] },
  // The overview shows the latest year's headline figures.
  financialYear: {
    lists: [STATIC_ROUTES.investors, STATIC_ROUTES.financialHighlights, STATIC_ROUTES.press],
  },
  // Every investor page shows the quiet-period notice, which results announcements decide.
  irEvent: { lists: [STATIC_ROUTES.home, STATIC_ROUTES.investors, ...INVESTOR_PAGE_PATHS] },
  // Media contacts are in the press room; the investor-relations contact also on the overview.
  contactPerson: { lists: [STATIC_ROUTES.press, STATIC_ROUTES.investors] },
  // The credits page is the singleton's own; the press kit names each picture's licence from it.
  credits: { lists: [STATIC_ROUTES.credits, STATIC_ROUTES.press] },
  // On no page: its webhook makes every instance read the redirects again (lib/redirects).
  redirect: {},
}

/**
 * How many steps of "is referenced by" are followed. A document with a page of its own ends
 * the chain (it is where the change is shown); one without (a brand, a category) is shown as
 * part of others, so the chain goes on: business line → its categories → their products.
 */
export const REFERENCE_DEPTH = 2
