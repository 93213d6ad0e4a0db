import { brands } from './brands'
import { productCategories } from './categories'
import { netContents, products } from './products'

// The fresh-meat line sells raw, chilled meat and eggs: a product that is frozen, cooked or ready
// to eat belongs to processed food (a frozen roast duck was once filed under fresh duck).
const FRESH_LINE = 'line-fresh-meat'
const NOT_FRESH = {
  en: /\b(frozen|roast(ed)?|grilled|smoked|cooked|ready[- ]to[- ](eat|reheat|cook)|ready meal)\b/i,
  th: /แช่แข็ง|ย่าง|รมควัน|สุกแล้ว|พร้อมรับประทาน|พร้อมทาน|พร้อมอุ่น/,
}
const FROZEN = { en: /\bfrozen\b/i, th: /แช่แข็ง/ }

const lineOfCategory = new Map(
  productCategories.map((category) => [category.id, category.businessLine]),
)
const freshProducts = products.filter(
  (product) => lineOfCategory.get(product.category) === FRESH_LINE,
)

describe('the seed’s products are filed where a shopper would look for them', () => {
  it('has fresh-meat products to check', () => {
    expect(freshProducts.length).toBeGreaterThan(10)
  })

  it.each(freshProducts.map((product) => [product.slug, product] as const))(
    '%s, in a fresh category, is neither frozen nor ready to eat by its name, summary or storage',
    (_slug, product) => {
      for (const lang of ['th', 'en'] as const) {
        expect(product.name[lang]).not.toMatch(NOT_FRESH[lang])
        // A summary may say what a shopper cooks it into (for roasting), not that it is frozen.
        expect(product.summary[lang]).not.toMatch(FROZEN[lang])
        expect(product.storage[lang]).not.toMatch(FROZEN[lang])
      }
    },
  )

  it('puts each product in a category of its brand’s business line', () => {
    const lineOfBrand = new Map(brands.map((brand) => [brand.id, brand.businessLine]))
    const misfiled = products.filter(
      (product) => lineOfCategory.get(product.category) !== lineOfBrand.get(product.brand),
    )
    expect(misfiled.map((product) => product.slug)).toEqual([])
  })
})

describe('the net contents a pack’s label prints, read from its pack size', () => {
  it.each([
    ['500 g tray', '500 g'],
    ['1 bird, about 1.6–1.8 kg', '1.6–1.8 kg'],
    ['Half duck, 600 g, with 80 g sauce', '600 g'],
    ['300 ml bottle', '300 ml'],
    ['4 sticks × 15 g', '4 × 15 g'],
    ['Tray of 30 eggs', '30 eggs'],
  ])('%s → %s', (packSize, net) => {
    expect(netContents(packSize)).toBe(net)
  })

  it('fails on a pack size that says no amount, rather than printing a wrong one', () => {
    expect(() => netContents('A family pack')).toThrow(/No net contents/)
  })

  it('finds one for every product of the seed', () => {
    for (const product of products) expect(() => netContents(product.packSize.en)).not.toThrow()
  })
})
