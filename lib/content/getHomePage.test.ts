/**
 * @jest-environment node
 */
import { getHomePage } from './getHomePage'

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
})
