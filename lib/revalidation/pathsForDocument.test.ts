/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createEmbeddedSource } from '@/lib/content/embeddedSource'
import { getSiteLayout } from '@/lib/page/getSiteLayout'
import { contentDocumentFinder } from './documentFinder'
import { DOCUMENT_PAGES, STATIC_PATHS, TYPE_RULES } from './pathRules'
import { inEveryLanguage, pathsForDocument, type DocumentFinder } from './pathsForDocument'

const ref = (id: string) => ({ _type: 'reference', _ref: id })
const slug = (current: string) => ({ _type: 'slug', current })

// A small catalogue, evaluated with the real queries on the embedded source (groq-js).
const DOCUMENTS = [
  { _id: 'siteSettings', _type: 'siteSettings' },
  {
    _id: 'line-fresh-meat',
    _type: 'businessLine',
    slug: slug('fresh-meat'),
    experts: [ref('p-1')],
  },
  { _id: 'line-pet-food', _type: 'businessLine', slug: slug('pet-food') },
  { _id: 'p-1', _type: 'person', slug: slug('somchai') },
  { _id: 'cat-chicken', _type: 'productCategory', businessLine: ref('line-fresh-meat') },
  {
    _id: 'brand-golden',
    _type: 'brand',
    slug: slug('golden'),
    businessLine: ref('line-fresh-meat'),
  },
  { _id: 'country-th', _type: 'country', slug: slug('th') },
  { _id: 'reseller-a', _type: 'reseller', slug: slug('a'), countries: [ref('country-th')] },
  {
    _id: 'product-breast',
    _type: 'product',
    slug: slug('chicken-breast'),
    brand: ref('brand-golden'),
    category: ref('cat-chicken'),
    countries: [ref('country-th')],
  },
  {
    _id: 'product-wings',
    _type: 'product',
    slug: slug('chicken-wings'),
    brand: ref('brand-golden'),
    category: ref('cat-chicken'),
    related: [ref('product-breast')],
    resellers: [ref('reseller-a')],
  },
  { _id: 'news-1', _type: 'news', slug: slug('new-plant') },
  { _id: 'page-commitment', _type: 'page', path: '/about/commitment' },
  // A draft is not published: nothing it references is shown through it.
  { _id: 'drafts.product-legs', _type: 'product', slug: slug('legs'), brand: ref('brand-golden') },
]

function finderOver(documents: object[]): DocumentFinder {
  const dir = mkdtempSync(path.join(tmpdir(), 'revalidation-'))
  writeFileSync(
    path.join(dir, 'production.ndjson'),
    documents.map((doc) => JSON.stringify(doc)).join('\n'),
  )
  return contentDocumentFinder(createEmbeddedSource(dir))
}

const finder = finderOver(DOCUMENTS)
const paths = async (doc: Parameters<typeof pathsForDocument>[0]) =>
  (await pathsForDocument(doc, finder)).paths

describe('the rules', () => {
  it('cover every document type of the schema', () => {
    const schema = JSON.parse(readFileSync(path.join(process.cwd(), 'cms', 'schema.json'), 'utf8'))
    const documentTypes = (schema as { name: string; type: string }[])
      .filter((type) => type.type === 'document' && !type.name.startsWith('sanity.'))
      .map((type) => type.name)
    expect(documentTypes.length).toBeGreaterThan(0)
    for (const type of documentTypes) expect(Object.keys(TYPE_RULES)).toContain(type)
  })

  it('name every page the menu links to', async () => {
    const { sections } = await getSiteLayout('en')
    const linked = sections.flatMap((section) => [
      section.path,
      ...section.subMenuList.flatMap((entry) => [
        entry.path,
        ...(entry.innerTopic ?? []).map((inner) => inner.path),
      ]),
    ])
    const detailPrefixes = Object.values(DOCUMENT_PAGES)
      .filter((template) => template.endsWith('{slug}'))
      .map((template) => template.replace('{slug}', ''))
    for (const link of linked) {
      const isKnown =
        (STATIC_PATHS as readonly string[]).includes(link) ||
        detailPrefixes.some((prefix) => link.startsWith(prefix))
      expect({ link, isKnown }).toEqual({ link, isKnown: true })
    }
  })
})

describe('pathsForDocument', () => {
  it("refreshes a product's page, its lists and the pages of products that show it", async () => {
    await expect(
      paths({ _id: 'product-breast', _type: 'product', slug: 'chicken-breast' }),
    ).resolves.toEqual([
      '/business',
      '/business/fresh-meat',
      '/business/pet-food',
      '/corporate/press',
      '/home',
      '/product-list',
      '/products/chicken-breast',
      '/products/chicken-wings',
    ])
  })

  it('still refreshes a deleted product: its last projection names its page', async () => {
    await expect(
      paths({ _id: 'product-gone', _type: 'product', slug: 'discontinued' }),
    ).resolves.toEqual([
      '/business',
      '/business/fresh-meat',
      '/business/pet-food',
      '/corporate/press',
      '/home',
      '/product-list',
      '/products/discontinued',
    ])
  })

  it('refreshes the old and the new page when a slug changes', async () => {
    await expect(
      paths({ _id: 'news-1', _type: 'news', slug: 'new-plant-2026', previousSlug: 'new-plant' }),
    ).resolves.toEqual([
      '/corporate/news',
      '/corporate/press',
      '/home',
      '/news/new-plant',
      '/news/new-plant-2026',
    ])
  })

  it("refreshes a brand's products and every business line page", async () => {
    await expect(paths({ _id: 'brand-golden', _type: 'brand', slug: 'golden' })).resolves.toEqual([
      '/business',
      '/business/fresh-meat',
      '/business/pet-food',
      '/corporate/press',
      '/home',
      '/product-list',
      '/products/chicken-breast',
      '/products/chicken-wings',
    ])
  })

  it('follows references through documents without a page (line → category → products)', async () => {
    await expect(
      paths({ _id: 'line-fresh-meat', _type: 'businessLine', slug: 'fresh-meat' }),
    ).resolves.toEqual([
      '/about/business-overview',
      '/business',
      '/business/fresh-meat',
      '/business/pet-food',
      '/corporate/press',
      '/home',
      '/product-list',
      '/products/chicken-breast',
      '/products/chicken-wings',
    ])
  })

  it("refreshes a country's products, directly and through resellers", async () => {
    await expect(paths({ _id: 'country-th', _type: 'country', slug: 'th' })).resolves.toEqual([
      '/business',
      '/business/fresh-meat',
      '/business/pet-food',
      '/corporate/press',
      '/home',
      '/product-list',
      '/products/chicken-breast',
      '/products/chicken-wings',
    ])
  })

  it('refreshes the people lists and the business line a person is an expert of', async () => {
    await expect(paths({ _id: 'p-1', _type: 'person', slug: 'somchai' })).resolves.toEqual([
      '/about/board-of-director',
      '/about/business-overview',
      '/about/executives',
      '/about/leadership',
      '/business',
      '/business/fresh-meat',
      '/corporate/press',
      '/home',
      '/product-list',
    ])
  })

  it('refreshes a content page at its path, old and new', async () => {
    await expect(
      paths({ _id: 'page-commitment', _type: 'page', path: '/about/commitment' }),
    ).resolves.toEqual(['/about/commitment'])
    await expect(
      paths({ _id: 'page-x', _type: 'page', path: '/cookies', previousPath: '/cookie-policy' }),
    ).resolves.toEqual(['/cookie-policy', '/cookies'])
  })

  it('ignores an address that is not a site path', async () => {
    await expect(
      paths({ _id: 'page-x', _type: 'page', path: 'https://example.com/' }),
    ).resolves.toEqual([])
  })

  it('refreshes the list of a type without pages of its own', async () => {
    await expect(paths({ _id: 'dividend-2025', _type: 'dividend' })).resolves.toEqual([
      '/corporate/press',
      '/home',
      '/investors',
      '/investors/dividend',
    ])
  })

  it("refreshes the financial highlights and the overview's headline figures for a year's figures", async () => {
    await expect(paths({ _id: 'financialYear-2025', _type: 'financialYear' })).resolves.toEqual([
      '/corporate/press',
      '/investors',
      '/investors/financial-highlights',
    ])
  })

  it('refreshes the financial highlights for a quarter’s figures', async () => {
    await expect(
      paths({ _id: 'financialQuarter-2026-q3', _type: 'financialQuarter' }),
    ).resolves.toEqual(['/investors/financial-highlights'])
  })

  it('refreshes the press room and the investor overview for a named contact', async () => {
    await expect(paths({ _id: 'contact-a', _type: 'contactPerson' })).resolves.toEqual([
      '/corporate/press',
      '/investors',
    ])
  })

  it('refreshes every page of the site for the settings and the menus', async () => {
    // The content page's path (/about/commitment) is one of the static paths already.
    const everything = [
      ...STATIC_PATHS,
      '/business/fresh-meat',
      '/business/pet-food',
      '/news/new-plant',
      '/products/chicken-breast',
      '/products/chicken-wings',
    ].sort()
    await expect(paths({ _id: 'siteSettings', _type: 'siteSettings' })).resolves.toEqual(everything)
    await expect(paths({ _id: 'menuSection-contact', _type: 'menuSection' })).resolves.toEqual(
      everything,
    )
  })

  it('refreshes nothing for a draft', async () => {
    await expect(
      paths({ _id: 'drafts.product-breast', _type: 'product', slug: 'chicken-breast' }),
    ).resolves.toEqual([])
  })

  it('refreshes the pages of documents that use an image asset', async () => {
    const withImage = finderOver([
      { _id: 'image-abc-10x10-webp', _type: 'sanity.imageAsset' },
      {
        _id: 'n',
        _type: 'news',
        slug: slug('story'),
        thumbnail: { asset: ref('image-abc-10x10-webp') },
      },
    ])
    const result = await pathsForDocument(
      { _id: 'image-abc-10x10-webp', _type: 'sanity.imageAsset' },
      withImage,
    )
    expect(result.paths).toEqual(['/corporate/news', '/corporate/press', '/home', '/news/story'])
  })

  it('keeps the pages it knows when the content source fails', async () => {
    const failing: DocumentFinder = {
      referencing: () => Promise.reject(new Error('source down')),
      ofTypes: () => Promise.reject(new Error('source down')),
    }
    await expect(
      pathsForDocument({ _id: 'x', _type: 'product', slug: 'x' }, failing),
    ).resolves.toEqual({
      paths: ['/business', '/corporate/press', '/home', '/product-list', '/products/x'],
      lookupError: 'source down',
    })
    const settings = await pathsForDocument({ _id: 'siteSettings', _type: 'siteSettings' }, failing)
    expect(settings.paths).toEqual([...STATIC_PATHS].sort())
    expect(settings.lookupError).toBe('source down')
  })
})

describe('inEveryLanguage', () => {
  it('puts each path under /th and /en', () => {
    expect(inEveryLanguage(['/home', '/products/a'])).toEqual([
      '/th/home',
      '/en/home',
      '/th/products/a',
      '/en/products/a',
    ])
  })
})
