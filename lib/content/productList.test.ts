/**
 * @jest-environment node
 */
import { getProductListPage, PRODUCTS_PER_PAGE } from './productList'

describe('getProductListPage on the bundled dataset', () => {
  it('pages through every product', async () => {
    const first = await getProductListPage('en')
    expect(first.total).toBeGreaterThanOrEqual(40)
    expect(first.items).toHaveLength(PRODUCTS_PER_PAGE)
    expect(first.pageCount).toBe(Math.ceil(first.total / PRODUCTS_PER_PAGE))
    const last = await getProductListPage('en', { page: first.pageCount })
    expect(last.items.length).toBe(first.total - (first.pageCount - 1) * PRODUCTS_PER_PAGE)
  })

  it('filters by business line, brand and country', async () => {
    const petFood = await getProductListPage('en', { line: 'pet-food' })
    expect(petFood.total).toBeGreaterThan(0)
    expect(petFood.items.every((item) => item.category?.line === 'pet-food')).toBe(true)

    const all = await getProductListPage('en', { sort: 'name', page: 1 })
    const brand = all.items[0]!.brand!.slug!
    const byBrand = await getProductListPage('en', { brand })
    expect(byBrand.items.every((item) => item.brand?.slug === brand)).toBe(true)

    const japan = await getProductListPage('en', { country: 'JP' })
    const thailand = await getProductListPage('en', { country: 'TH' })
    expect(japan.total).toBeGreaterThan(0)
    expect(japan.total).toBeLessThan(thailand.total)
  })

  it('sorts by name in the page language', async () => {
    const { items } = await getProductListPage('en', { sort: 'name' })
    const names = items.map((item) => item.name!.toLowerCase())
    expect(names).toEqual([...names].sort())
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
    expect(await getProductListPage('en', { brand: 'no-such-brand' })).toMatchObject({
      total: 0,
      items: [],
      pageCount: 1,
    })
  })
})
