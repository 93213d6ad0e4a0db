import type {
  CashFlowFigures,
  IncomeFigures,
  PositionFigures,
  StatementPeriod,
  YearFigures,
} from '../pdf/types'
import { dividends } from './dividends'
import {
  PAID_IN_CAPITAL,
  PAID_UP_SHARES,
  announcedQuarters,
  openingQuarter,
  type AnnouncedQuarter,
} from './announcedQuarters'

/*
 * The statements behind the announced quarters: every line between revenue and net profit, the
 * position at each quarter end and the cash flows, worked out the way the company's own model
 * does, so that everything adds up exactly in whole THB million:
 * - income: tax at the effective rate of the BOI-privileged group; finance costs on the opening
 *   borrowings; depreciation is what lies between EBITDA and operating profit;
 * - position: receivables, inventories and payables from the quarter's sales and costs (days
 *   outstanding), fixed assets rolled forward by capital expenditure less depreciation, equity by
 *   profit less dividends paid; borrowings are drawn or repaid to keep cash near its target;
 * - cash flows (indirect method) are the position's movements, so the cash at each quarter end
 *   is the cash a quarter ago plus the quarter's flows.
 */

export type Quarter = AnnouncedQuarter['quarter']

export interface QuarterStatement {
  year: number
  quarter: Quarter
  income: IncomeFigures
  /** At the quarter's end. */
  position: PositionFigures
  /** In the quarter. */
  cashFlow: CashFlowFigures
}

const TAX_RATE = 0.17
const INTEREST_RATE = 0.034
const CASH_TARGET = 8_000

const QUARTER_END = { 1: '03-31', 2: '06-30', 3: '09-30', 4: '12-31' } as const
const QUARTER_START = { 1: '01-01', 2: '04-01', 3: '07-01', 4: '10-01' } as const

/** Dividends paid within a period (THB million): amount a share × paid-up shares. */
export function dividendsPaidBetween(from: string, to: string): number {
  return dividends
    .filter((dividend) => dividend.paymentDate >= from && dividend.paymentDate <= to)
    .reduce(
      (sum, dividend) => sum + Math.round((dividend.amountPerShare * PAID_UP_SHARES) / 1e6),
      0,
    )
}

/** Working-capital lines from a quarter's sales and cost of sales, annualised. */
function workingCapital(revenue: number, costOfSales: number, quarter: Quarter) {
  const days = (amount: number, outstanding: number) => Math.round((amount * 4 * outstanding) / 365)
  return {
    tradeReceivables: days(revenue, 37 + (quarter % 2) * 3),
    inventories: days(costOfSales, 56 + (quarter === 4 ? 6 : 0)),
    otherCurrentAssets: Math.round(revenue * 0.09),
    tradePayables: days(costOfSales, 33 + (quarter === 4 ? 4 : 0)),
    otherLiabilities: Math.round(revenue * 0.36),
  }
}

function position(
  lines: Omit<
    PositionFigures,
    'currentAssets' | 'totalAssets' | 'totalLiabilities' | 'paidInCapital' | 'retainedEarnings'
  >,
): PositionFigures {
  const currentAssets =
    lines.cash + lines.tradeReceivables + lines.inventories + lines.otherCurrentAssets
  const totalAssets = currentAssets + lines.propertyPlantEquipment + lines.otherNonCurrentAssets
  const totalLiabilities = lines.tradePayables + lines.borrowings + lines.otherLiabilities
  return {
    ...lines,
    currentAssets,
    totalAssets,
    totalLiabilities,
    paidInCapital: PAID_IN_CAPITAL,
    retainedEarnings: lines.equity - PAID_IN_CAPITAL,
  }
}

/** The position at the end of 2020, borrowings being what balances it. */
function openingPosition(): PositionFigures {
  const costOfSales = openingQuarter.revenue - openingQuarter.grossProfit
  const lines = workingCapital(openingQuarter.revenue, costOfSales, 4)
  const cash = 7_240
  const propertyPlantEquipment = 88_400
  const otherNonCurrentAssets = 30_150
  const assets =
    cash +
    lines.tradeReceivables +
    lines.inventories +
    lines.otherCurrentAssets +
    propertyPlantEquipment +
    otherNonCurrentAssets
  const borrowings = assets - openingQuarter.equity - lines.tradePayables - lines.otherLiabilities
  return position({
    ...lines,
    cash,
    propertyPlantEquipment,
    otherNonCurrentAssets,
    borrowings,
    equity: openingQuarter.equity,
  })
}

function incomeOf(announced: AnnouncedQuarter, openingBorrowings: number): IncomeFigures {
  const { revenue, grossProfit, ebitda, netProfit } = announced
  const incomeTax = Math.round((netProfit * TAX_RATE) / (1 - TAX_RATE))
  const profitBeforeTax = netProfit + incomeTax
  const financeCosts = Math.round((openingBorrowings * INTEREST_RATE) / 4)
  const operatingProfit = profitBeforeTax + financeCosts
  const otherIncome = Math.round(revenue * 0.004)
  return {
    revenue,
    costOfSales: revenue - grossProfit,
    grossProfit,
    sellingAndAdmin: grossProfit + otherIncome - operatingProfit,
    otherIncome,
    operatingProfit,
    depreciation: ebitda - operatingProfit,
    ebitda,
    financeCosts,
    profitBeforeTax,
    incomeTax,
    netProfit,
  }
}

function nextQuarter(announced: AnnouncedQuarter, opening: PositionFigures): QuarterStatement {
  const { year, quarter } = announced
  const income = incomeOf(announced, opening.borrowings)
  const lines = workingCapital(income.revenue, income.costOfSales, quarter)
  const capitalExpenditure = -Math.round(income.revenue * 0.042)
  const propertyPlantEquipment =
    opening.propertyPlantEquipment - capitalExpenditure - income.depreciation
  const otherInvesting = -250
  const otherNonCurrentAssets = opening.otherNonCurrentAssets - otherInvesting
  const workingCapitalChange =
    opening.tradeReceivables -
    lines.tradeReceivables +
    opening.inventories -
    lines.inventories +
    opening.otherCurrentAssets -
    lines.otherCurrentAssets +
    lines.tradePayables -
    opening.tradePayables +
    lines.otherLiabilities -
    opening.otherLiabilities
  const operating = income.netProfit + income.depreciation + workingCapitalChange
  const investing = capitalExpenditure + otherInvesting
  // 0 − (not unary minus): a quarter without dividends pays 0, not −0.
  const dividendsPaid =
    0 - dividendsPaidBetween(`${year}-${QUARTER_START[quarter]}`, `${year}-${QUARTER_END[quarter]}`)
  const beforeBorrowing = opening.cash + operating + investing + dividendsPaid
  // Draw or repay about half the gap to the cash target, in THB 10 million steps.
  const borrowings = Math.round(((CASH_TARGET + 300 * quarter - beforeBorrowing) * 0.5) / 10) * 10
  const financing = borrowings + dividendsPaid
  const netChange = operating + investing + financing
  const cash = opening.cash + netChange
  return {
    year,
    quarter,
    income,
    position: position({
      ...lines,
      cash,
      propertyPlantEquipment,
      otherNonCurrentAssets,
      borrowings: opening.borrowings + borrowings,
      equity: opening.equity + income.netProfit + dividendsPaid,
    }),
    cashFlow: {
      netProfit: income.netProfit,
      depreciation: income.depreciation,
      workingCapital: workingCapitalChange,
      operating,
      capitalExpenditure,
      otherInvesting,
      investing,
      borrowings,
      dividendsPaid,
      financing,
      netChange,
      cashAtStart: opening.cash,
      cashAtEnd: cash,
    },
  }
}

function allStatements(): QuarterStatement[] {
  const statements: QuarterStatement[] = []
  let opening = openingPosition()
  for (const announced of announcedQuarters) {
    const statement = nextQuarter(announced, opening)
    statements.push(statement)
    opening = statement.position
  }
  return statements
}

/** Every quarter's statements, oldest first. */
export const quarterStatements: readonly QuarterStatement[] = allStatements()

/** The position at the end of 2020, the first comparatives. */
export const openingBalance: PositionFigures = openingPosition()

export function quarterStatement(year: number, quarter: Quarter): QuarterStatement {
  const found = quarterStatements.find((each) => each.year === year && each.quarter === quarter)
  if (!found) throw new Error(`No figures for Q${quarter} ${year}`)
  return found
}

/** Periods' figures added up, line by line (every line of the first period). */
function sumLines<Lines extends object>(periods: readonly Lines[]): Lines {
  const keys = Object.keys(periods[0] ?? {}) as (keyof Lines)[]
  return Object.fromEntries(
    keys.map((key) => [key, periods.reduce((sum, period) => sum + Number(period[key]), 0)]),
  ) as Lines
}

export const sumIncome = (periods: readonly IncomeFigures[]): IncomeFigures => sumLines(periods)

/** Cash flows of consecutive periods: their flows added up, from the first's cash to the last's. */
const sumCashFlows = (periods: readonly CashFlowFigures[]): CashFlowFigures => ({
  ...sumLines(periods),
  cashAtStart: periods[0]!.cashAtStart,
  cashAtEnd: periods.at(-1)!.cashAtEnd,
})

const quartersTo = (year: number, quarter: Quarter) =>
  quarterStatements.filter((each) => each.year === year && each.quarter <= quarter)

/** A year's position at a quarter's end, its income and cash flows from 1 January. */
export function statementPeriod(year: number, quarter: Quarter): StatementPeriod {
  const quarters = quartersTo(year, quarter)
  if (quarters.length !== quarter) throw new Error(`No figures for Q${quarter} ${year}`)
  const cashFlow = sumCashFlows(quarters.map((each) => each.cashFlow))
  return {
    quarter: quarterStatement(year, quarter).income,
    yearToDate: sumIncome(quarters.map((each) => each.income)),
    position: quarterStatement(year, quarter).position,
    cashFlow,
    dividendsPaid: 0 - cashFlow.dividendsPaid,
  }
}

/** The position at a year's end: the opening balance for 2020. */
export function yearEndPosition(year: number): PositionFigures {
  return year === openingYear ? openingBalance : quarterStatement(year, 4).position
}

const openingYear = announcedQuarters[0]!.year - 1

/** Earnings a share, in baht to two decimals. */
export const perShare = (thbMillion: number) =>
  Math.round((thbMillion * 1e6 * 100) / PAID_UP_SHARES) / 100

/** The fiscal years whose four quarters are all announced. */
export const completeYears: readonly number[] = [
  ...new Set(announcedQuarters.map((each) => each.year)),
].filter((year) => quartersTo(year, 4).length === 4)

/** A full year's figures: its quarters added up, its year-end position, its dividends. */
export function yearFigures(fiscalYear: number): YearFigures {
  if (!completeYears.includes(fiscalYear)) throw new Error(`No full year ${fiscalYear}`)
  const period = statementPeriod(fiscalYear, 4)
  const dividendPerShare = dividends
    .filter((dividend) => dividend.fiscalYear === fiscalYear)
    .reduce((sum, dividend) => Math.round((sum + dividend.amountPerShare) * 100) / 100, 0)
  return {
    fiscalYear,
    ...period.yearToDate,
    ...period.position,
    eps: perShare(period.yearToDate.netProfit),
    dividendPerShare,
    cashFlow: period.cashFlow,
  }
}
