/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { readObjects, readPages } from '@/cms/seed/pdf/readPdf'
import { fetchContent } from '@/lib/content/fetchContent'
import { pressKitQuery } from '@/cms/queries/pressKit'
import { getCreditsPage } from '@/lib/credits/getCreditsPage'
import type { Lang } from '@/lib/i18n/lang'
import { getFinancialHighlightsPage } from '@/lib/investors/financialHighlights'
import { getDividendPage, getShareholdingPage } from '@/lib/investors/investors'
import { readAsset } from './assetBytes'
import { buildPressKit, zipName, type BuiltPressKit } from './buildPressKit'
import { getPressKitContent, type PressKitContent } from './pressKitContent'
import { LOGO_PNG_WIDTH } from './logoPng'
import { readZip } from './testing'
import type { PressKitFile } from './types'

const DATASET = path.join(process.cwd(), 'cms', 'dataset')
const THAI = /[\u0E00-\u0E7F]/
// Text as read back from a PDF and as a label is written, compared alike: one kind of space, and
// sara am as one letter (its two glyphs read back as ำ and า).
const plain = (text: string) => text.replace(/\s+/g, ' ').replace(/ำา/g, 'ำ')

/** A dataset file behind an embedded asset URL, read straight from the folder. */
const datasetBytes = (url: string) =>
  readFileSync(
    path.join(DATASET, url.includes('/cms-image/') ? 'images' : 'files', path.basename(url)),
  )

// Bytes compared by their hash: jest's deep equality walks a Buffer byte by byte.
const hash = (bytes: Buffer | undefined) =>
  bytes && createHash('sha256').update(bytes).digest('hex')

const contents = new Map<Lang, PressKitContent>()
const kits = new Map<Lang, BuiltPressKit>()

beforeAll(async () => {
  for (const lang of ['th', 'en'] as const) {
    const content = await getPressKitContent(lang)
    contents.set(lang, content)
    kits.set(lang, await buildPressKit(content, `revision-${lang}`, readAsset))
  }
}, 120_000)

const kitOf = (lang: Lang) => kits.get(lang)!
const filesOf = (lang: Lang, section: string): PressKitFile[] =>
  kitOf(lang).kit.sections.find((each) => each.key === section)?.files ?? []
const bytesOf = (lang: Lang, name: string) => kitOf(lang).files.get(name)!

describe('buildPressKit on the bundled dataset', () => {
  it('offers the company mark and every brand mark as SVG and as PNGs on light and dark', async () => {
    const { brands } = await fetchContent(pressKitQuery, { lang: 'en' })
    expect(brands.length).toBeGreaterThan(0)
    const names = filesOf('en', 'logos').map((file) => file.name)
    const bases = ['company-logo', ...brands.map((brand) => `brand-${brand.slug}-logo`)]
    expect(names).toEqual(
      bases.flatMap((base) => [`${base}.svg`, `${base}-light.png`, `${base}-dark.png`]),
    )
  })

  it("draws the company mark from the header's LogoMark, with the tokens' colours", () => {
    const svg = bytesOf('en', 'company-logo.svg').toString('utf8')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).not.toContain('var(')
    expect(svg).toContain('fill="#b02a1e"')
    expect(svg).toContain('viewBox="0 0 40 40"')
  })

  it("gives each brand's SVG as the content holds it: its logoVector file, byte for byte", async () => {
    const { brands } = await fetchContent(pressKitQuery, { lang: 'en' })
    for (const brand of brands) {
      expect(hash(bytesOf('en', `brand-${brand.slug}-logo.svg`))).toBe(
        hash(datasetBytes(brand.vector!.url!)),
      )
    }
  })

  it('renders PNGs 2000 px wide from the SVG, on a light and on a dark background', async () => {
    const logos = filesOf('en', 'logos').filter((file) => file.format === 'PNG')
    for (const file of logos) {
      const meta = await sharp(bytesOf('en', file.name)).metadata()
      expect(meta).toMatchObject({ format: 'png', width: LOGO_PNG_WIDTH, height: file.height })
      expect(file.width).toBe(LOGO_PNG_WIDTH)
    }
    // The corner is clear space: the background's colour.
    const corner = async (name: string) => {
      const { data } = await sharp(bytesOf('en', name))
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true })
      return [...data.subarray(0, 3)]
    }
    expect(await corner('company-logo-light.png')).toEqual([255, 255, 255])
    expect(await corner('company-logo-dark.png')).toEqual([0x1a, 0x1a, 0x17])
  })

  it("gives the executives' portraits and the products' pictures as their originals", async () => {
    const { executives, products } = await fetchContent(pressKitQuery, { lang: 'en' })
    const portraits = filesOf('en', 'executives')
    expect(portraits).toHaveLength(executives.length)
    expect(filesOf('en', 'products')).toHaveLength(products.length)
    for (const [index, person] of executives.entries()) {
      const file = portraits[index]!
      expect(file).toMatchObject({
        width: person.photo!.width,
        height: person.photo!.height,
        format: 'WEBP',
      })
      expect(hash(bytesOf('en', file.name))).toBe(hash(datasetBytes(person.photo!.url!)))
      expect(file.bytes).toBe(bytesOf('en', file.name).length)
    }
  })

  it('ships no portraits section while no executive has a real photograph (no drawn faces)', async () => {
    const { executives } = await fetchContent(pressKitQuery, { lang: 'en' })
    expect(executives).toEqual([])
    expect(kitOf('en').kit.sections.map((section) => section.key)).not.toContain('executives')
  })

  it('credits each picture and names its licence as the credits page does, in the language', async () => {
    const { products } = await fetchContent(pressKitQuery, { lang: 'th' })
    const { credits } = (await getCreditsPage('th'))!
    for (const [index, file] of filesOf('th', 'products').entries()) {
      const asset = products[index]!.photo!
      const source = credits.sources.find((each) => each.sourceId === asset.sourceId)
      if (source) {
        expect(file).toMatchObject({
          credit: asset.creditLine,
          licence: source.licenceName,
          licenceUrl: source.licenceUrl,
        })
      } else {
        expect(file.licence).toMatch(THAI)
      }
    }
    for (const file of filesOf('th', 'logos')) expect(file.licence).toMatch(THAI)
  })

  it('titles the files in the kit’s language', () => {
    expect(filesOf('th', 'logos')[1]!.title).toMatch(/^โลโก้.*บนพื้นสีอ่อน$/)
    expect(filesOf('en', 'logos')[2]!.title).toMatch(/logo on a dark background$/)
  })
})

describe('the fact sheet', () => {
  it.each(['th', 'en'] as const)(
    'is one page of the investor pages’ figures (%s)',
    async (lang) => {
      const pdf = bytesOf(lang, `fact-sheet-${lang}.pdf`)
      const pages = readPages(pdf)
      expect(pages).toHaveLength(1)
      const text = plain(pages[0]!)
      const { company } = contents.get(lang)!.kit
      expect(text).toContain(plain(company!.legalName!))
      expect(text).toContain(plain(company!.stockSymbol!))
      const highlights = await getFinancialHighlightsPage(lang)
      const revenue = highlights.rows.find((row) => row.key === 'revenue')!
      expect(text).toContain(plain(revenue.values.at(-1)!.label))
      expect(text).toContain(plain(highlights.years.at(-1)!.label))
      const { dividends } = await getDividendPage(lang)
      expect(text).toContain(plain(dividends[0]!.amountPerShareLabel))
      const { shareholders } = await getShareholdingPage(lang)
      expect(text).toContain(plain(shareholders[0]!.percentageLabel))
      if (lang === 'th') expect(text).toMatch(THAI)
    },
  )

  it('embeds Noto Sans Thai and is dated from the content, never the clock', async () => {
    const pdf = bytesOf('th', 'fact-sheet-th.pdf')
    const fonts = [...readObjects(pdf).values()].filter((object) =>
      object.dictionary.includes('/FontName'),
    )
    expect(fonts.some((font) => /NotoSansThai/.test(font.dictionary))).toBe(true)
    jest.useFakeTimers({
      now: new Date('2031-01-01T00:00:00Z'),
      doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'],
    })
    try {
      const again = await buildPressKit(contents.get('th')!, 'revision-th', readAsset)
      expect(hash(again.files.get('fact-sheet-th.pdf'))).toBe(hash(pdf))
      expect(hash(again.files.get(zipName('th')))).toBe(hash(bytesOf('th', zipName('th'))))
    } finally {
      jest.useRealTimers()
    }
  }, 60_000)
})

describe('the ZIP', () => {
  it.each(['th', 'en'] as const)(
    'holds every file of the kit and a credits file (%s)',
    async (lang) => {
      const { kit } = kitOf(lang)
      const zip = bytesOf(lang, zipName(lang))
      expect(kit.zip).toMatchObject({
        bytes: zip.length,
        href: `/api/press-kit/press-kit-${lang}.zip?lang=${lang}`,
      })
      const entries = await readZip(zip)
      const files = kit.sections.flatMap((section) =>
        section.files.map((file) => ({ section: section.key, file })),
      )
      expect([...entries.keys()].sort()).toEqual(
        [...files.map(({ section, file }) => `${section}/${file.name}`), 'CREDITS.txt'].sort(),
      )
      for (const { section, file } of files)
        expect(hash(entries.get(`${section}/${file.name}`))).toBe(hash(bytesOf(lang, file.name)))
      const credits = entries.get('CREDITS.txt')!.toString('utf8')
      for (const { file } of files) expect(credits).toContain(`${file.name}: ${file.title}`)
      if (lang === 'th') expect(credits).toContain('เครดิต')
    },
  )
})
