import { INVESTOR_PAGE_NAMES, STATIC_ROUTES } from '@/lib/routes'

/** The investor section's pages below the overview, in the order the overview links them. */
export const INVESTOR_PAGES = INVESTOR_PAGE_NAMES.map((key) => ({ key, path: STATIC_ROUTES[key] }))

export type InvestorPageKey = (typeof INVESTOR_PAGES)[number]['key']
