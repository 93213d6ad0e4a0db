/**
 * @jest-environment node
 */
import { getDividends } from './investors'
import {
  CHARTS,
  getFinancialHighlightsPage,
  getFinancialYears,
  toFinancialHeadlines,
  toFinancialHighlights,
  type FinancialYear,
} from './financialHighlights'
import { EQUITY_TOLERANCE, FINANCIAL_FIGURES } from '@/cms/lib/financialFigures'

// The bundled dataset's five years, and the page built from them in each language.
describe('financial highlights on the bundled dataset', () => {
  it('has five fiscal years, oldest first, one document a year', async () => {
    const years = await getFinancialYears()
    expect(years.map((year) => year.fiscalYear)).toEqual([2021, 2022, 2023, 2024, 2025])
  })

  it("agrees with the dividends: each year's dividend per share is its dividends added up", async () => {
    const [years, dividends] = await Promise.all([getFinancialYears(), getDividends()])
    for (const year of years) {
      const paid = dividends
        .filter((dividend) => dividend.fiscalYear === year.fiscalYear)
        .reduce((sum, dividend) => sum + dividend.amountPerShare, 0)
      expect(year.dividendPerShare).toBeCloseTo(paid, 4)
    }
  })

  it('balances: equity is total assets minus total liabilities', async () => {
    for (const year of await getFinancialYears()) {
      expect(Math.abs(year.totalAssets - year.totalLiabilities - year.equity)).toBeLessThanOrEqual(
        EQUITY_TOLERANCE,
      )
    }
  })

  it('writes Thai pages in Buddhist-era years and th-TH digits, with the change in words', async () => {
    const page = await getFinancialHighlightsPage('th')
    expect(page.years.map((year) => year.label)).toEqual(['2564', '2565', '2566', '2567', '2568'])
    const revenue = page.rows.find((row) => row.key === 'revenue')!
    expect(revenue.values.at(-1)).toMatchObject({
      value: 151_860,
      label: '151,860',
      change: { kind: 'percent', direction: 'up', percent: 6.7, percentLabel: '6.7%' },
    })
    expect(revenue.values.at(-1)!.change.previousYearLabel).toBe('2567')
    expect(revenue.values[0]!.change).toMatchObject({ kind: 'none', previousYearLabel: '' })
    const eps = page.rows.find((row) => row.key === 'eps')!
    expect(eps.values.map((value) => value.label)).toEqual(['1.33', '1.47', '1.31', '1.59', '1.74'])
    const netProfit = page.rows.find((row) => row.key === 'netProfit')!
    expect(netProfit.values[2]!.change).toMatchObject({ direction: 'down', percentLabel: '11.1%' })
  })

  it('has a row a figure and a chart of every figure, in Gregorian years in English', async () => {
    const page = await getFinancialHighlightsPage('en')
    expect(page.years.map((year) => year.label)).toEqual(['2021', '2022', '2023', '2024', '2025'])
    expect(page.rows.map((row) => row.key)).toEqual(FINANCIAL_FIGURES.map((figure) => figure.key))
    expect(page.charts.map((chart) => chart.key)).toEqual(CHARTS.map((chart) => chart.key))
    expect(page.charts.flatMap((chart) => chart.series).sort()).toEqual(
      FINANCIAL_FIGURES.map((figure) => figure.key).sort(),
    )
    const perShare = page.charts.find((chart) => chart.key === 'perShare')!
    expect(perShare.tickLabels).toEqual(['0.00', '0.50', '1.00', '1.50', '2.00'])
    expect(perShare.geometry.bars).toHaveLength(10)
  })
})

describe('toFinancialHighlights and toFinancialHeadlines', () => {
  const year = (fiscalYear: number, netProfit: number): FinancialYear => ({
    _id: `financialYear-${fiscalYear}`,
    fiscalYear,
    revenue: 1000,
    grossProfit: 200,
    ebitda: 150,
    netProfit,
    eps: netProfit / 100,
    totalAssets: 5000,
    totalLiabilities: 2000,
    equity: 3000,
    dividendPerShare: 0,
  })

  it('has no table and no charts without years, and no headlines', () => {
    expect(toFinancialHighlights([], 'en')).toEqual({
      years: [],
      rows: expect.any(Array),
      charts: [],
      quarters: null,
    })
    expect(toFinancialHeadlines([], 'en')).toBeNull()
  })

  it('compares a year only with the year just before it', () => {
    const page = toFinancialHighlights([year(2020, 50), year(2022, 80)], 'en')
    const netProfit = page.rows.find((row) => row.key === 'netProfit')!
    expect(netProfit.values[1]!.change.kind).toBe('none')
  })

  it('calls a loss after a profit not meaningful as a percentage', () => {
    const page = toFinancialHighlights([year(2023, 50), year(2024, -20)], 'en')
    const netProfit = page.rows.find((row) => row.key === 'netProfit')!
    expect(netProfit.values[1]).toMatchObject({
      label: '-20',
      change: { kind: 'notMeaningful', direction: 'down', percentLabel: '' },
    })
  })

  it('headlines the latest year: revenue, net profit and EPS with their change', async () => {
    const headlines = toFinancialHeadlines(await getFinancialYears(), 'en')!
    expect(headlines.yearLabel).toBe('2025')
    expect(headlines.figures.map((figure) => [figure.key, figure.value.label])).toEqual([
      ['revenue', '151,860'],
      ['netProfit', '13,950'],
      ['eps', '1.74'],
    ])
    expect(headlines.figures[1]!.value.change).toMatchObject({
      direction: 'up',
      percentLabel: '10.0%',
    })
  })
})
