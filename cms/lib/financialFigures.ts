// The key figures of a fiscal year, as data: the Studio's schema, the site's table, charts and
// CSV all read this list, so a figure is named and ordered once. It lives in cms/ because the
// Studio may import nothing from lib/.

/** THB million, or baht a share for the per-share figures. */
export type FigureUnit = 'thbMillion' | 'thbPerShare'

export const FINANCIAL_FIGURES = [
  { key: 'revenue', title: 'Revenue', unit: 'thbMillion', canBeNegative: false },
  { key: 'grossProfit', title: 'Gross profit', unit: 'thbMillion', canBeNegative: true },
  { key: 'ebitda', title: 'EBITDA', unit: 'thbMillion', canBeNegative: true },
  { key: 'netProfit', title: 'Net profit', unit: 'thbMillion', canBeNegative: true },
  { key: 'eps', title: 'Earnings per share', unit: 'thbPerShare', canBeNegative: true },
  { key: 'totalAssets', title: 'Total assets', unit: 'thbMillion', canBeNegative: false },
  { key: 'totalLiabilities', title: 'Total liabilities', unit: 'thbMillion', canBeNegative: false },
  { key: 'equity', title: "Shareholders' equity", unit: 'thbMillion', canBeNegative: true },
  {
    key: 'dividendPerShare',
    title: 'Dividend per share',
    unit: 'thbPerShare',
    canBeNegative: false,
  },
] as const satisfies readonly {
  key: string
  title: string
  unit: FigureUnit
  canBeNegative: boolean
}[]

export type FigureKey = (typeof FINANCIAL_FIGURES)[number]['key']

export type FinancialFigures = Record<FigureKey, number>

/**
 * How far equity may be from total assets minus total liabilities, in THB million: each of the
 * three is rounded to the nearest million in the published statements (±0.5 each).
 */
export const EQUITY_TOLERANCE = 1.5

/** How far the dividend per share may be from the year's dividend payments added up, in baht. */
export const DIVIDEND_TOLERANCE = 0.00005

/** Decimals an editor may enter: hundredths of a million, and four for the per-share figures. */
export const FIGURE_PRECISION: Record<FigureUnit, number> = { thbMillion: 2, thbPerShare: 4 }

/**
 * Why equity does not follow from the balance sheet, or null when it does (within rounding).
 * Missing figures are the required rule's to report.
 */
export function equityProblem(
  figures: Partial<Record<'totalAssets' | 'totalLiabilities' | 'equity', number>>,
): string | null {
  const { totalAssets, totalLiabilities, equity } = figures
  if (
    typeof totalAssets !== 'number' ||
    typeof totalLiabilities !== 'number' ||
    typeof equity !== 'number'
  ) {
    return null
  }
  const expected = totalAssets - totalLiabilities
  if (Math.abs(expected - equity) <= EQUITY_TOLERANCE) return null
  return `Equity should be total assets minus total liabilities: ${round2(expected)} (THB million, within ${EQUITY_TOLERANCE})`
}

/**
 * Why the dividend per share differs from the year's dividend documents (interim, annual and
 * special added up), or null when it agrees or the year has no dividend documents yet.
 */
export function dividendProblem(
  dividendPerShare: number | undefined,
  paidPerShare: readonly number[],
): string | null {
  if (typeof dividendPerShare !== 'number' || paidPerShare.length === 0) return null
  const total = paidPerShare.reduce((sum, amount) => sum + amount, 0)
  if (Math.abs(total - dividendPerShare) <= DIVIDEND_TOLERANCE) return null
  return `The year's dividends add up to ${round4(total)} THB a share`
}

const round2 = (value: number) => Math.round(value * 100) / 100
const round4 = (value: number) => Math.round(value * 10000) / 10000

/*
 * A quarter's statements as the company announces them (the financialQuarter documents): every
 * line of the income statement, the position at the quarter's end and the quarter's cash flows,
 * THB million. The site's statements, results and the financial years are drawn from these.
 */

export interface StatementLine {
  key: string
  title: string
  /** A line that may be below zero (a loss, a cash outflow, a change). */
  canBeNegative: boolean
}

const line = (key: string, title: string, canBeNegative = false): StatementLine => ({
  key,
  title,
  canBeNegative,
})

export const QUARTER_STATEMENTS = {
  income: {
    title: 'Income statement (the quarter)',
    lines: [
      line('revenue', 'Revenue'),
      line('costOfSales', 'Cost of sales'),
      line('grossProfit', 'Gross profit', true),
      line('sellingAndAdmin', 'Selling and administrative expenses'),
      line('otherIncome', 'Other income', true),
      line('operatingProfit', 'Operating profit', true),
      line('depreciation', 'Depreciation and amortisation'),
      line('ebitda', 'EBITDA', true),
      line('financeCosts', 'Finance costs'),
      line('profitBeforeTax', 'Profit before income tax', true),
      line('incomeTax', 'Income tax', true),
      line('netProfit', 'Net profit', true),
    ],
  },
  position: {
    title: 'Financial position (at the quarter end)',
    lines: [
      line('cash', 'Cash and cash equivalents'),
      line('tradeReceivables', 'Trade receivables'),
      line('inventories', 'Inventories'),
      line('otherCurrentAssets', 'Other current assets'),
      line('currentAssets', 'Current assets'),
      line('propertyPlantEquipment', 'Property, plant and equipment'),
      line('otherNonCurrentAssets', 'Other non-current assets'),
      line('totalAssets', 'Total assets'),
      line('tradePayables', 'Trade payables'),
      line('borrowings', 'Borrowings and debentures'),
      line('otherLiabilities', 'Other liabilities'),
      line('totalLiabilities', 'Total liabilities'),
      line('paidInCapital', 'Paid-up capital and share premium'),
      line('retainedEarnings', 'Retained earnings', true),
      line('equity', "Shareholders' equity", true),
    ],
  },
  cashFlow: {
    title: 'Cash flows (the quarter)',
    lines: [
      line('netProfit', 'Net profit', true),
      line('depreciation', 'Depreciation and amortisation'),
      line('workingCapital', 'Changes in working capital', true),
      line('operating', 'Net cash from operating activities', true),
      line('capitalExpenditure', 'Purchase of property, plant and equipment', true),
      line('otherInvesting', 'Other investments', true),
      line('investing', 'Net cash from investing activities', true),
      line('borrowings', 'Borrowings drawn (repaid), net', true),
      line('dividendsPaid', 'Dividends paid', true),
      line('financing', 'Net cash from financing activities', true),
      line('netChange', 'Net change in cash', true),
      line('cashAtStart', 'Cash at the start of the quarter'),
      line('cashAtEnd', 'Cash at the end of the quarter'),
    ],
  },
} as const

export type StatementKind = keyof typeof QUARTER_STATEMENTS

/** A total and what it adds up: each part with its sign. */
interface Identity {
  total: string
  parts: readonly (readonly [string, 1 | -1])[]
}

const sumOf = (total: string, ...parts: (readonly [string, 1 | -1])[]): Identity => ({
  total,
  parts,
})

/** How each statement's totals follow from its lines, as the published statements add them. */
export const STATEMENT_IDENTITIES: Record<StatementKind, readonly Identity[]> = {
  income: [
    sumOf('grossProfit', ['revenue', 1], ['costOfSales', -1]),
    sumOf('operatingProfit', ['grossProfit', 1], ['sellingAndAdmin', -1], ['otherIncome', 1]),
    sumOf('ebitda', ['operatingProfit', 1], ['depreciation', 1]),
    sumOf('profitBeforeTax', ['operatingProfit', 1], ['financeCosts', -1]),
    sumOf('netProfit', ['profitBeforeTax', 1], ['incomeTax', -1]),
  ],
  position: [
    sumOf(
      'currentAssets',
      ['cash', 1],
      ['tradeReceivables', 1],
      ['inventories', 1],
      ['otherCurrentAssets', 1],
    ),
    sumOf(
      'totalAssets',
      ['currentAssets', 1],
      ['propertyPlantEquipment', 1],
      ['otherNonCurrentAssets', 1],
    ),
    sumOf('totalLiabilities', ['tradePayables', 1], ['borrowings', 1], ['otherLiabilities', 1]),
    sumOf('equity', ['totalAssets', 1], ['totalLiabilities', -1]),
    sumOf('retainedEarnings', ['equity', 1], ['paidInCapital', -1]),
  ],
  cashFlow: [
    sumOf('operating', ['netProfit', 1], ['depreciation', 1], ['workingCapital', 1]),
    sumOf('investing', ['capitalExpenditure', 1], ['otherInvesting', 1]),
    sumOf('financing', ['borrowings', 1], ['dividendsPaid', 1]),
    sumOf('netChange', ['operating', 1], ['investing', 1], ['financing', 1]),
    sumOf('cashAtEnd', ['cashAtStart', 1], ['netChange', 1]),
  ],
}

/** Why a statement's total does not add up, or null when it does (or a line is missing). */
export function statementProblem(
  kind: StatementKind,
  key: string,
  lines: Partial<Record<string, number>> | undefined,
): string | null {
  const identity = STATEMENT_IDENTITIES[kind].find((each) => each.total === key)
  if (!identity || !lines) return null
  const values = identity.parts.map(([part, sign]) => {
    const value = lines[part]
    return typeof value === 'number' ? value * sign : undefined
  })
  const total = lines[key]
  if (typeof total !== 'number' || values.some((value) => value === undefined)) return null
  const expected = values.reduce((sum: number, value) => sum + value!, 0)
  if (Math.abs(expected - total) <= EQUITY_TOLERANCE) return null
  return `The lines add up to ${round2(expected)} (THB million)`
}

/** A year's figures that are its quarters' income added up, or its fourth quarter's position. */
const FROM_QUARTERS: Partial<Record<FigureKey, { kind: 'income' | 'position'; key: string }>> = {
  revenue: { kind: 'income', key: 'revenue' },
  grossProfit: { kind: 'income', key: 'grossProfit' },
  ebitda: { kind: 'income', key: 'ebitda' },
  netProfit: { kind: 'income', key: 'netProfit' },
  totalAssets: { kind: 'position', key: 'totalAssets' },
  totalLiabilities: { kind: 'position', key: 'totalLiabilities' },
  equity: { kind: 'position', key: 'equity' },
}

export interface QuarterFigures {
  quarter: number
  income?: Partial<Record<string, number>>
  position?: Partial<Record<string, number>>
}

/**
 * Why a year's figure differs from its quarters, or null when it agrees or the year does not
 * have its four quarters yet: income is the four quarters added up, the position the fourth's.
 */
export function quartersProblem(
  key: FigureKey,
  value: number | undefined,
  quarters: readonly QuarterFigures[],
): string | null {
  const source = FROM_QUARTERS[key]
  if (!source || typeof value !== 'number') return null
  if (new Set(quarters.map((each) => each.quarter)).size !== 4) return null
  const expected =
    source.kind === 'income'
      ? quarters.reduce((sum, each) => sum + (each.income?.[source.key] ?? 0), 0)
      : quarters.find((each) => each.quarter === 4)?.position?.[source.key]
  if (typeof expected !== 'number' || Math.abs(expected - value) <= EQUITY_TOLERANCE) return null
  return source.kind === 'income'
    ? `The year's four quarters add up to ${round2(expected)} (THB million)`
    : `The fourth quarter's statements say ${round2(expected)} (THB million)`
}
