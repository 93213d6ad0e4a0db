/** @jest-environment node */
import { formatDecimal, formatYear } from '@/lib/i18n/format'
import { financialYears } from '../content/financialYears'
import { investorDocuments } from '../content/investorDocuments'
import { siteSettings } from '../content/settings'
import { pageCountOf, renderInvestorPdf, type InvestorPdfSpec } from '.'
import { breakUnits, createPdf } from './layout'
import { readObjects, readPages } from './readPdf'

const LANGS = ['th', 'en'] as const
const revenueOf = (year: number) =>
  financialYears.find((figures) => figures.fiscalYear === year)!.revenue

/** One document of each kind, with the year whose revenue it shows. */
const SAMPLES = [
  { id: 'investorDocument-fs-2025-q2', revenue: 37_420 },
  { id: 'investorDocument-fs-2024-q4', revenue: revenueOf(2024) },
  { id: 'investorDocument-one-report-2025', revenue: revenueOf(2025) },
  { id: 'investorDocument-meeting-notice-2024', revenue: revenueOf(2024) },
  { id: 'investorDocument-meeting-minutes-2025', revenue: revenueOf(2025) },
  { id: 'investorDocument-meeting-form-2025', revenue: null },
] as const

const specOf = (id: string, lang: 'th' | 'en'): InvestorPdfSpec =>
  investorDocuments.find((document) => document.id === id)!.file[lang]

const rendered = new Map<string, Promise<Buffer>>()
function render(id: string, lang: 'th' | 'en') {
  const key = `${id} ${lang}`
  if (!rendered.has(key)) rendered.set(key, renderInvestorPdf(specOf(id, lang)))
  return rendered.get(key)!
}

// Thai letters (any run of them): pdfkit's ToUnicode map reads sara am back as two letters.
const THAI = /[\u0E01-\u0E2E]{3,}/

describe.each(SAMPLES)('the $id PDF', ({ id, revenue }) => {
  it.each(LANGS)(
    'in %s: the planned pages, each "Page n of N", the site’s figures',
    async (lang) => {
      const pdf = await render(id, lang)
      const pages = readPages(pdf)
      const count = pageCountOf(specOf(id, lang))
      expect(count).toBeGreaterThanOrEqual(3)
      expect(pages).toHaveLength(count)
      pages.forEach((text, index) => {
        const label =
          lang === 'th' ? `หน้า ${index + 1} จาก ${count}` : `Page ${index + 1} of ${count}`
        expect(text).toContain(label)
        expect(text).toContain(siteSettings[0]!.stockSymbol)
      })
      const all = pages.join('\n')
      if (revenue !== null) expect(all).toContain(formatDecimal(revenue, lang, 0, 2))
      if (lang === 'th') {
        expect(all).toMatch(THAI)
        expect(all).not.toMatch(/Page \d/)
      } else {
        expect(all).not.toMatch(/[\u0E00-\u0E7F]/)
        expect(all).toContain(siteSettings[0]!.legalName!.en)
      }
    },
  )

  it.each(LANGS)('in %s: the same bytes when drawn again', async (lang) => {
    const again = await renderInvestorPdf(specOf(id, lang))
    expect(again.equals(await render(id, lang))).toBe(true)
  })
})

describe('investor PDFs as files', () => {
  it('date themselves by their publication, so the trailer’s /ID is the same each time', async () => {
    const spec = specOf('investorDocument-fs-2025-q2', 'en')
    const text = (await render('investorDocument-fs-2025-q2', 'en')).toString('latin1')
    expect(text).toContain(`(D:${spec.publishedAt.replaceAll('-', '')}000000Z)`)
    expect(text).toMatch(/\/ID \[<[0-9a-f]{32}> <[0-9a-f]{32}>\]/)
  })

  it('embed compressed font subsets, and Thai years in the Buddhist era on Thai pages', async () => {
    const pdf = await render('investorDocument-one-report-2025', 'th')
    const objects = [...readObjects(pdf).values()]
    const fonts = objects.filter((object) => object.dictionary.includes('/FontFile2'))
    expect(fonts.length).toBeGreaterThanOrEqual(2)
    for (const font of fonts) expect(font.dictionary).toMatch(/\/FontName \/[A-Z]{6}\+/)
    const pageStreams = objects.filter((object) => /\/Length \d+/.test(object.dictionary))
    for (const stream of pageStreams) expect(stream.dictionary).toContain('/FlateDecode')
    expect(pdf.length).toBeLessThan(80_000)
    expect(readPages(pdf).join('\n')).toContain(formatYear(2025, 'th'))
  })

  it('are larger than the stubs they replace and name the document in their info', async () => {
    const pdf = await render('investorDocument-meeting-notice-2024', 'en')
    expect(pdf.length).toBeGreaterThan(12_000)
    expect(pdf.toString('latin1')).toContain('/Lang (en-US)')
  })
})

describe('breakUnits', () => {
  it('ends lines between Thai words, never after "(" or inside "56-1"', () => {
    expect(breakUnits('กำไรสุทธิ (EBITDA)', 'th')).toEqual(['กำไร', 'สุทธิ', ' ', '(EBITDA)'])
    expect(breakUnits('One Report (Form 56-1) sets out.', 'en')).toEqual([
      'One',
      ' ',
      'Report',
      ' ',
      '(Form',
      ' ',
      '56-1)',
      ' ',
      'sets',
      ' ',
      'out.',
    ])
  })
})

describe('createPdf', () => {
  it('refuses content that does not fit its page', () => {
    const pdf = createPdf({
      lang: 'en',
      title: 'Test',
      author: 'Test',
      subject: 'Test',
      date: '2025-01-01',
      header: { left: 'Test', right: 'Test' },
      footer: 'Test',
      pageLabel: (page, pages) => `Page ${page} of ${pages}`,
    })
    pdf.page()
    expect(() => {
      for (let line = 0; line < 100; line++) pdf.paragraph(`Line ${line}`)
    }).toThrow(/overflows/)
  })
})
