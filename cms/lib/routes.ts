// The site's route table as data. It lives in cms/ because the Studio (which may import nothing
// from lib/) builds its preview links from it; lib/routes.ts re-exports it with the typed
// helpers the site's code calls, so there is still one table.

/**
 * Every page and browser-facing address with a fixed path, by name. Paths are language-free:
 * the site serves each page under /th and /en.
 */
export const STATIC_ROUTES = {
  home: '/home',
  businessOverview: '/about/business-overview',
  commitment: '/about/commitment',
  milestones: '/about/milestones',
  leadership: '/about/leadership',
  boardOfDirectors: '/about/board-of-director',
  executives: '/about/executives',
  awards: '/about/awards',
  business: '/business',
  governance: '/governance',
  sustainability: '/sustainability/sustainability-development',
  investors: '/investors',
  financialStatements: '/investors/financial-statements',
  dividend: '/investors/dividend',
  financialHighlights: '/investors/financial-highlights',
  shareholdersStructure: '/investors/shareholders-structure',
  shareholdersMeeting: '/investors/shareholders-meeting',
  report561: '/investors/report-56-1',
  investmentCalculator: '/investors/investment-calculator',
  news: '/corporate/news',
  newsFeed: '/corporate/news/feed.xml',
  press: '/corporate/press',
  productList: '/product-list',
  contact: '/contact',
  privacyNotice: '/privacy-notice',
  cookies: '/cookies',
  credits: '/credits',
  notFound: '/404',
  serverError: '/500',
  search: '/search',
  alerts: '/alerts',
  alertsConfirm: '/alerts/confirm',
  alertsManage: '/alerts/manage',
  alertsUnsubscribe: '/alerts/unsubscribe',
  login: '/login',
  logout: '/logout',
  studio: '/studio',
  admin: '/admin',
  adminEnquiries: '/admin/enquiries',
  adminPlayground: '/admin/playground',
  adminSite: '/admin/site',
  adminAlerts: '/admin/alerts',
  irCalendar: '/api/ir-calendar',
  financialHighlightsCsv: '/api/financial-highlights',
  pressKit: '/api/press-kit',
  contactApi: '/api/contact',
  productsApi: '/api/products',
  enquiryProductApi: '/api/enquiry-product',
  searchApi: '/api/search',
  coreApi: '/api/core',
  collectApi: '/api/collect',
  alertsOneClickApi: '/api/alerts/unsubscribe',
  exitPreview: '/api/exit-preview',
  languageSwitchApi: '/api/language-switch',
  signOutEverywhere: '/api/session/sign-out-everywhere',
  favicon: '/favicon.svg',
} as const

export type RouteName = keyof typeof STATIC_ROUTES

/**
 * The public pages with a fixed address: built ahead, listed in the sitemap (but /404) and
 * revalidated when what they show changes.
 */
export const PUBLIC_PAGES = [
  'home',
  'businessOverview',
  'commitment',
  'milestones',
  'leadership',
  'boardOfDirectors',
  'executives',
  'awards',
  'business',
  'governance',
  'sustainability',
  'investors',
  'financialStatements',
  'dividend',
  'financialHighlights',
  'shareholdersStructure',
  'shareholdersMeeting',
  'report561',
  'investmentCalculator',
  'news',
  'press',
  'productList',
  'contact',
  'privacyNotice',
  'cookies',
  'credits',
  // The not-found page shows the site's shell too (/500 is built once and never revalidated).
  'notFound',
] as const satisfies readonly RouteName[]

export type PublicPageName = (typeof PUBLIC_PAGES)[number]

/**
 * The investor section's pages below the overview, in the order the overview links them. Here
 * rather than in lib/investors because the rule of which pages an IR event changes (pathRules.ts)
 * names them, and the Studio's Presentation tool reads that rule too.
 */
export const INVESTOR_PAGE_NAMES = [
  'financialHighlights',
  'financialStatements',
  'report561',
  'dividend',
  'shareholdersStructure',
  'shareholdersMeeting',
] as const satisfies readonly PublicPageName[]

/**
 * Types with a page of their own and its address: `{slug}` is the document's slug, `{path}`
 * its `path` field (content pages such as /about/commitment or /privacy-notice).
 */
export const DOCUMENT_PAGES = {
  page: '{path}',
  businessLine: '/business/{slug}',
  product: '/products/{slug}',
  news: '/news/{slug}',
} as const

export type DocumentPageType = keyof typeof DOCUMENT_PAGES

/**
 * The path prefixes of each part of the site, by its top-menu id: a page under one of them
 * belongs to that part (the menu marks it active) although the part has no page of its own.
 */
export const SECTION_PATHS = {
  company: ['/about'],
  products: ['/product-list', '/products'],
  business: ['/business'],
  sustainability: ['/governance', '/sustainability'],
  investor: ['/investors'],
  publish: ['/corporate', '/news'],
} as const

/** Addresses people guess or old links carry, and the page they mean (language-free). */
export const SECTION_ALIASES: Readonly<Record<string, string>> = {
  '/news': STATIC_ROUTES.news,
  '/products': STATIC_ROUTES.productList,
}

/**
 * The list that shows a document best when it has no page of its own; settings and menus are
 * on every page, which counts as the home page.
 */
export const LIST_PAGE: Readonly<Record<string, RouteName>> = {
  brand: 'productList',
  productCategory: 'productList',
  country: 'productList',
  reseller: 'productList',
  person: 'boardOfDirectors',
  milestone: 'milestones',
  award: 'awards',
  investorDocument: 'financialStatements',
  dividend: 'dividend',
  financialQuarter: 'financialHighlights',
  financialYear: 'financialHighlights',
  shareholder: 'shareholdersStructure',
  irEvent: 'investors',
  contactPerson: 'press',
}

/** A document page's language-free address from its slug (`{slug}` types only). */
export function documentPagePath(type: Exclude<DocumentPageType, 'page'>, slug: string): string {
  return DOCUMENT_PAGES[type].replace('{slug}', encodeURIComponent(slug))
}
