import type { InvestorDocument } from './investors'
import {
  MEETING_CATEGORIES,
  documentsOfYear,
  fileTypeLabel,
  groupByCategory,
  groupByQuarter,
  selectYear,
  sortedYears,
} from './documents'

function doc(
  id: string,
  year: number,
  category: InvestorDocument['category'],
  quarter: InvestorDocument['quarter'] = null,
): InvestorDocument {
  return {
    _id: id,
    title: id,
    category,
    year,
    quarter,
    publishedAt: `${year}-06-01`,
    publishedAtLabel: `Jun 1, ${year}`,
    file: {
      url: `/api/cms-file/${id}.pdf`,
      size: 1000,
      sizeLabel: '1,000 byte',
      mimeType: 'application/pdf',
      filename: `${id}.pdf`,
    },
  }
}

describe('selectYear', () => {
  const years = [2024, 2026, 2025]

  it('shows the latest year when the URL names none', () => {
    expect(selectYear(undefined, years)).toEqual({ year: 2026, isInvalid: false })
    expect(selectYear('', years)).toEqual({ year: 2026, isInvalid: false })
  })

  it('shows a year of the list the URL names (Gregorian)', () => {
    expect(selectYear('2024', years)).toEqual({ year: 2024, isInvalid: false })
  })

  it('falls back to the latest year, flagged, for anything else', () => {
    for (const raw of ['2019', '2568', 'abc', '2025x', ' 2025', '2025.0', ['2024', '2025']]) {
      expect(selectYear(raw, years)).toEqual({ year: 2026, isInvalid: true })
    }
  })

  it('has no year without documents', () => {
    expect(selectYear(undefined, [])).toEqual({ year: null, isInvalid: false })
    expect(selectYear('2025', [])).toEqual({ year: null, isInvalid: true })
  })
})

describe('document lists', () => {
  const documents = [
    doc('fs-2025-q1', 2025, 'financial-statement', 1),
    doc('fs-2025-q4', 2025, 'financial-statement', 4),
    doc('fs-2025-annual', 2025, 'financial-statement'),
    doc('fs-2025-q2', 2025, 'financial-statement', 2),
    doc('fs-2024-q1', 2024, 'financial-statement', 1),
    doc('minutes-2025', 2025, 'meeting-minutes'),
    doc('notice-2025', 2025, 'meeting-notice'),
  ]

  it('sorts years newest first, each once', () => {
    expect(sortedYears([2024, 2026, 2024, 2025])).toEqual([2026, 2025, 2024])
  })

  it('keeps the documents of one year', () => {
    expect(documentsOfYear(documents, 2024).map((d) => d._id)).toEqual(['fs-2024-q1'])
    expect(documentsOfYear(documents, null)).toEqual([])
  })

  it('groups statements by quarter, the whole year first, then the latest quarter', () => {
    const statements = documentsOfYear(documents, 2025).filter(
      (d) => d.category === 'financial-statement',
    )
    expect(
      groupByQuarter(statements).map(({ quarter, documents: items }) => [
        quarter,
        items.map((d) => d._id),
      ]),
    ).toEqual([
      [null, ['fs-2025-annual']],
      [4, ['fs-2025-q4']],
      [2, ['fs-2025-q2']],
      [1, ['fs-2025-q1']],
    ])
  })

  it('groups meeting papers in the order a shareholder needs them, leaving out empty ones', () => {
    const groups = groupByCategory(documentsOfYear(documents, 2025), MEETING_CATEGORIES)
    expect(groups.map((group) => group.category)).toEqual(['meeting-notice', 'meeting-minutes'])
    expect(groups[0]!.documents.map((d) => d._id)).toEqual(['notice-2025'])
  })

  it('names the file type from the file name, else the MIME type', () => {
    expect(fileTypeLabel({ filename: 'one-report-2025.pdf', mimeType: 'application/pdf' })).toBe(
      'PDF',
    )
    expect(fileTypeLabel({ filename: 'data.xlsx', mimeType: null })).toBe('XLSX')
    expect(fileTypeLabel({ filename: null, mimeType: 'application/pdf' })).toBe('PDF')
    expect(fileTypeLabel({ filename: 'no-extension', mimeType: null })).toBe('')
  })
})
