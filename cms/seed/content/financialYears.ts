import type { FinancialYearDoc } from './types'

type Figures = Omit<FinancialYearDoc, 'id' | '_type' | 'fiscalYear'>

const financialYear = (fiscalYear: number, figures: Figures): FinancialYearDoc => ({
  id: `financialYear-${fiscalYear}`,
  _type: 'financialYear',
  fiscalYear,
  ...figures,
})

/**
 * Five years of key figures in THB million (per-share figures in baht), consolidated. They agree
 * with the results news (2024: sales 142,310, up 5.8%, net profit 12,684, up 21.4%, EPS 1.59;
 * 2025: 151,860, 13,950, 1.74), the investor overview's key figures, the 8,000,000,000
 * paid-up shares, and the dividends: each year's dividend per share is its interim and annual
 * dividends added up. Equity is total assets minus total liabilities, and grows each year by
 * the net profit less the dividends paid in the year.
 */
export const financialYears: FinancialYearDoc[] = [
  financialYear(2021, {
    revenue: 118_640,
    grossProfit: 21_120,
    ebitda: 17_250,
    netProfit: 10_640,
    eps: 1.33,
    totalAssets: 152_400,
    totalLiabilities: 68_900,
    equity: 83_500,
    dividendPerShare: 0.8,
  }),
  financialYear(2022, {
    revenue: 131_200,
    grossProfit: 23_480,
    ebitda: 18_920,
    netProfit: 11_760,
    eps: 1.47,
    totalAssets: 160_600,
    totalLiabilities: 72_140,
    equity: 88_460,
    dividendPerShare: 0.9,
  }),
  financialYear(2023, {
    revenue: 134_510,
    grossProfit: 22_870,
    ebitda: 17_610,
    netProfit: 10_450,
    eps: 1.31,
    totalAssets: 166_740,
    totalLiabilities: 74_630,
    equity: 92_110,
    dividendPerShare: 0.8,
  }),
  financialYear(2024, {
    revenue: 142_310,
    grossProfit: 26_900,
    ebitda: 20_430,
    netProfit: 12_684,
    eps: 1.59,
    totalAssets: 171_810,
    totalLiabilities: 73_816,
    equity: 97_994,
    dividendPerShare: 0.95,
  }),
  financialYear(2025, {
    revenue: 151_860,
    grossProfit: 29_610,
    ebitda: 22_480,
    netProfit: 13_950,
    eps: 1.74,
    totalAssets: 179_300,
    totalLiabilities: 75_356,
    equity: 103_944,
    dividendPerShare: 1.05,
  }),
]
