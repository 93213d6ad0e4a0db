/**
 * @jest-environment node
 */
import { getFinancialYears } from './financialHighlights'
import { getQuarterlyResults, toQuarterlyResults, type AnnouncedQuarter } from './quarterlyResults'

describe('quarterly results on the bundled dataset', () => {
  it('shows the latest five quarters, oldest first, the latest against the same quarter a year before', async () => {
    const results = await getQuarterlyResults('en')
    expect(results?.columns.map((column) => `Q${column.quarter} ${column.fiscalYear}`)).toEqual([
      'Q3 2025',
      'Q4 2025',
      'Q1 2026',
      'Q2 2026',
      'Q3 2026',
    ])
    expect(results?.comparedWith).toMatchObject({ fiscalYear: 2025, quarter: 3 })
    const revenue = results?.rows.find((row) => row.key === 'revenue')
    // The Q3 2026 results news: sales of THB 40,620 million, up 5.9% on Q3 2025's 38,360.
    expect(revenue?.labels.at(-1)).toBe('40,620')
    expect(revenue?.labels[0]).toBe('38,360')
    expect(revenue?.change).toMatchObject({
      kind: 'percent',
      direction: 'up',
      percentLabel: '5.9%',
    })
  })

  it('are the quarters the financial years add up from', async () => {
    const [years, results] = await Promise.all([getFinancialYears(), getQuarterlyResults('en')])
    const year2025 = years.find((year) => year.fiscalYear === 2025)!
    // Q3 and Q4 2025 are among the five shown; the year is more than their sum.
    const shown2025 = results!.rows
      .find((row) => row.key === 'revenue')!
      .labels.slice(0, 2)
      .reduce((sum, label) => sum + Number(label.replace(/,/g, '')), 0)
    expect(year2025.revenue).toBeGreaterThan(shown2025)
  })

  it('writes Thai years in the Buddhist era', async () => {
    const results = await getQuarterlyResults('th')
    expect(results?.columns.at(-1)?.yearLabel).toBe('2569')
  })
})

describe('toQuarterlyResults', () => {
  const quarter = (fiscalYear: number, q: 1 | 2 | 3 | 4, revenue: number): AnnouncedQuarter => ({
    _id: `financialQuarter-${fiscalYear}-q${q}`,
    fiscalYear,
    quarter: q,
    revenue,
    grossProfit: revenue / 5,
    ebitda: revenue / 8,
    netProfit: revenue / 10,
  })

  it('is null without quarters', () => {
    expect(toQuarterlyResults([], 'en')).toBeNull()
  })

  it('shows no change when the same quarter a year before is missing', () => {
    const results = toQuarterlyResults([quarter(2026, 2, 120), quarter(2026, 1, 100)], 'en')
    expect(results?.comparedWith).toBeNull()
    expect(results?.rows[0]?.change.kind).toBe('none')
    expect(results?.rows[0]?.labels).toEqual(['100', '120'])
  })
})
