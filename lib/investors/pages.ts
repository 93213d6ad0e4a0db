import { STATIC_ROUTES } from '@/lib/routes'

/** The investor section's pages below the overview, in the order the overview links them. */
export const INVESTOR_PAGES = [
  { key: 'financialHighlights', path: STATIC_ROUTES.financialHighlights },
  { key: 'financialStatements', path: STATIC_ROUTES.financialStatements },
  { key: 'report561', path: STATIC_ROUTES.report561 },
  { key: 'dividend', path: STATIC_ROUTES.dividend },
  { key: 'shareholdersStructure', path: STATIC_ROUTES.shareholdersStructure },
  { key: 'shareholdersMeeting', path: STATIC_ROUTES.shareholdersMeeting },
] as const

export type InvestorPageKey = (typeof INVESTOR_PAGES)[number]['key']
