/**
 * @jest-environment node
 */
import { PINNED_NOW, setClock } from '@/lib/testing/clock'
import { getProductListPage } from '@/lib/catalogue/productList'
import { getHomePage, HOME_BUSINESS_TILES } from './getHomePage'

// "Upcoming" IR dates are those from today in Bangkok on: the clock pinned to 2026-11-21 keeps
// the next event known (2026-11-26's Opportunity Day in the bundled dataset).
beforeAll(() => setClock(PINNED_NOW))

describe('getHomePage on the bundled dataset', () => {
  it('shows the eight lines of business in the spec’s order, each opening the catalogue', async () => {
    const { businessTiles } = await getHomePage('en')
    expect(businessTiles.map((tile) => tile.key)).toEqual([
      'poultry',
      'pork',
      'duck',
      'eggs',
      'plantBased',
      'processedFood',
      'restaurants',
      'petSnacks',
    ])
    expect(businessTiles[0]).toMatchObject({
      name: 'Chicken',
      href: '/product-list?category=chicken',
    })
    expect(businessTiles[5]).toMatchObject({ href: '/product-list?line=processed-food' })
    for (const tile of businessTiles) {
      expect(tile.productCount).toBeGreaterThan(0)
      expect(tile.image?.width).toBe(400)
    }
  })

  it.each(['th', 'en'] as const)(
    'counts on the %s tiles what the catalogue lists: each tile its filter, all of them the whole catalogue',
    async (lang) => {
      const { businessTiles } = await getHomePage(lang)
      const catalogue = await getProductListPage(lang)
      const sum = businessTiles.reduce((total, tile) => total + tile.productCount, 0)
      expect(sum).toBe(catalogue.total)
      for (const tile of HOME_BUSINESS_TILES) {
        const filtered = await getProductListPage(
          lang,
          'category' in tile ? { category: [tile.category] } : { line: [tile.line] },
        )
        expect(businessTiles.find((shown) => shown.key === tile.key)?.productCount).toBe(
          filtered.total,
        )
      }
    },
  )

  it('has the hero illustration at the page-hero size, described in the page language', async () => {
    const [th, en] = await Promise.all([getHomePage('th'), getHomePage('en')])
    expect(en.heroIllustration).toMatchObject({ width: 1440, height: 400 })
    expect(en.heroIllustration?.alt).toMatch(/^The company's packs side by side/)
    expect(th.heroIllustration?.alt).toMatch(/^บรรจุภัณฑ์อกไก่/)
  })

  it('names the tiles in Thai on Thai pages', async () => {
    const { businessTiles } = await getHomePage('th')
    expect(businessTiles[0]?.name).toBe('ไก่สด')
  })

  it('has the investor highlight: latest dividend, a coming IR date and the latest One Report', async () => {
    const { investor, featuredProducts } = await getHomePage('en')
    expect(investor.latestDividend?.amountPerShare).toBeGreaterThan(0)
    expect(investor.latestReport?.file?.url).toMatch(/^\/api\/cms-file\//)
    expect(featuredProducts.length).toBeGreaterThan(0)
  })

  it('formats the investor highlight for English readers', async () => {
    const { investor } = await getHomePage('en')
    expect(investor.latestDividend).toMatchObject({
      fiscalYear: 2026,
      fiscalYearLabel: '2026',
      amountPerShare: 0.45,
      paymentDate: '2026-09-11',
      paymentDateLabel: 'September 11, 2026',
    })
    expect(investor.latestDividend?.amountPerShareLabel).toMatch(/^THB\s0\.45$/)
    expect(investor.nextEvent).toMatchObject({ date: '2026-11-26', dateLabel: 'November 26, 2026' })
    // A PDF of some 16 KB: its size in kilobytes, to a tenth.
    const size = investor.latestReport!.file!.size!
    expect(size).toBeGreaterThan(1024)
    expect(size).toBeLessThan(1024 * 1024)
    expect(investor.latestReport!.fileSizeLabel).toBe(`${Math.round(size / 102.4) / 10} kB`)
  })

  it('and for Thai readers: baht sign, Buddhist-era years and dates', async () => {
    const { investor, latestNews } = await getHomePage('th')
    expect(investor.latestDividend).toMatchObject({
      amountPerShareLabel: '฿0.45',
      fiscalYearLabel: '2569',
      paymentDateLabel: '11 กันยายน 2569',
    })
    expect(investor.nextEvent).toMatchObject({ date: '2026-11-26', dateLabel: '26 พฤศจิกายน 2569' })
    const size = investor.latestReport!.file!.size!
    expect(investor.latestReport!.fileSizeLabel).toMatch(
      new RegExp(`^${Math.round(size / 102.4) / 10} \\S+$`),
    )
    // The latest news, dated as the news list dates them.
    expect(latestNews[0]).toMatchObject({
      publishedAt: '2026-11-18T03:00:00Z',
      publishedAtLabel: '18 พฤศจิกายน 2569',
    })
  })
})
