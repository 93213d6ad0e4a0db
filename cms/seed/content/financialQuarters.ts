import { quarterStatements } from './financialStatements'
import type { FinancialQuarterDoc } from './types'

/**
 * Each announced quarter's statements as a content document: the figures the site's investor
 * pages and the financial years are drawn from (./financialStatements.ts works them out).
 */
export const financialQuarters: FinancialQuarterDoc[] = quarterStatements.map((statement) => ({
  id: `financialQuarter-${statement.year}-q${statement.quarter}`,
  _type: 'financialQuarter',
  fiscalYear: statement.year,
  quarter: statement.quarter,
  income: statement.income,
  position: statement.position,
  cashFlow: statement.cashFlow,
}))
