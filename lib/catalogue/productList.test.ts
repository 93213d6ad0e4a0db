/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { EMPTY_SELECTION, PRODUCTS_PER_PAGE, type ProductListSelection } from './listSelection'
import {
  getKnownFacetValues,
  getProductFacets,
  getProductList,
  getProductListBrand,
  getProductListPage,
  getProductSelectionPageProps,
  sortByName,
} from './productList'

// The expected counts are worked out here from the raw export, not through GROQ.
interface Doc {
  _id: string
  _type: string
  slug?: { current: string }
  code?: string
  businessLine?: { _ref: string }
  category?: { _ref: string }
  brand?: { _ref: string }
  countries?: { _ref: string }[]
}
const docs = readFileSync(path.join(process.cwd(), 'cms/dataset/production.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc)
  .filter((doc) => !doc._id.startsWith('drafts.'))
const byId = new Map(docs.map((doc) => [doc._id, doc]))
const products = docs
  .filter((doc) => doc._type === 'product')
  .map((doc) => {
    const category = byId.get(doc.category!._ref)!
    return {
      line: byId.get(category.businessLine!._ref)!.slug!.current,
      category: category.slug!.current,
      brand: byId.get(doc.brand!._ref)!.slug!.current,
      countries: doc.countries!.map((ref) => byId.get(ref._ref)!.code!),
    }
  })
type RawProduct = (typeof products)[number]

function matches(product: RawProduct, selection: ProductListSelection, except?: string) {
  return (
    (except === 'line' || selection.line.length === 0 || selection.line.includes(product.line)) &&
    (except === 'category' ||
      selection.category.length === 0 ||
      selection.category.includes(product.category)) &&
    (except === 'brand' ||
      selection.brand.length === 0 ||
      selection.brand.includes(product.brand)) &&
    (except === 'country' ||
      selection.country === null ||
      product.countries.includes(selection.country))
  )
}

const select = (partial: Partial<ProductListSelection>) => ({ ...EMPTY_SELECTION, ...partial })

describe('getProductListPage on the bundled dataset', () => {
  it('pages through every product', async () => {
    const first = await getProductListPage('en')
    expect(first.total).toBe(products.length)
    expect(first.items).toHaveLength(PRODUCTS_PER_PAGE)
    expect(first.pageCount).toBe(Math.ceil(first.total / PRODUCTS_PER_PAGE))
    const last = await getProductListPage('en', { page: first.pageCount })
    expect(last.items.length).toBe(first.total - (first.pageCount - 1) * PRODUCTS_PER_PAGE)
  })

  it('gives the last page for a page past the end', async () => {
    const { pageCount } = await getProductListPage('en')
    const past = await getProductListPage('en', { page: pageCount + 5 })
    expect(past.page).toBe(pageCount)
    expect(past.items.length).toBeGreaterThan(0)
  })

  it('filters by business line, brand and country', async () => {
    const petFood = await getProductListPage('en', { line: ['pet-food'] })
    expect(petFood.total).toBeGreaterThan(0)
    expect(petFood.items.every((item) => item.category?.line === 'pet-food')).toBe(true)

    const byBrand = await getProductListPage('en', { brand: ['golden-farm'] })
    expect(byBrand.items.every((item) => item.brand?.slug === 'golden-farm')).toBe(true)

    const japan = await getProductListPage('en', { country: 'JP' })
    const thailand = await getProductListPage('en', { country: 'TH' })
    expect(japan.total).toBeGreaterThan(0)
    expect(japan.total).toBeLessThan(thailand.total)
  })

  it('takes any of several values of a facet, and every facet at once', async () => {
    const both = await getProductListPage('en', { line: ['pet-food', 'restaurant'] })
    const expected = products.filter((p) => p.line === 'pet-food' || p.line === 'restaurant')
    expect(both.total).toBe(expected.length)

    const selection = select({ line: ['fresh-meat'], brand: ['golden-farm'], country: 'JP' })
    const combined = await getProductListPage('en', selection)
    expect(combined.total).toBe(products.filter((p) => matches(p, selection)).length)
    expect(combined.total).toBeGreaterThan(0)
  })

  it('sorts by name in the page language', async () => {
    const { items } = await getProductListPage('en', { sort: 'name' })
    const names = items.map((item) => item.name!.toLowerCase())
    expect(names).toEqual([...names].sort())
  })

  it('sorts Thai names as a Thai reader does: a leading vowel sorts by the consonant after it', async () => {
    const pages = []
    for (let page = 1; ; page += 1) {
      const result = await getProductListPage('th', { sort: 'name', page })
      pages.push(...result.items)
      if (page >= result.pageCount) break
    }
    const names = pages.map((item) => item.name!)
    expect(names).toHaveLength(products.length)
    expect(names).toEqual([...names].sort(new Intl.Collator('th-TH').compare))
    // Code-point order would put every name starting with เ แ โ ใ ไ after those starting with ฮ.
    const leading = names.findIndex((name) => /^[เแโใไ]/.test(name))
    expect(leading).toBeGreaterThan(-1)
    expect(names.slice(leading + 1).some((name) => /^[ก-ฮ]/.test(name))).toBe(true)
  })

  it('orders real Thai names by the consonant, not the leading vowel', () => {
    const named = ['ไส้กรอกอีสาน', 'เกี๊ยวซ่าไก่', 'ขนมจีบกุ้ง', 'ไข่ไก่สดเบอร์ 0', 'กุนเชียงหมู'].map(
      (name, index) => ({ _id: `p${index}`, name }),
    )
    expect(sortByName(named, 'th').map((product) => product.name)).toEqual([
      'กุนเชียงหมู',
      'เกี๊ยวซ่าไก่',
      'ขนมจีบกุ้ง',
      'ไข่ไก่สดเบอร์ 0',
      'ไส้กรอกอีสาน',
    ])
  })

  it('puts featured products first by default', async () => {
    const { items } = await getProductListPage('th')
    expect(items[0]!.featured).toBe(true)
    expect(items[0]!.name).toMatch(/[\u0E00-\u0E7F]/)
  })

  it('returns card images at the spec sizes with alt text and a placeholder', async () => {
    const { items } = await getProductListPage('th')
    const card = items[0]!
    expect(card.image).toMatchObject({ width: 400, height: 400, alt: expect.stringMatching(/\S/) })
    expect(card.image!.blurDataURL).toMatch(/^data:image\/webp;base64,/)
    expect(card.category!.icon).toMatchObject({ width: 24, height: 24 })
  })

  it('finds nothing for an unknown facet value, without failing', async () => {
    expect(await getProductListPage('en', { brand: ['no-such-brand'] })).toMatchObject({
      total: 0,
      items: [],
      pageCount: 1,
    })
  })
})

describe('getProductFacets on the bundled dataset', () => {
  const selections: Partial<ProductListSelection>[] = [
    {},
    { line: ['fresh-meat'] },
    { line: ['fresh-meat', 'processed-food'], country: 'JP' },
    { brand: ['golden-farm'], category: ['chicken', 'duck'] },
    { line: ['pet-food'], brand: ['golden-farm'] },
    { country: 'GB', category: ['ready-meals'] },
  ]

  it.each(selections)('counts with the other facets applied: %j', async (partial) => {
    const selection = select(partial)
    const facets = await getProductFacets('en', selection)
    for (const facet of ['line', 'category', 'brand'] as const) {
      for (const option of facets[facet]) {
        const expected = products.filter(
          (p) => p[facet] === option.value && matches(p, selection, facet),
        ).length
        expect([facet, option.value, option.count]).toEqual([facet, option.value, expected])
      }
    }
    for (const option of facets.country) {
      const expected = products.filter(
        (p) => p.countries.includes(option.value) && matches(p, selection, 'country'),
      ).length
      expect(['country', option.value, option.count]).toEqual(['country', option.value, expected])
    }
  })

  it('lists every value, with its label in the page language', async () => {
    const [th, en] = await Promise.all([getProductFacets('th'), getProductFacets('en')])
    const all = (type: string) => docs.filter((doc) => doc._type === type).length
    expect(en.line).toHaveLength(all('businessLine'))
    expect(en.category).toHaveLength(all('productCategory'))
    expect(en.brand).toHaveLength(all('brand'))
    expect(en.country).toHaveLength(all('country'))
    expect(en.line.reduce((sum, option) => sum + option.count, 0)).toBe(products.length)
    expect(en.country.find((option) => option.value === 'JP')!.label).toBe('Japan')
    expect(th.country.find((option) => option.value === 'JP')!.label).toBe('ญี่ปุ่น')
  })

  it('orders brands by their name in the page language', async () => {
    for (const lang of ['th', 'en'] as const) {
      const labels = (await getProductFacets(lang)).brand.map((option) => option.label)
      const collator = new Intl.Collator(lang === 'th' ? 'th-TH' : 'en-US')
      expect(labels).toEqual([...labels].sort(collator.compare))
    }
  })

  it('knows the values the page and the API accept', async () => {
    const known = await getKnownFacetValues('th')
    expect(known.line).toContain('fresh-meat')
    expect(known.category).toContain('chicken')
    expect(known.brand).toContain('golden-farm')
    expect(known.country).toContain('JP')
  })
})

describe('getProductList', () => {
  it('heads the list with the brand when exactly one is chosen', async () => {
    const one = await getProductList('en', select({ brand: ['golden-farm'] }))
    expect(one.brand).toMatchObject({ slug: 'golden-farm', name: expect.stringMatching(/\S/) })
    expect(one.brand!.banner).toMatchObject({ width: 1440, height: 400 })
    expect(one.brand!.logo).toMatchObject({ width: 200, height: 200 })
    const two = await getProductList('en', select({ brand: ['golden-farm', 'sunny-egg'] }))
    expect(two.brand).toBeNull()
    expect(await getProductListBrand('no-such-brand', 'en')).toBeNull()
  })

  it('serves the last page for a page past the end, and says so in its selection', async () => {
    const result = await getProductList('en', select({ line: ['pet-food'], page: 40 }))
    expect(result.page).toBe(result.pageCount)
    expect(result.selection.page).toBe(result.pageCount)
  })
})

describe('getProductSelectionPageProps', () => {
  it('answers a selection page for known values and a page that exists', async () => {
    const page = await getProductSelectionPageProps('brand=golden-farm', 'th')
    expect(page?.initial.selection.brand).toEqual(['golden-farm'])
    expect(page?.problems).toEqual([])
    const last = page!.initial.pageCount
    expect(
      await getProductSelectionPageProps(`brand=golden-farm;page=${last}`, 'th'),
    ).not.toBeNull()
  })

  it('is the 404 (null) for a value no facet has, a page past the last and a foreign segment', async () => {
    const { pageCount } = (await getProductSelectionPageProps('brand=golden-farm', 'en'))!.initial
    for (const segment of [
      'brand=no-such-brand',
      'brand=golden-farm,no-such-brand',
      'country=ZZ',
      'line=no-such-line;page=2',
      `brand=golden-farm;page=${pageCount + 1}`,
      'page=999999',
      'no-selection',
    ]) {
      expect(await getProductSelectionPageProps(segment, 'en')).toBeNull()
    }
  })
})
