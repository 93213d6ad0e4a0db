import { PAID_UP_SHARES } from './announcedQuarters'
import {
  completeYears,
  quarterStatements,
  statementPeriod,
  yearFigures,
  type Quarter,
} from './financialStatements'

/*
 * The figures the results news prints, as it prints them, worked out from the announced quarters
 * (./financialQuarters.ts): a results story says nothing its statements do not.
 */

/** THB million as the news prints it: `40,620`. */
export const thbMillion = (value: number) => value.toLocaleString('en-US')

/** Growth on the year before in percent, one decimal: `5.9`. */
export const growth = (now: number, before: number) => (((now - before) / before) * 100).toFixed(1)

/** A quarter's results against the same quarter and period of the year before. */
export function quarterResults(year: number, quarter: Quarter) {
  const now = statementPeriod(year, quarter)
  const before = statementPeriod(year - 1, quarter)
  return {
    revenue: thbMillion(now.quarter.revenue),
    revenueGrowth: growth(now.quarter.revenue, before.quarter.revenue),
    netProfit: thbMillion(now.quarter.netProfit),
    netProfitGrowth: growth(now.quarter.netProfit, before.quarter.netProfit),
    /** Net profit from 1 January to the quarter's end. */
    yearToDateNetProfit: thbMillion(now.yearToDate.netProfit),
    yearToDateNetProfitGrowth: growth(now.yearToDate.netProfit, before.yearToDate.netProfit),
  }
}

/** A full year's results against the year before. */
export function yearResults(year: number) {
  const now = yearFigures(year)
  const before = yearFigures(year - 1)
  return {
    revenue: thbMillion(now.revenue),
    revenueGrowth: growth(now.revenue, before.revenue),
    netProfit: thbMillion(now.netProfit),
    netProfitGrowth: growth(now.netProfit, before.netProfit),
    eps: now.eps.toFixed(2),
    dividendPerShare: now.dividendPerShare.toFixed(2),
    /** The year's dividends over its net profit, in whole percent. */
    payout: Math.round(
      ((now.dividendPerShare * PAID_UP_SHARES) / 1e6 / now.netProfit) * 100,
    ).toString(),
  }
}

/** What a results story's chart shows: sales and net profit of the periods up to its own. */
export interface ResultsSeries {
  bars: number[]
  line: number[]
}

/** The five quarters up to and including one. */
export function quarterSeries(year: number, quarter: Quarter): ResultsSeries {
  const end = quarterStatements.findIndex((each) => each.year === year && each.quarter === quarter)
  if (end < 4) throw new Error(`Fewer than five quarters up to Q${quarter} ${year}`)
  const shown = quarterStatements.slice(end - 4, end + 1)
  return {
    bars: shown.map((each) => each.income.revenue),
    line: shown.map((each) => each.income.netProfit),
  }
}

/** The full years up to and including one. */
export function yearSeries(year: number): ResultsSeries {
  const shown = completeYears.filter((each) => each <= year).map(yearFigures)
  return { bars: shown.map((each) => each.revenue), line: shown.map((each) => each.netProfit) }
}
