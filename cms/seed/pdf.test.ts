/** @jest-environment node */
import { renderPdf } from './pdf'

const spec = { title: 'Q1 2025 financial statements', company: 'Test Farm Foods PCL', pages: 3 }

/** The objects the cross-reference table points at, read back the way a PDF reader does. */
function readXref(pdf: Buffer) {
  const text = pdf.toString('latin1')
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1])
  expect(text.slice(startxref, startxref + 4)).toBe('xref')
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count))
  return { text, first: Number(first), entries }
}

describe('renderPdf', () => {
  const pdf = renderPdf(spec)
  const text = pdf.toString('latin1')

  it('is a PDF: header, cross-reference table, trailer and end marker', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text).toMatch(/\nxref\n0 \d+\n0000000000 65535 f \n/)
    expect(text).toMatch(/trailer\n<< \/Size \d+ \/Root 1 0 R \/Info 5 0 R >>/)
    expect(text.endsWith('%%EOF\n')).toBe(true)
  })

  it('has one page object per requested page', () => {
    expect(text.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(3)
    expect(text).toContain('/Count 3')
    expect(renderPdf({ ...spec, pages: 1 }).toString('latin1')).toContain('/Count 1')
  })

  it('points every cross-reference entry at its object', () => {
    const { entries } = readXref(pdf)
    entries.slice(1).forEach((entry, index) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/)
      const offset = Number(entry.slice(0, 10))
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true)
    })
  })

  it('declares the true length of every content stream', () => {
    for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index! + match[0].length
      expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe(
        '\nendstream',
      )
    }
  })

  it('prints the title, the company and the sample-content notice', () => {
    expect(text).toContain('(Q1 2025 financial statements)')
    expect(text).toContain('(Test Farm Foods PCL)')
    expect(text).toContain('Sample content')
    expect(text).toContain('(Page 3 of 3)')
  })

  it('escapes parentheses and writes typographic characters in WinAnsi', () => {
    const escaped = renderPdf({ ...spec, title: 'Notice (AGM) – 2025', pages: 1 }).toString(
      'latin1',
    )
    expect(escaped).toContain('(Notice \\(AGM\\) \\226 2025)')
  })

  it('gives the same bytes for the same input', () => {
    expect(renderPdf(spec).equals(pdf)).toBe(true)
  })

  it('refuses a page count that is not a positive integer', () => {
    expect(() => renderPdf({ ...spec, pages: 0 })).toThrow()
    expect(() => renderPdf({ ...spec, pages: 1.5 })).toThrow()
  })
})
