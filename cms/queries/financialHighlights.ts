import { defineQuery } from 'groq'

// Every fiscal year's key figures, oldest first (the order the charts and the table read).
export const financialYearsQuery =
  defineQuery(`*[_type == "financialYear"] | order(fiscalYear asc) {
  _id, fiscalYear, revenue, grossProfit, ebitda, netProfit, eps, totalAssets, totalLiabilities, equity, dividendPerShare
}`)

// The latest nine quarters' headline results, newest first: five to show, and the same quarter a
// year before the latest for its change.
export const latestQuartersQuery =
  defineQuery(`*[_type == "financialQuarter"] | order(fiscalYear desc, quarter desc) [0...9] {
  _id, fiscalYear, quarter,
  "revenue": income.revenue, "grossProfit": income.grossProfit,
  "ebitda": income.ebitda, "netProfit": income.netProfit
}`)
