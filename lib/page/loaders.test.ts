/**
 * @jest-environment node
 */
import { getBusinessLinePage, getBusinessLines } from '@/lib/business/business'
import { getAwards, getMilestones, getPeople } from '@/lib/company/company'
import { getOffices } from '@/lib/contact/contact'
import { getContentPage } from './contentPage'
import {
  getDividends,
  getInvestorDocuments,
  getInvestorOverview,
  getShareholders,
} from '@/lib/investors/investors'
import { getProductPage, getProductSlugs } from '@/lib/catalogue/product'

// The loaders over the bundled dataset: the shapes the pages rely on, in both languages. The
// news loaders have their own tests (news.test.ts).
describe('content loaders on the bundled dataset', () => {
  it('products: a full page with images at the spec sizes, unknown slug is null', async () => {
    const slugs = await getProductSlugs()
    expect(slugs.length).toBeGreaterThanOrEqual(40)
    const product = await getProductPage(slugs[0]!, 'en')
    expect(product).toMatchObject({
      heroImage: { width: 744, height: 744 },
      brand: { logo: { width: 200, height: 200 } },
      category: { icon: { width: 24, height: 24 } },
    })
    expect(product!.countries[0]!.image).toMatchObject({ width: 150, height: 150 })
    expect(product!.gallery.every((entry) => entry.image?.width === 400)).toBe(true)
    expect(await getProductPage('no-such-product', 'en')).toBeNull()
  })

  it('company: content pages by path, milestones by year, awards, board and executives', async () => {
    const commitment = await getContentPage('/about/commitment', 'en')
    expect(commitment?.sections.length).toBeGreaterThan(0)
    expect(await getContentPage('/about/nothing', 'en')).toBeNull()
    const years = (await getMilestones('th')).map((m) => m.year)
    expect(years.length).toBeGreaterThanOrEqual(10)
    expect(years).toEqual([...years].sort((a, b) => a - b))
    expect((await getAwards('en')).length).toBeGreaterThanOrEqual(8)
    expect((await getPeople('board', 'en')).length).toBeGreaterThanOrEqual(8)
    const executives = await getPeople('executive', 'th')
    expect(executives.length).toBeGreaterThanOrEqual(8)
    expect(executives[0]!.officer?.education.length).toBeGreaterThan(0)
  })

  it('business: five lines; a line with brands, categories and experts', async () => {
    const lines = await getBusinessLines('en')
    expect(lines.map((line) => line.slug)).toEqual(
      expect.arrayContaining([
        'fresh-meat',
        'processed-food',
        'restaurant',
        'pet-food',
        'non-meat-product',
      ]),
    )
    const freshMeat = await getBusinessLinePage('fresh-meat', 'th')
    expect(freshMeat?.brands[0]).toMatchObject({
      logo: { width: 200, height: 200 },
      cover: { width: 1440, height: 200 },
      banner: { width: 1440, height: 400 },
    })
    expect(freshMeat?.categories[0]?.image).toMatchObject({ width: 400, height: 300 })
    expect(freshMeat?.experts[0]?.name).toEqual(expect.any(String))
    expect(await getBusinessLinePage('mining', 'en')).toBeNull()
  })

  it('investors: documents by year with files, dividends, shareholders, calendar', async () => {
    const statements = await getInvestorDocuments(['financial-statement'], 'en')
    expect(statements.years.length).toBeGreaterThanOrEqual(3)
    expect(statements.documents[0]?.file).toMatchObject({
      url: expect.stringMatching(/\.pdf$/),
      size: expect.any(Number),
    })
    const year = statements.years[1]!
    const ofYear = await getInvestorDocuments(['financial-statement'], 'en', year)
    expect(ofYear.documents.every((doc) => doc.year === year)).toBe(true)

    const dividends = await getDividends()
    expect(new Set(dividends.map((d) => d.fiscalYear)).size).toBeGreaterThanOrEqual(5)
    const shareholders = await getShareholders('th')
    expect(shareholders.length).toBeGreaterThanOrEqual(10)
    expect(shareholders.reduce((sum, s) => sum + s.percentage, 0)).toBeLessThanOrEqual(100)

    const overview = await getInvestorOverview('en', '2026-11-21')
    expect(overview.latestDividend).not.toBeNull()
    expect(overview.events.every((event) => event.date >= '2026-11-21')).toBe(true)
  })

  it('contact: offices with the head office first and a map', async () => {
    const offices = await getOffices('en')
    expect(offices.length).toBeGreaterThanOrEqual(2)
    expect(offices[0]!.isHeadOffice).toBe(true)
    expect(offices[0]!.map).toMatchObject({ width: 800, height: 500 })
  })
})
