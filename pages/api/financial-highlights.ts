import { getSiteLayout } from '@/lib/page/getSiteLayout'
import { getFinancialYears } from '@/lib/investors/financialHighlights'
import { createFinancialHighlightsCsvHandler } from '@/lib/investors/financialHighlightsCsv'

/** The financial highlights table as a CSV file (see lib/investors/financialHighlightsCsv.ts). */
export default createFinancialHighlightsCsvHandler({
  loadYears: () => getFinancialYears(),
  loadCompanyName: async () => (await getSiteLayout('en')).settings.brandName ?? '',
})
