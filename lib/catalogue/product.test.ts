/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { slugify } from '@/cms/lib/slugify'
import { getProductPage, getProductSlugs } from './product'

// The product page loader over the bundled dataset, in both languages.
const THAI = /[\u0E00-\u0E7F]/
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

interface ProductDocument {
  _id: string
  _type: string
  name: { th: string; en: string }
  slug: { current: string }
  featured?: boolean
  launchDate: string
}
const products = readFileSync(
  path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson'),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as ProductDocument)
  .filter((doc) => doc._type === 'product')

describe('getProductPage on the bundled dataset', () => {
  it('loads a whole page in English: pictures at the spec sizes, facts, where sold and bought', async () => {
    const product = await getProductPage('skinless-chicken-breast', 'en')
    expect(product).not.toBeNull()
    const page = product!
    expect(page.name).toBe('Skinless Chicken Breast')
    expect(page.summary).not.toMatch(THAI)
    expect(page.description?.length).toBeGreaterThan(0)

    expect(page.heroImage).toMatchObject({ width: 744, height: 744 })
    expect(page.heroImage!.alt).not.toBe('')
    expect(page.heroThumbnail).toMatchObject({ width: 40, height: 40 })
    expect(page.gallery).toHaveLength(3)
    for (const entry of page.gallery) {
      expect(entry.image).toMatchObject({ width: 400, height: 400 })
      expect(entry.thumbnail).toMatchObject({ width: 40, height: 40, alt: entry.image.alt })
      expect(entry.image.src).toMatch(/^\/api\/cms-image\//)
    }

    expect(page.brand).toMatchObject({ name: 'Golden Farm', slug: 'golden-farm' })
    expect(page.brand!.logo).toMatchObject({ width: 200, height: 200 })
    expect(page.category).toMatchObject({ line: { slug: 'fresh-meat', name: 'Fresh meat' } })
    expect(page.category!.icon).toMatchObject({ width: 24, height: 24 })

    expect(page).toMatchObject({
      packSize: expect.any(String),
      storage: 'Keep chilled at 0–4 °C',
      shelfLife: expect.any(String),
    })
    expect(page.certifications).toContain('halal')

    expect(page.countries.map((country) => country.code)).toEqual(['TH', 'JP', 'GB', 'SG'])
    expect(page.countries[0]).toMatchObject({ name: 'Thailand', image: { width: 150 } })
    expect(page.resellers).toHaveLength(4)
    for (const reseller of page.resellers) {
      expect(reseller.website).toMatch(/^https:\/\//)
      expect(reseller.logo).toMatchObject({ width: 100, height: 100 })
    }
    expect(page.related.length).toBeGreaterThan(0)
    expect(page.related[0]).toMatchObject({
      slug: expect.stringMatching(SLUG),
      name: expect.any(String),
    })

    // No editor SEO on this product: every field falls back.
    expect(page.seo).toEqual({ title: null, description: null, image: null, noIndex: false })
  })

  it('projects Thai on Thai pages, names of references included', async () => {
    const page = await getProductPage('skinless-chicken-breast', 'th')
    expect(page!.name).toBe('อกไก่ลอกหนัง')
    for (const text of [
      page!.summary,
      page!.storage,
      page!.brand!.name,
      page!.category!.name,
      page!.category!.line!.name,
      page!.countries[0]!.name,
      page!.resellers[0]!.name,
      page!.related[0]!.name,
      page!.heroImage!.alt,
    ]) {
      expect(text).toMatch(THAI)
    }
  })

  it('is null for a slug no product has', async () => {
    expect(await getProductPage('no-such-product', 'en')).toBeNull()
    expect(await getProductPage('', 'th')).toBeNull()
  })
})

describe('getProductSlugs', () => {
  it('lists every product while there are few, featured first, then the newest', async () => {
    const slugs = await getProductSlugs()
    expect([...slugs].sort()).toEqual(products.map((doc) => doc.slug.current).sort())
    const featured = products.filter((doc) => doc.featured).length
    const bySlug = new Map(products.map((doc) => [doc.slug.current, doc]))
    expect(slugs.slice(0, featured).every((slug) => bySlug.get(slug)!.featured)).toBe(true)
    const rest = slugs.slice(featured).map((slug) => bySlug.get(slug)!.launchDate)
    expect(rest).toEqual([...rest].sort().reverse())
  })

  it('stops at the limit: the most important products are rendered ahead', async () => {
    const [all, top] = await Promise.all([getProductSlugs(), getProductSlugs({}, 5)])
    expect(top).toEqual(all.slice(0, 5))
  })
})

describe('product slugs are Thai-safe', () => {
  it('every product of the dataset has a valid, unique slug', () => {
    const slugs = products.map((doc) => doc.slug.current)
    expect(slugs.length).toBeGreaterThanOrEqual(40)
    for (const slug of slugs) expect(slug).toMatch(SLUG)
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  it('slugs made from the real English names are never empty and never collide', () => {
    const made = products.map((doc) => slugify(doc.name.en))
    for (const slug of made) expect(slug).toMatch(SLUG)
    expect(new Set(made).size).toBe(made.length)
    expect(slugify('Thai Barbecue (Moo Kata) Set')).toBe('thai-barbecue-moo-kata-set')
  })

  it('a product with only its Thai name still gets a non-empty, distinct slug', () => {
    const thaiNames = products.map((doc) => doc.name.th)
    expect(thaiNames.every((name) => THAI.test(name))).toBe(true)
    const made = thaiNames.map((name) => slugify(name))
    for (const slug of made) expect(slug).toMatch(SLUG)
    expect(new Set(made).size).toBe(made.length)
  })
})
