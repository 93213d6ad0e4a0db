/** @jest-environment node */
import { formatDecimal, formatYear } from '@/lib/i18n/format'
import { financialYears } from '../content/financialYears'
import { investorDocuments } from '../content/investorDocuments'
import { pages as contentPages } from '../content/pages'
import { siteSettings } from '../content/settings'
import { fileNameOf, pageCountOf, renderInvestorPdf, type InvestorPdfSpec } from '.'
import { breakUnits, createPdf } from './layout'
import { logoShapes } from './logo'
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
  { id: 'investorDocument-sustainability-report-2025', revenue: null },
  { id: 'investorDocument-board-charter', revenue: null },
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
    expect(pdf.length).toBeLessThan(250_000)
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

/** The entries of a table of contents read back: `Title ........ 12` → title and page. */
function contentsOf(pages: string[]): { title: string; page: number }[] {
  return pages
    .filter((text) => /^(สารบัญ|Contents)$/m.test(text))
    .flatMap((text) => text.split('\n'))
    .flatMap((line) => {
      const match = /^(.*?)\s*\.{3,}\s*(\d+)$/.exec(line)
      return match ? [{ title: match[1]!.trim(), page: Number(match[2]) }] : []
    })
}

/**
 * Whether a heading stands on the page: alone on a line, or on two or three lines in a row (a
 * heading wraps at its own size; the contents list it on one line). Spaces are compared apart:
 * a line ends where a space was.
 */
function hasHeading(page: string, title: string): boolean {
  const squeeze = (text: string) => text.replace(/\s+/g, '')
  const lines = page.split('\n').map(squeeze)
  const wanted = squeeze(title)
  return lines.some((_, index) =>
    [1, 2, 3].some((count) => lines.slice(index, index + count).join('') === wanted),
  )
}

describe.each(LANGS)('the One Report 2025 in %s', (lang) => {
  it('has the parts of Form 56-1 over at least 30 pages, in the brand’s red', async () => {
    const pdf = await render('investorDocument-one-report-2025', lang)
    const pages = readPages(pdf)
    expect(pages.length).toBeGreaterThanOrEqual(30)
    const all = pages.join('\n')
    const parts =
      lang === 'th'
        ? ['ส่วนที่ 1', 'ส่วนที่ 2', 'ส่วนที่ 3', 'การบริหารจัดการความเสี่ยง', 'การควบคุมภายใน']
        : [
            'Part 1 Business and performance',
            'Part 2 Corporate governance',
            'Part 3 Financial statements',
            'Risk management',
            "Management's discussion and analysis",
            'Meeting attendance',
            'Internal control',
            'Related-party transactions',
            "Independent auditor's report",
            'Notes to the consolidated financial statements',
          ]
    for (const part of parts) expect(all.toUpperCase()).toContain(part.toUpperCase())
    // The brand's red (shared/colors brand.600) fills the header band; the old green is gone.
    const streams = [...readObjects(pdf).values()].map((object) =>
      object.stream?.toString('latin1'),
    )
    const content = streams.join('')
    expect(content).toMatch(/0\.6901\d* 0\.1647\d* 0\.1176\d* scn/)
    expect(content).not.toMatch(/0\.1098\d* 0\.3686\d* 0\.2392\d* scn/)
  })

  it('lists its chapters in a table of contents whose page numbers are the headings’ pages', async () => {
    const pages = readPages(await render('investorDocument-one-report-2025', lang))
    const entries = contentsOf(pages)
    expect(entries.length).toBeGreaterThanOrEqual(20)
    for (const { title, page } of entries) {
      expect({ title, page, found: hasHeading(pages[page - 1] ?? '', title) }).toEqual({
        title,
        page,
        found: true,
      })
    }
  })
})

describe('the One Report 2025’s attachment 1', () => {
  const spec = specOf('investorDocument-one-report-2025', 'en')
  const board = spec.kind === 'one-report' ? spec.board : []

  it('profiles every director as the form asks, from the people’s content', () => {
    expect(board.length).toBeGreaterThanOrEqual(9)
    for (const member of board) {
      expect(member.profile).toMatchObject({
        age: expect.any(Number),
        familyRelationship: { th: expect.any(String), en: expect.any(String) },
      })
      expect(member.profile!.age).toBeGreaterThan(30)
      expect(member.profile!.training.length).toBeGreaterThan(0)
      expect(
        member.profile!.committees.length + member.profile!.otherPositions.length,
      ).toBeGreaterThan(0)
    }
  })

  it.each(LANGS)(
    'prints each director’s age, first appointment and IOD training in %s',
    async (lang) => {
      const all = readPages(await render('investorDocument-one-report-2025', lang))
        .join('\n')
        .replace(/\u0E33\u0E32/g, '\u0E33')
      const age = lang === 'th' ? 'อายุ (ปี)' : 'Age (years)'
      for (const member of board) {
        expect(all).toContain(`${age}${member.profile!.age}`)
        expect(all).toContain(member.profile!.training[0]!.split(' (')[0]!)
      }
    },
  )
})

describe('the long documents', () => {
  const long = investorDocuments.filter(
    (document) => document.category === 'sustainability-report' || document.id.endsWith('charter'),
  )

  it.each(long.map((document) => document.id))(
    '%s: a table of contents that matches its pages, where it has one, in th and en',
    async (id) => {
      for (const lang of LANGS) {
        const pages = readPages(await render(id, lang))
        for (const { title, page } of contentsOf(pages)) {
          expect({ title, page, found: hasHeading(pages[page - 1] ?? '', title) }).toEqual({
            title,
            page,
            found: true,
          })
        }
      }
    },
  )

  it('carry the company’s mark, drawn from the header’s component', () => {
    const shapes = logoShapes()
    expect(shapes.map((shape) => shape.tag)).toEqual(['rect', 'circle', 'path', 'path'])
    expect(shapes[0]!.attributes.fill).toBe('#b02a1e')
  })
})

describe('the sustainability report and the governance documents', () => {
  const GOVERNANCE = [
    'board-charter',
    'audit-committee-charter',
    'nomination-remuneration-committee-charter',
    'risk-management-committee-charter',
    'code-of-conduct',
    'anti-corruption-policy',
    'whistleblowing-policy',
  ]

  it('exist in Thai and in English, each with its own file', () => {
    const ids = [
      'investorDocument-sustainability-report-2025',
      ...GOVERNANCE.map((slug) => `investorDocument-${slug}`),
    ]
    for (const id of ids) {
      const document = investorDocuments.find((each) => each.id === id)
      expect(document?.file.th.lang).toBe('th')
      expect(document?.file.en.lang).toBe('en')
      expect(fileNameOf(document!.file.th)).not.toBe(fileNameOf(document!.file.en))
    }
  })

  it('are offered on their pages: the report on sustainability, the charters on governance', () => {
    const categoryOf = (slug: string) =>
      investorDocuments.find((each) => each.id === `investorDocument-${slug}`)?.category
    expect(categoryOf('sustainability-report-2025')).toBe('sustainability-report')
    for (const slug of GOVERNANCE) expect(categoryOf(slug)).toBe('governance-policy')
    // The pages exist at the paths whose routes list those categories.
    const paths = contentPages.map((page) => page.path)
    expect(paths).toEqual(
      expect.arrayContaining(['/governance', '/sustainability/sustainability-development']),
    )
  })

  it('the report states the figures its news announces', async () => {
    const all = readPages(await render('investorDocument-sustainability-report-2025', 'en')).join(
      '\n',
    )
    for (const figure of ['18%', '27%', '85%', '30%', '420,168', '512,400']) {
      expect(all).toContain(figure)
    }
  })
})
