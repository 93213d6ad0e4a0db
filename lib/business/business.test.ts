/**
 * @jest-environment node
 */
import {
  getBusinessLinePage,
  getBusinessLineSlugs,
  getBusinessOverviewPage,
  type BusinessLinePage,
} from './business'

const LINE_SLUGS = ['fresh-meat', 'processed-food', 'restaurant', 'pet-food', 'non-meat-product']

async function linePage(slug: string, lang: 'th' | 'en' = 'en'): Promise<BusinessLinePage> {
  const page = await getBusinessLinePage(slug, lang)
  if (page === null) throw new Error(`no business line ${slug}`)
  return page
}

describe('business loaders on the bundled dataset', () => {
  it('lists the five line slugs in their set order', async () => {
    expect(await getBusinessLineSlugs()).toEqual(LINE_SLUGS)
  })

  it('overview: every line with a cover, a product count and its categories with icons', async () => {
    const { lines } = await getBusinessOverviewPage('en')
    expect(lines.map((line) => line.slug)).toEqual(LINE_SLUGS)
    for (const line of lines) {
      expect(line.cover).toMatchObject({ width: 1440, height: 400 })
      expect(line.productCount).toBeGreaterThan(0)
      expect(line.categories.length).toBeGreaterThan(0)
      expect(line.categories[0]?.icon).toMatchObject({ width: 24, height: 24 })
    }
    // The company's eight businesses are the five lines' categories.
    const categories = lines.flatMap((line) => line.categories.map((category) => category.slug))
    for (const business of ['chicken', 'pork', 'duck', 'eggs', 'plant-based', 'pet-snacks']) {
      expect(categories).toContain(business)
    }
    expect(lines.find((line) => line.slug === 'restaurant')?.categories).toHaveLength(1)
  })

  it('overview: Thai names, and the line counts add up to the whole catalogue', async () => {
    const { lines } = await getBusinessOverviewPage('th')
    expect(lines[0]).toMatchObject({ name: 'เนื้อสัตว์สด' })
    expect(lines[0]?.categories.map((category) => category.name)).toEqual(
      expect.arrayContaining(['ไก่สด', 'หมูสด', 'เป็ด', 'ไข่']),
    )
    expect(lines.reduce((sum, line) => sum + line.productCount, 0)).toBe(53)
  })

  it('a line: the lead brand (most products) first, counts per brand and per category', async () => {
    const freshMeat = await linePage('fresh-meat')
    expect(freshMeat.brands.map((brand) => [brand.slug, brand.productCount])).toEqual([
      ['golden-farm', 13],
      ['sunny-egg', 5],
    ])
    expect(freshMeat.categories.map((category) => category.slug)).toEqual([
      'chicken',
      'pork',
      'duck',
      'eggs',
    ])
    const perCategory = freshMeat.categories.map((category) => category.productCount)
    expect(perCategory.reduce((sum, count) => sum + count, 0)).toBe(freshMeat.productCount)
    expect(freshMeat.productCount).toBe(18)
  })

  it('a line: its figures at a glance as the page shows them, in either language', async () => {
    const [en, th] = await Promise.all([linePage('fresh-meat'), linePage('fresh-meat', 'th')])
    for (const line of [en, th]) {
      expect(line).toMatchObject({
        productCount: 18,
        productCountLabel: '18',
        brandCountLabel: '2',
        categoryCountLabel: '4',
      })
    }
  })

  it('a line: description, experts (text first: no drawn faces), and the editor SEO fields when set', async () => {
    const freshMeat = await linePage('fresh-meat', 'th')
    expect(freshMeat.description?.length).toBeGreaterThan(0)
    expect(freshMeat.experts.length).toBeGreaterThan(0)
    expect(freshMeat.experts[0]).toMatchObject({
      name: expect.any(String),
      position: expect.any(String),
      photo: null,
    })
    expect(freshMeat.seo?.title).toBe('ธุรกิจเนื้อสัตว์สด | สยามฮาร์เวสต์ ฟู้ดส์')
    expect((await linePage('pet-food')).seo).toBeNull()
  })

  it('every line has brands, categories and experts', async () => {
    for (const slug of LINE_SLUGS) {
      const line = await linePage(slug)
      expect(line.brands.length).toBeGreaterThan(0)
      expect(line.categories.length).toBeGreaterThan(0)
      expect(line.experts.length).toBeGreaterThan(0)
    }
  })

  it('an unknown slug is null', async () => {
    expect(await getBusinessLinePage('nope', 'en')).toBeNull()
  })
})
