/** @jest-environment node */
import * as fixtures from './fixtures'
import {
  ContentProblems,
  countByType,
  generateDataset,
  type GeneratedDataset,
} from './generateDataset'
import { readPages } from './pdf/readPdf'
import { schemaTypes } from './testing/schemaTypes'

type Doc = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const IMAGE_ASSET = /^image@file:\/\/\.\/images\/[0-9a-f]{40}-(\d+)x(\d+)\.webp$/

/** The `<w>x<h>` an image field's asset was drawn at. */
const sizeOf = (image: Doc) => {
  const [, width, height] = IMAGE_ASSET.exec(image._sanityAsset)!
  return `${width}x${height}`
}

describe('generateDataset on a fixture with one document of each type', () => {
  let dataset: GeneratedDataset
  const doc = (id: string): Doc => dataset.documents.find((document) => document._id === id)!

  beforeAll(async () => {
    dataset = await generateDataset(fixtures, schemaTypes)
  })

  it('expands every document type of the schema', () => {
    expect(countByType(dataset.documents)).toEqual({
      award: 1,
      brand: 1,
      businessLine: 1,
      contactPerson: 1,
      country: 1,
      credits: 1,
      dividend: 1,
      financialQuarter: 1,
      financialYear: 1,
      investorDocument: 1,
      irEvent: 1,
      menuSection: 1,
      milestone: 1,
      news: 1,
      page: 1,
      person: 1,
      product: 1,
      productCategory: 1,
      reseller: 1,
      shareholder: 1,
      siteSettings: 1,
    })
  })

  it('turns `id` into `_id` and adds the system fields', () => {
    const product = doc('product-chicken-breast-fillet')
    expect(Object.keys(product).slice(0, 5)).toEqual([
      '_id',
      '_type',
      '_createdAt',
      '_updatedAt',
      '_rev',
    ])
    expect(product).not.toHaveProperty('id')
    expect(product._createdAt).toBe('2024-05-01T00:00:00Z') // its launch date
    expect(product._updatedAt).toBe('2026-11-01T08:00:00Z')
    expect(product._rev).toMatch(/^[0-9A-Za-z]{22}$/)
    expect(doc('news-new-plant-opens')._createdAt).toBe('2025-03-14T09:00:00Z')
  })

  it('keeps a schema field named `id` (menu sections give `_id` explicitly)', () => {
    expect(doc('menuSection-company')).toMatchObject({ _id: 'menuSection-company', id: 'company' })
  })

  it('types locale objects, nested ones included', () => {
    const settings = doc('siteSettings')
    expect(settings.siteName).toEqual({
      _type: 'localeString',
      th: 'ฟาร์มทดสอบ',
      en: 'Test Farm Foods',
    })
    expect(settings.description._type).toBe('localeText')
    expect(settings.offices[0]).toMatchObject({
      _key: 'head',
      _type: 'office',
      openingHours: { _type: 'localeString', en: 'Monday–Friday' },
    })
    expect(settings.seo).toMatchObject({ _type: 'seo', title: { _type: 'localeString' } })
    expect(doc('menuSection-company').subMenuList[0].innerTopic[0]).toMatchObject({
      _key: 'board',
      _type: 'innerTopic',
      topic: { _type: 'localeString', en: 'Board' },
    })
  })

  it('turns paragraphs into Portable Text blocks with keys', () => {
    const { description } = doc('line-fresh-meat')
    expect(description._type).toBe('localeBlockContent')
    expect(description.en).toHaveLength(2)
    expect(description.en[1]).toEqual({
      _key: expect.stringMatching(/^[0-9a-f]{12}$/),
      _type: 'block',
      style: 'normal',
      markDefs: [],
      children: [
        {
          _key: expect.stringMatching(/^[0-9a-f]{12}$/),
          _type: 'span',
          text: 'Second paragraph.',
          marks: [],
        },
      ],
    })
    const keys = [...description.en, ...description.th].map((block: Doc) => block._key)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('turns ids into references, with keys inside arrays only', () => {
    const product = doc('product-chicken-breast-fillet')
    expect(product.brand).toEqual({ _type: 'reference', _ref: 'brand-golden-farm' })
    expect(product.countries).toEqual([
      { _key: expect.stringMatching(/^[0-9a-f]{12}$/), _type: 'reference', _ref: 'country-th' },
    ])
    expect(product.related).toEqual([])
    expect(doc('line-fresh-meat').experts[0]._ref).toBe('person-somchai-rattanakul')
  })

  it('draws images at the size of their field, with typed alt text', () => {
    const product = doc('product-chicken-breast-fillet')
    expect(product.heroImage).toEqual({
      _type: 'image',
      _sanityAsset: expect.stringMatching(IMAGE_ASSET),
      alt: {
        _type: 'localeString',
        th: 'ภาพ A pack of chicken breast',
        en: 'A pack of chicken breast',
      },
    })
    expect(sizeOf(product.heroImage)).toBe('744x744')
    expect(product.gallery.map(sizeOf)).toEqual(['400x400', '400x400'])
    expect(product.gallery[0]._key).toBe('pack')
    expect(product.gallery[1]._key).toMatch(/^[0-9a-f]{12}$/)
    expect(product.gallery[1]._type).toBe('image')
    const category = doc('category-chicken')
    expect([sizeOf(category.icon), sizeOf(category.image)]).toEqual(['24x24', '400x300'])
    const brand = doc('brand-golden-farm')
    expect([brand.logo, brand.cover, brand.banner].map(sizeOf)).toEqual([
      '200x200',
      '1440x200',
      '1440x400',
    ])
    expect(sizeOf(doc('siteSettings').offices[0].map)).toBe('800x500')
    expect(sizeOf(doc('siteSettings').seo.image)).toBe('1200x630')
    expect(sizeOf(doc('page-commitment').sections[1].image)).toBe('400x300')
  })

  it('records every drawn image and file once, with its metadata', () => {
    const referenced = new Set(
      JSON.stringify(dataset.documents)
        .match(/(image|file)@file:\/\/\.\/[^"]+/g)!
        .map((pointer) => pointer.replace(/^(image|file)@file:\/\/\.\//, '')),
    )
    expect(dataset.assets.map((asset) => asset.path).sort()).toEqual([...referenced].sort())
    const hero = dataset.assets.find((asset) => asset.path.endsWith('-744x744.webp'))!
    expect(hero.info).toEqual({
      width: 744,
      height: 744,
      lqip: expect.stringMatching(/^data:image\/webp;base64,/),
      size: hero.buffer.length,
      mimeType: 'image/webp',
      originalFilename: 'product-chicken-breast-fillet-heroimage-chicken.webp',
      // A motif drawn as its line drawing: credited to the drawings' source.
      creditLine: 'Fluent Emoji (high contrast) © Microsoft, MIT',
      source: {
        name: 'fluent-emoji-high-contrast',
        id: '@iconify-json/fluent-emoji-high-contrast@1.2.6',
        url: 'https://github.com/microsoft/fluentui-emoji',
      },
    })
  })

  it('credits every image and file: its sources, or the site it was made for', () => {
    const uncredited = dataset.assets.filter((asset) => !asset.info.creditLine?.trim())
    expect(uncredited.map((asset) => asset.path)).toEqual([])
  })

  it('writes the investor document files as PDFs, one a language', () => {
    const { file } = doc('investorDocument-fs-2025-q1')
    expect(file).toEqual({
      _type: 'localeFile',
      th: {
        _type: 'file',
        _sanityAsset: expect.stringMatching(/^file@file:\/\/\.\/files\/[0-9a-f]{40}\.pdf$/),
      },
      en: {
        _type: 'file',
        _sanityAsset: expect.stringMatching(/^file@file:\/\/\.\/files\/[0-9a-f]{40}\.pdf$/),
      },
    })
    expect(file.th._sanityAsset).not.toBe(file.en._sanityAsset)
    for (const lang of ['th', 'en'] as const) {
      const pdf = dataset.assets.find((asset) => file[lang]._sanityAsset.endsWith(asset.path))!
      expect(pdf.buffer.subarray(0, 5).toString()).toBe('%PDF-')
      // The statement's pages, its notes flowing on as long as they run.
      expect(readPages(pdf.buffer).join('\n')).toMatch(
        lang === 'th' ? /หน้า 1 จาก \d+/ : /Test Farm Foods Public Company Limited/,
      )
      expect(pdf.info).toMatchObject({
        size: pdf.buffer.length,
        mimeType: 'application/pdf',
        originalFilename: `test-farm-foods-financial-statement-2025-q1-${lang}.pdf`,
      })
    }
  })

  it('keeps given slugs and derives missing ones from the English name or title', () => {
    expect(doc('category-chicken').slug).toEqual({ _type: 'slug', current: 'chicken' })
    expect(doc('product-chicken-breast-fillet').slug.current).toBe('chicken-breast-fillet-1-kg')
    expect(doc('reseller-sabai-mart').slug.current).toBe('sabai-mart')
    expect(doc('news-new-plant-opens').slug.current).toBe('new-plant-opens-in-chachoengsao')
    expect(doc('line-fresh-meat').slug.current).toBe('fresh-meat')
  })

  it('types and keys page sections and their items', () => {
    const { sections } = doc('page-commitment')
    expect(sections.map((section: Doc) => section._type)).toEqual([
      'textSection',
      'imageTextSection',
      'statsSection',
      'valuesSection',
      'ctaSection',
    ])
    expect(sections[2].items[1]).toEqual({
      _key: expect.stringMatching(/^[0-9a-f]{12}$/),
      _type: 'stat',
      value: '12',
      label: { _type: 'localeString', th: 'ประเทศ', en: 'Countries' },
    })
    expect(sections[0].body.en[0].children[0].text).toBe('A')
  })

  it('gives identical output on a second run', async () => {
    const again = await generateDataset(fixtures, schemaTypes)
    expect(JSON.stringify(again.documents)).toBe(JSON.stringify(dataset.documents))
    expect(again.assets.map((asset) => asset.path)).toEqual(
      dataset.assets.map((asset) => asset.path),
    )
  })
})

describe('generateDataset on content that does not fit the schema', () => {
  const broken = {
    countries: [
      {
        id: 'country-th',
        name: { th: 'ไทย', en: 'Thailand' },
        code: 'TH',
        order: 'first',
        colour: 'red',
        image: 'flag.png',
      },
    ],
    resellers: [
      {
        id: 'reseller-a',
        name: { th: 'ก', en: 'A' },
        logo: { motif: 'unicorn', alt: { th: 'ก', en: 'A' } },
        website: 'https://a.example',
        countries: ['country-xx'],
      },
    ],
  }

  it('lists every problem with its document and field', async () => {
    const error = await generateDataset(broken, schemaTypes).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContentProblems)
    expect((error as ContentProblems).problems).toEqual([
      'country-th colour: not a field of the schema',
      'country-th image: expected an image spec { motif, alt: { th, en } }',
      'country-th order: expected a number (number)',
      'reseller-a countries[0]: no document has the id "country-xx"',
      expect.stringMatching(/^reseller-a logo: unknown motif "unicorn" \(one of chicken, pork, /),
    ])
  })
})
