/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { needsTranslationFilter } from '../queries/translation'
import {
  documentCompleteness,
  needsLanguage,
  translatableDocumentTypes,
  translationBadge,
  translationSlots,
} from './translationCompleteness'

// The schema's define* helpers are identity functions; the package itself is ES modules only,
// which jest (CommonJS on Node 20) cannot load. The schema below is the real one.
jest.mock('sanity', () => ({
  defineType: (value: unknown) => value,
  defineField: (value: unknown) => value,
  defineArrayMember: (value: unknown) => value,
}))
import { schemaTypes } from '../schemas'

type Doc = Record<string, unknown> & { _id: string; _type: string }
const types = schemaTypes as unknown as Parameters<typeof translationSlots>[0]
const slots = translationSlots(types)
const slotsOf = (type: string) => slots.get(type) ?? []

const image = (alt: Record<string, string>) => ({
  _type: 'image',
  asset: { _ref: 'image-a-10x10-png' },
  alt,
})

/** A product with every localised field in both languages. */
const product = (): Doc => ({
  _id: 'p1',
  _type: 'product',
  name: { th: 'ข้าว', en: 'Rice' },
  summary: { th: 'ข้าวหอม', en: 'Fragrant rice' },
  description: {
    th: [{ _type: 'block', _key: 'a', children: [{ _type: 'span', text: 'ไทย' }] }],
    en: [{ _type: 'block', _key: 'b', children: [{ _type: 'span', text: 'English' }] }],
  },
  heroImage: image({ th: 'ภาพ', en: 'A picture' }),
  gallery: [{ _key: 'g', ...image({ th: 'ภาพ', en: 'A picture' }) }],
  packSize: { th: '1 กก.', en: '1 kg' },
  storage: { th: 'ที่แห้ง', en: 'Dry place' },
  shelfLife: { th: '1 ปี', en: '1 year' },
})

/** The GROQ list's answer over these documents. */
async function listed(documents: Doc[], language?: 'th' | 'en') {
  const query = `*[${needsTranslationFilter(types, language)}]._id`
  return (await evaluate(parse(query), { dataset: documents })).get()
}

describe('the localised fields, read from the schema', () => {
  it('finds every document type with text in two languages, and no other', () => {
    const translatable = translatableDocumentTypes(types)
    expect(translatable).toEqual(
      expect.arrayContaining(['product', 'news', 'page', 'businessLine', 'person', 'siteSettings']),
    )
    // Figures only: nothing to translate.
    expect(translatable).not.toContain('financialYear')
  })

  it('knows which languages each field requires, and follows images, objects and sections', () => {
    const product = slotsOf('product')
    expect(product).toContainEqual({ kind: 'locale', name: 'name', requirement: 'both' })
    expect(product).toContainEqual({
      kind: 'object',
      name: 'heroImage',
      isImage: true,
      slots: [{ kind: 'locale', name: 'alt', requirement: 'both' }],
    })
    const seo = product.find((slot) => slot.name === 'seo')
    expect(seo).toMatchObject({ kind: 'object', isImage: false })
    const sections = slotsOf('page').find((slot) => slot.name === 'sections')
    expect(sections?.kind === 'array' && sections.members.map((member) => member.type)).toEqual(
      expect.arrayContaining(['textSection', 'valuesSection', 'statsSection']),
    )
  })
})

describe('needsLanguage', () => {
  it('requires what the schema requires, and a translation of any text written in one language', () => {
    expect(needsLanguage('both', 'en', { th: 'ไทย' })).toBe(true)
    expect(needsLanguage('both', 'en', { th: 'ไทย', en: '  ' })).toBe(true)
    expect(needsLanguage('thai', 'en', {})).toBe(false)
    expect(needsLanguage('thai', 'th', { en: 'English' })).toBe(true)
    expect(needsLanguage('none', 'en', { th: 'ไทย' })).toBe(true)
    expect(needsLanguage('none', 'en', undefined)).toBe(false)
    expect(needsLanguage('none', 'th', { th: [{ _type: 'block' }], en: [] })).toBe(false)
  })
})

describe('documentCompleteness (the badge)', () => {
  it('counts nothing missing in a document written in both languages', () => {
    const result = documentCompleteness(slotsOf('product'), product())
    expect(result.missing).toEqual({ th: [], en: [] })
    // Name, summary, description, the two pictures' alt text and the three specification rows.
    expect(result.fields).toBe(8)
  })

  it('names each field a language misses, inside images, lists and sections', () => {
    const doc = product()
    delete (doc.description as Record<string, unknown>).en
    doc.gallery = [{ _key: 'g', ...image({ en: 'A picture' }) }]
    doc.name = { en: 'Rice' }
    expect(documentCompleteness(slotsOf('product'), doc).missing).toEqual({
      th: ['name', 'gallery[0].alt'],
      en: ['description'],
    })
    const page = {
      _id: 'pg',
      _type: 'page',
      title: { th: 'เกี่ยวกับเรา', en: 'About us' },
      intro: { th: 'บทนำ', en: 'Introduction' },
      sections: [
        {
          _key: 'a',
          _type: 'textSection',
          heading: { th: 'หัวข้อ' },
          body: { th: [{ _type: 'block' }] },
        },
      ],
    }
    expect(documentCompleteness(slotsOf('page'), page).missing.en).toEqual([
      'sections[0].heading',
      'sections[0].body',
    ])
  })

  it('asks no alt text of an image that has no picture, nor SEO text of empty SEO', () => {
    const doc = product()
    doc.gallery = [{ _key: 'g', _type: 'image', alt: { th: 'ภาพ' } }]
    doc.seo = { noIndex: false }
    expect(documentCompleteness(slotsOf('product'), doc).missing).toEqual({ th: [], en: [] })
  })
})

describe('needsTranslationFilter (the "Needs translation" list)', () => {
  it('lists the documents the badge marks, and no other', async () => {
    const complete = product()
    const noEnglishDescription: Doc = { ...product(), _id: 'p2' }
    delete (noEnglishDescription.description as Record<string, unknown>).en
    const noThaiAlt = { ...product(), _id: 'p3', gallery: [{ _key: 'g', ...image({ en: 'Pic' }) }] }
    const untranslatedSection = {
      _id: 'pg',
      _type: 'page',
      title: { th: 'ไทย', en: 'Thai' },
      intro: { th: 'บทนำ', en: 'Introduction' },
      sections: [
        {
          _key: 'v',
          _type: 'valuesSection',
          heading: { th: 'ค่านิยม', en: 'Values' },
          items: [{ _key: 'i', _type: 'statement', title: { th: 'ซื่อตรง' }, text: { th: 'ข' } }],
        },
      ],
    }
    const untranslatedSeo = { ...product(), _id: 'p4', seo: { title: { th: 'ชื่อ' } } }
    const documents = [
      complete,
      noEnglishDescription,
      noThaiAlt,
      untranslatedSection,
      untranslatedSeo,
    ]
    expect(await listed(documents)).toEqual(['p2', 'p3', 'pg', 'p4'])
    expect(await listed(documents, 'en')).toEqual(['p2', 'pg', 'p4'])
    expect(await listed(documents, 'th')).toEqual(['p3'])
    for (const doc of documents) {
      const { missing } = documentCompleteness(slotsOf(doc._type), doc)
      expect(missing.th.length + missing.en.length > 0).toBe(doc !== complete)
    }
  })

  it('agrees with the badge on every document of the bundled dataset', async () => {
    const file = path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson')
    const documents = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Doc)
    const byBadge = documents
      .filter((doc) => {
        const { missing } = documentCompleteness(slotsOf(doc._type), doc)
        return slots.has(doc._type) && missing.th.length + missing.en.length > 0
      })
      .map((doc) => doc._id)
    expect(await listed(documents)).toEqual(byBadge)
  })
})

describe('translationBadge', () => {
  it('shows each language ticked or crossed, how many fields are missing, in a tone', () => {
    expect(translationBadge({ fields: 8, missing: { th: [], en: [] } })).toEqual({
      label: 'TH ✓ EN ✓',
      title: 'Every text is written in Thai and English',
      color: 'success',
    })
    expect(
      translationBadge({ fields: 8, missing: { th: [], en: ['description', 'gallery[0].alt'] } }),
    ).toEqual({
      label: 'TH ✓ EN ✗ (2)',
      title: 'Missing in English: description, gallery[0].alt',
      color: 'warning',
    })
    expect(translationBadge({ fields: 8, missing: { th: ['name'], en: ['summary'] } })).toEqual({
      label: 'TH ✗ EN ✗ (2)',
      title: 'Missing in Thai: name. Missing in English: summary',
      color: 'danger',
    })
  })

  it('describes a real document from its schema', () => {
    const doc = product()
    delete (doc.description as Record<string, unknown>).en
    expect(translationBadge(documentCompleteness(slotsOf('product'), doc)).label).toBe(
      'TH ✓ EN ✗ (1)',
    )
  })
})
