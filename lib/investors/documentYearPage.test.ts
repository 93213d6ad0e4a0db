/**
 * @jest-environment node
 */
import { getDocumentYearPage } from './documentYearPage'

// The document lists' pages over the bundled dataset: the list's own address shows every year
// (the latest first), a year's address that year, and any other selection is the page's 404.
describe('getDocumentYearPage', () => {
  it("the list's own address: every year, none chosen", async () => {
    const page = await getDocumentYearPage('financialStatements', undefined, 'en')
    expect(page?.selectedYear).toBeNull()
    expect(page?.years.length).toBeGreaterThan(1)
    expect(new Set(page?.documents.map((document) => document.category))).toEqual(
      new Set(['financial-statement']),
    )
  })

  it("a year's address: that year, with every year's documents for the browser", async () => {
    const all = await getDocumentYearPage('shareholdersMeeting', undefined, 'th')
    const older = Math.min(...all!.years)
    const page = await getDocumentYearPage('shareholdersMeeting', `year=${older}`, 'th')
    expect(page).toEqual({ ...all, selectedYear: older })
  })

  it('a year without documents, or a selection that is no year, is null (404)', async () => {
    expect(await getDocumentYearPage('report561', 'year=1999', 'en')).toBeNull()
    for (const selection of ['no-selection', 'year=abc', 'page=2', 'year=2025;page=2', '']) {
      expect(await getDocumentYearPage('report561', selection, 'en')).toBeNull()
    }
  })
})
