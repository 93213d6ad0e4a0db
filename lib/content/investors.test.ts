/**
 * @jest-environment node
 */
import {
  getDividendPage,
  getInvestorDocuments,
  getInvestorOverview,
  getShareholdingPage,
} from './investors'

// The investor loaders over the bundled dataset: what the six investor pages rely on.
const THAI = /[\u0E00-\u0E7F]/

describe('investor loaders on the bundled dataset', () => {
  it('overview: editor-set key figures, the calendar from a day on, latest papers, top holders', async () => {
    const overview = await getInvestorOverview('en', '2026-11-21')
    expect(overview.page).toMatchObject({ path: '/investors', title: 'Investor relations' })
    const figures = overview.page!.sections.find((section) => section._type === 'statsSection')
    expect(figures?.items?.map((item) => item.value)).toContain('151,860')
    expect(overview.page!.seo?.description).toMatch(/\S/)

    expect(overview.events.length).toBeGreaterThan(0)
    expect(overview.events.every((event) => event.date >= '2026-11-21')).toBe(true)
    const dates = overview.events.map((event) => event.date)
    expect(dates).toEqual([...dates].sort())
    // The next AGM, not the one held in April 2026.
    expect(overview.agm).toMatchObject({ type: 'agm', date: '2027-04-23' })
    expect(overview.latestDividend).toMatchObject({ fiscalYear: 2026, type: 'interim' })

    expect(overview.latestDocuments).toHaveLength(5)
    const published = overview.latestDocuments.map((document) => document.publishedAt)
    expect(published).toEqual([...published].sort().reverse())
    expect(overview.topShareholders).toHaveLength(5)
    expect(overview.topShareholders[0]).toMatchObject({ percentage: 31, asOf: '2026-03-15' })
  })

  it('overview: the last AGM when no later one is announced, in Thai', async () => {
    const overview = await getInvestorOverview('th', '2027-12-01')
    expect(overview.events).toEqual([])
    expect(overview.agm?.date).toBe('2027-04-23')
    expect(overview.agm?.title).toMatch(THAI)
    expect(overview.page?.title).toBe('นักลงทุนสัมพันธ์')
  })

  it('documents: every year of a category, with downloadable files, newest first', async () => {
    const statements = await getInvestorDocuments(['financial-statement'], 'th')
    expect(statements.years).toEqual([2026, 2025, 2024, 2023])
    expect(statements.documents).toHaveLength(15)
    for (const document of statements.documents) {
      expect(document.title).toMatch(THAI)
      expect(document.file.url).toMatch(/^\/api\/cms-file\/[0-9a-f]+\.pdf$/)
      expect(document.file.size).toBeGreaterThan(0)
      expect(document.quarter).toEqual(expect.any(Number))
    }
    const keys = statements.documents.map((d) => d.year * 10 + d.quarter!)
    expect(keys).toEqual([...keys].sort((a, b) => b - a))

    const meetings = await getInvestorDocuments(
      ['meeting-notice', 'meeting-minutes', 'meeting-form'],
      'en',
    )
    expect(new Set(meetings.documents.map((d) => d.category)).size).toBe(3)
    expect(meetings.years).toEqual([2025, 2024, 2023])

    const reports = await getInvestorDocuments(['one-report'], 'en')
    expect(reports.documents.map((d) => d.year)).toEqual(reports.years)
    expect(reports.documents[0]!.title).toMatch(/One Report 2025/)
  })

  it('dividends: newest first, with amounts and their three dates', async () => {
    const { dividends } = await getDividendPage()
    expect(dividends.length).toBeGreaterThanOrEqual(10)
    const xd = dividends.map((dividend) => dividend.xdDate)
    expect(xd).toEqual([...xd].sort().reverse())
    for (const dividend of dividends) {
      expect(dividend.amountPerShare).toBeGreaterThan(0)
      expect(dividend.recordDate > dividend.xdDate).toBe(true)
      expect(dividend.paymentDate > dividend.recordDate).toBe(true)
    }
  })

  it('shareholding: every major holder in order, and the register date', async () => {
    const { shareholders, asOf } = await getShareholdingPage('th')
    expect(shareholders).toHaveLength(11)
    expect(asOf).toBe('2026-03-15')
    expect(shareholders[0]!.name).toMatch(THAI)
    const percentages = shareholders.map((holder) => holder.percentage)
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a))
  })
})
