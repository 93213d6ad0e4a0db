/**
 * @jest-environment node
 */
import { evaluate, parse } from 'groq-js'
import {
  hasTitleIn,
  imageProjection,
  localized,
  localizedFileWithLang,
  localizedWithLang,
} from './fragments'

// The language rule of every page query, evaluated by groq-js as in embedded mode.
const documents = [
  { _id: 'both', _type: 'doc', summary: { th: 'ข้าวหอม', en: 'Fragrant rice' } },
  { _id: 'thai', _type: 'doc', summary: { th: 'ข้าวหอม' } },
  { _id: 'english', _type: 'doc', summary: { en: 'Fragrant rice' } },
  { _id: 'none', _type: 'doc' },
  {
    _id: 'file',
    _type: 'pdf',
    file: { en: { _type: 'file', asset: { _ref: 'file-en-pdf' } } },
  },
  { _id: 'file-en-pdf', _type: 'sanity.fileAsset', url: '/en.pdf', size: 20_000 },
  {
    _id: 'image',
    _type: 'doc',
    summary: { th: 'ภาพ', en: 'Picture' },
    picture: { asset: { _ref: 'image-a' }, alt: { th: 'ข้าวในชาม' } },
  },
]

async function run(query: string, lang: 'th' | 'en') {
  const tree = parse(query, { params: { lang } })
  return (await evaluate(tree, { dataset: documents, params: { lang } })).get()
}

describe('localized and localizedWithLang', () => {
  it('gives the page language, else the other one, and says when it fell back', async () => {
    const query = `*[_type == "doc"] | order(_id) { _id, ${localizedWithLang('summary')} }`
    expect(await run(query, 'en')).toEqual([
      { _id: 'both', summary: 'Fragrant rice', summaryLang: null },
      { _id: 'english', summary: 'Fragrant rice', summaryLang: null },
      { _id: 'image', summary: 'Picture', summaryLang: null },
      { _id: 'none', summary: null, summaryLang: null },
      { _id: 'thai', summary: 'ข้าวหอม', summaryLang: 'th' },
    ])
    expect(await run(query, 'th')).toEqual([
      { _id: 'both', summary: 'ข้าวหอม', summaryLang: null },
      { _id: 'english', summary: 'Fragrant rice', summaryLang: 'en' },
      { _id: 'image', summary: 'ภาพ', summaryLang: null },
      { _id: 'none', summary: null, summaryLang: null },
      { _id: 'thai', summary: 'ข้าวหอม', summaryLang: null },
    ])
  })

  it('projects the same text with or without the marker', async () => {
    const plain = `*[_type == "doc"] | order(_id) { "summary": ${localized('summary')} }.summary`
    const marked = `*[_type == "doc"] | order(_id) { ${localizedWithLang('summary')} }.summary`
    for (const lang of ['th', 'en'] as const)
      expect(await run(marked, lang)).toEqual(await run(plain, lang))
  })

  it('marks an image’s alt text in the other language', async () => {
    const query = `*[_id == "image"][0].picture ${imageProjection}`
    expect(await run(query, 'en')).toMatchObject({ alt: 'ข้าวในชาม', altLang: 'th' })
    expect(await run(query, 'th')).toMatchObject({ alt: 'ข้าวในชาม', altLang: null })
  })
})

describe('hasTitleIn', () => {
  it('keeps a document in the lists of the languages its title is written in', async () => {
    const query = `*[_type == "doc" && ${hasTitleIn('summary')}] | order(_id) ._id`
    expect(await run(query, 'en')).toEqual(['both', 'english', 'image'])
    expect(await run(query, 'th')).toEqual(['both', 'image', 'thai'])
  })
})

describe('localizedFileWithLang', () => {
  it("gives the page language's file, else the other one, marked", async () => {
    const query = `*[_type == "pdf"][0] { ${localizedFileWithLang('file')} }`
    expect(await run(query, 'en')).toEqual({
      file: { url: '/en.pdf', size: 20_000, mimeType: null, filename: null },
      fileLang: null,
    })
    expect(await run(query, 'th')).toEqual({
      file: { url: '/en.pdf', size: 20_000, mimeType: null, filename: null },
      fileLang: 'en',
    })
  })
})
