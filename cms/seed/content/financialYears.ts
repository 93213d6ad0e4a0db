import { completeYears, yearFigures } from './financialStatements'
import type { FinancialYearDoc } from './types'

/**
 * Each full fiscal year's key figures in THB million (per-share figures in baht), consolidated:
 * its announced quarters added up, its year-end position, its dividends (./financialStatements.ts).
 * The results news, the statements and the One Report are drawn from the same quarters.
 */
export const financialYears: FinancialYearDoc[] = completeYears.map((fiscalYear) => {
  const year = yearFigures(fiscalYear)
  return {
    id: `financialYear-${fiscalYear}`,
    _type: 'financialYear',
    fiscalYear,
    revenue: year.revenue,
    grossProfit: year.grossProfit,
    ebitda: year.ebitda,
    netProfit: year.netProfit,
    eps: year.eps,
    totalAssets: year.totalAssets,
    totalLiabilities: year.totalLiabilities,
    equity: year.equity,
    dividendPerShare: year.dividendPerShare,
  }
})
