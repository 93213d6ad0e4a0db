/**
 * @jest-environment node
 */
import {
  getDividendPage,
  getInvestorDocuments,
  getInvestorOverview,
  getShareholdingPage,
} from './investors'

// The investor loaders over the bundled dataset: what the six investor pages rely on, with
// every date, number and amount formatted for the page's language (`…Label`), so the browser
// never formats them again.
const THAI = /[\u0E00-\u0E7F]/
// Intl puts a no-break space between a currency code and the amount.
const NBSP = '\u00a0'

describe('investor loaders on the bundled dataset', () => {
  it('overview: editor-set key figures, the calendar from a day on, latest papers, top holders', async () => {
    const overview = await getInvestorOverview('en', '2026-11-21')
    expect(overview.page).toMatchObject({ path: '/investors', title: 'Information for investors' })
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

  it('overview: labels in English, raw values beside them', async () => {
    const overview = await getInvestorOverview('en', '2026-11-21')
    expect(overview.latestDividend).toMatchObject({
      fiscalYear: 2026,
      fiscalYearLabel: '2026',
      amountPerShare: 0.45,
      amountPerShareLabel: `THB${NBSP}0.45`,
      xdDate: '2026-08-26',
      xdDateLabel: 'Aug 26, 2026',
      recordDateLabel: 'Aug 27, 2026',
      paymentDate: '2026-09-11',
      paymentDateLabel: 'Sep 11, 2026',
    })
    expect(overview.events[0]).toMatchObject({ date: '2026-11-26', dateLabel: 'Nov 26, 2026' })
    // The AGM's date is set large, in the long style.
    expect(overview.agm).toMatchObject({ date: '2027-04-23', dateLabel: 'April 23, 2027' })
    const latest = overview.latestDocuments[0]!
    expect(latest).toMatchObject({ publishedAt: '2026-11-12', publishedAtLabel: 'Nov 12, 2026' })
    // The English page links the English PDF: no fallback marker, its size in English.
    expect(latest.fileLang).toBeUndefined()
    expect(latest.file.filename).toMatch(/-en\.pdf$/)
    expect(latest.file.sizeLabel).toBe(`${(latest.file.size / 1024).toFixed(1)} kB`)
    expect(overview.topShareholders[0]).toMatchObject({
      percentageLabel: '31.00%',
      sharesLabel: '2,480,000,000',
    })
    expect(overview.topShareholdersAsOfLabel).toBe('March 15, 2026')
  })

  it('overview: labels in Thai count years in the Buddhist era', async () => {
    const overview = await getInvestorOverview('th', '2026-11-21')
    expect(overview.latestDividend).toMatchObject({
      fiscalYearLabel: '2569',
      amountPerShareLabel: '฿0.45',
      xdDateLabel: '26 ส.ค. 2569',
      recordDateLabel: '27 ส.ค. 2569',
      paymentDateLabel: '11 ก.ย. 2569',
    })
    expect(overview.events[0]!.dateLabel).toBe('26 พ.ย. 2569')
    expect(overview.agm!.dateLabel).toBe('23 เมษายน 2570')
    expect(overview.latestDocuments[0]!.publishedAtLabel).toBe('12 พ.ย. 2569')
    expect(overview.topShareholders[0]!.percentageLabel).toBe('31.00%')
    expect(overview.topShareholdersAsOfLabel).toBe('15 มีนาคม 2569')
  })

  it('overview: the last AGM when no later one is announced, in Thai', async () => {
    const overview = await getInvestorOverview('th', '2027-12-01')
    expect(overview.events).toEqual([])
    expect(overview.agm?.date).toBe('2027-04-23')
    expect(overview.agm?.dateLabel).toBe('23 เมษายน 2570')
    expect(overview.agm?.title).toMatch(THAI)
    expect(overview.page?.title).toBe('ข้อมูลสำหรับนักลงทุน')
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

  it('documents: a label for every year (the browser switches years without a reload)', async () => {
    const th = await getInvestorDocuments(['financial-statement'], 'th')
    expect(th.yearLabels).toEqual({ 2026: '2569', 2025: '2568', 2024: '2567', 2023: '2566' })
    // Labels survive the trip through JSON (getStaticProps), looked up by the Gregorian year.
    const props = JSON.parse(JSON.stringify(th)) as typeof th
    expect(props.years.map((year) => props.yearLabels[year])).toEqual([
      '2569',
      '2568',
      '2567',
      '2566',
    ])
    expect(th.documents[0]).toMatchObject({
      year: 2026,
      publishedAt: '2026-11-12',
      publishedAtLabel: '12 พ.ย. 2569',
    })
    // The Thai page links the Thai PDF.
    expect(th.documents[0]!.fileLang).toBeUndefined()
    expect(th.documents[0]!.file.filename).toMatch(/-th\.pdf$/)
    for (const document of th.documents) {
      expect(document.publishedAtLabel).toMatch(/^\d{1,2} \S+ 25\d\d$/)
      expect(document.file.sizeLabel).toMatch(/\d/)
    }

    const en = await getInvestorDocuments(['financial-statement'], 'en')
    expect(en.yearLabels).toEqual({ 2026: '2026', 2025: '2025', 2024: '2024', 2023: '2023' })
    expect(en.documents[0]!.publishedAtLabel).toBe('Nov 12, 2026')
    // A list of one year still labels every year, for the select.
    const ofYear = await getInvestorDocuments(['financial-statement'], 'th', 2024)
    expect(Object.keys(ofYear.yearLabels)).toHaveLength(4)
  })

  it('dividends: newest first, with amounts and their three dates', async () => {
    const { dividends } = await getDividendPage('en')
    expect(dividends.length).toBeGreaterThanOrEqual(10)
    const xd = dividends.map((dividend) => dividend.xdDate)
    expect(xd).toEqual([...xd].sort().reverse())
    for (const dividend of dividends) {
      expect(dividend.amountPerShare).toBeGreaterThan(0)
      expect(dividend.recordDate > dividend.xdDate).toBe(true)
      expect(dividend.paymentDate > dividend.recordDate).toBe(true)
    }
  })

  it('dividends: the year, amount and dates as each language shows them', async () => {
    const en = await getDividendPage('en')
    expect(en.dividends[1]).toMatchObject({
      _id: 'dividend-2025-annual',
      fiscalYear: 2025,
      fiscalYearLabel: '2025',
      amountPerShareLabel: `THB${NBSP}0.65`,
      xdDateLabel: 'May 6, 2026',
      recordDateLabel: 'May 7, 2026',
      paymentDateLabel: 'May 22, 2026',
    })
    const th = await getDividendPage('th')
    expect(th.dividends[0]).toMatchObject({
      fiscalYear: 2026,
      fiscalYearLabel: '2569',
      amountPerShare: 0.45,
      amountPerShareLabel: '฿0.45',
      paymentDate: '2026-09-11',
      paymentDateLabel: '11 ก.ย. 2569',
    })
    // At least two decimals: 0.4 is ฿0.40.
    expect(th.dividends[2]).toMatchObject({ amountPerShare: 0.4, amountPerShareLabel: '฿0.40' })
    for (const dividend of th.dividends) {
      expect(dividend.fiscalYearLabel).toBe(String(dividend.fiscalYear + 543))
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

  it('shareholding: the figures, the totals and the chart as each language shows them', async () => {
    const th = await getShareholdingPage('th')
    expect(th.asOfLabel).toBe('15 มีนาคม 2569')
    expect(th.shareholders[1]).toMatchObject({
      shares: 760_000_000,
      sharesLabel: '760,000,000',
      percentage: 9.5,
      percentageLabel: '9.50%',
    })
    expect(th.total).toEqual({
      countLabel: '11',
      sharesLabel: '4,896,457,800',
      percentageLabel: '61.22%',
    })
    // The chart keeps its numbers (the ring's geometry) beside the labels.
    expect(th.slices.map((slice) => [slice.kind, slice.percentage, slice.percentageLabel])).toEqual(
      [
        ['holder', 31, '31.00%'],
        ['holder', 9.5, '9.50%'],
        ['holder', 7.66, '7.66%'],
        ['holder', 3.7, '3.70%'],
        ['holder', 2.1, '2.10%'],
        ['otherMajor', 7.26, '7.26%'],
        ['rest', 38.78, '38.78%'],
      ],
    )
    expect(th.slices[5]).toMatchObject({ kind: 'otherMajor', count: 6, countLabel: '6' })
    expect(th.slices[0]).toMatchObject({ name: th.shareholders[0]!.name })

    const en = await getShareholdingPage('en')
    expect(en.asOf).toBe('2026-03-15')
    expect(en.asOfLabel).toBe('March 15, 2026')
    expect(en.total.percentageLabel).toBe('61.22%')
  })
})
