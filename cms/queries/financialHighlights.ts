import { defineQuery } from 'groq'

// Every fiscal year's key figures, oldest first (the order the charts and the table read).
export const financialYearsQuery =
  defineQuery(`*[_type == "financialYear"] | order(fiscalYear asc) {
  _id, fiscalYear, revenue, grossProfit, ebitda, netProfit, eps, totalAssets, totalLiabilities, equity, dividendPerShare
}`)
