/** The investor section's pages below the overview, in the order the overview links them. */
export const INVESTOR_PAGES = [
  { key: 'financialStatements', path: '/investors/financial-statements' },
  { key: 'report561', path: '/investors/report-56-1' },
  { key: 'dividend', path: '/investors/dividend' },
  { key: 'shareholdersStructure', path: '/investors/shareholders-structure' },
  { key: 'shareholdersMeeting', path: '/investors/shareholders-meeting' },
] as const

export type InvestorPageKey = (typeof INVESTOR_PAGES)[number]['key']
