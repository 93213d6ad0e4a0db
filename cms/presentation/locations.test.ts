/**
 * @jest-environment node
 */
import { evaluate, parse } from 'groq-js'
import { firstValueFrom, from, isObservable, type Observable } from 'rxjs'
import type { DocumentLocationsState } from 'sanity/presentation'
import { STATIC_PATHS } from '../lib/pathRules'
import {
  MAX_LISTED_PAGES,
  locationsOfPaths,
  resolveDocumentLocations,
  type LocationsDocumentStore,
} from './locations'

const ref = (id: string) => ({ _type: 'reference', _ref: id })
const slug = (current: string) => ({ _type: 'slug', current })

// A small catalogue as the Studio's document store holds it: published documents and drafts.
const DOCUMENTS = [
  { _id: 'siteSettings', _type: 'siteSettings' },
  { _id: 'line-fresh-meat', _type: 'businessLine', slug: slug('fresh-meat') },
  { _id: 'brand-golden', _type: 'brand', businessLine: ref('line-fresh-meat') },
  {
    _id: 'product-breast',
    _type: 'product',
    slug: slug('chicken-breast'),
    brand: ref('brand-golden'),
  },
  // An editor is renaming the breast's slug: the draft's address is the one shown.
  {
    _id: 'drafts.product-breast',
    _type: 'product',
    slug: slug('chicken-breast-fillet'),
    brand: ref('brand-golden'),
  },
  {
    _id: 'product-wings',
    _type: 'product',
    slug: slug('chicken-wings'),
    related: [ref('product-breast')],
  },
  // A draft that references the breast is on no visitor's page.
  {
    _id: 'drafts.product-legs',
    _type: 'product',
    slug: slug('legs'),
    related: [ref('product-breast')],
  },
  { _id: 'news-1', _type: 'news', slug: slug('new-plant') },
  { _id: 'page-commitment', _type: 'page', path: '/about/commitment' },
]

/** The store's listenQuery over DOCUMENTS with groq-js (the Studio's is over the project). */
const store: LocationsDocumentStore = {
  listenQuery: (query, params) =>
    from(
      (async () => {
        const value = await evaluate(parse(query, { params }), { dataset: DOCUMENTS, params })
        return value.get()
      })(),
    ),
}

async function locate(id: string, type: string): Promise<DocumentLocationsState | null> {
  const result = resolveDocumentLocations(
    { id, type, version: undefined, perspectiveStack: [] },
    { documentStore: store as never },
  )
  if (!isObservable(result)) throw new Error('the resolver follows the document: an Observable')
  return (await firstValueFrom(result as Observable<DocumentLocationsState | null>)) ?? null
}

const hrefs = (state: DocumentLocationsState | null) => state?.locations?.map(({ href }) => href)

describe('resolveDocumentLocations', () => {
  it("lists a product's own page (as drafted), its lists and the pages of products that relate to it, in Thai and English", async () => {
    const state = await locate('product-breast', 'product')
    expect(hrefs(state)).toEqual([
      '/th/business',
      '/en/business',
      '/th/business/fresh-meat',
      '/en/business/fresh-meat',
      '/th/corporate/press',
      '/en/corporate/press',
      '/th/home',
      '/en/home',
      '/th/product-list',
      '/en/product-list',
      '/th/products/chicken-breast',
      '/en/products/chicken-breast',
      '/th/products/chicken-breast-fillet',
      '/en/products/chicken-breast-fillet',
      '/th/products/chicken-wings',
      '/en/products/chicken-wings',
    ])
    expect(state?.locations?.[0]).toEqual({ title: '/business · ไทย', href: '/th/business' })
    expect(state?.locations?.[1]).toEqual({ title: '/business · English', href: '/en/business' })
    expect(state?.message).toBe('Used on 8 pages in Thai and English.')
  })

  it('asks by the published id when the Studio passes the draft', async () => {
    expect(hrefs(await locate('drafts.news-1', 'news'))).toEqual([
      '/th/corporate/news',
      '/en/corporate/news',
      '/th/corporate/press',
      '/en/corporate/press',
      '/th/home',
      '/en/home',
      '/th/news/new-plant',
      '/en/news/new-plant',
    ])
  })

  it('names a content page by its path', async () => {
    expect(hrefs(await locate('page-commitment', 'page'))).toEqual([
      '/th/about/commitment',
      '/en/about/commitment',
    ])
  })

  it('lists the first pages of the site settings, which are on every page, and says how many', async () => {
    const state = await locate('siteSettings', 'siteSettings')
    expect(state?.locations).toHaveLength(MAX_LISTED_PAGES * 2)
    // The fixed pages, the line's, two products' and the article's (/about/commitment is fixed).
    expect(state?.message).toMatch(
      new RegExp(
        `^Used on ${STATIC_PATHS.length + 4} pages in Thai and English; the first ${MAX_LISTED_PAGES} are listed\\.$`,
      ),
    )
  })

  it('gives nothing for a document that does not exist', async () => {
    expect(await locate('no-such-document', 'product')).toBeNull()
  })
})

describe('locationsOfPaths', () => {
  it('says so when a document is on no page', () => {
    expect(locationsOfPaths([])).toEqual({
      message: 'This document is not shown on any page of the site.',
      tone: 'caution',
    })
  })

  it('counts one page in the singular', () => {
    expect(locationsOfPaths(['/home']).message).toBe('Used on 1 page in Thai and English.')
  })
})
