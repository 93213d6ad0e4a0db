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
