/** @jest-environment node */
import { brands } from '../content/brands'
import { businessLines } from '../content/businessLines'
import { products } from '../content/products'
import { seeded } from '../seeded'
import { PALETTES } from '../tones'
import { lineup, type LineupSpec } from './lineup'
import { brandLook, packOf, type PackshotSpec } from './packshot'

const canvas = { width: 1440, height: 400, random: seeded('test'), palette: PALETTES.gold }

const spec: LineupSpec = {
  kind: 'lineup',
  products: ['skinless-chicken-breast', 'pork-collar', 'whole-fresh-chicken'],
}

const pictureOf = (image: { picture?: unknown }) => image.picture as LineupSpec
const productOf = (slug: string) => products.find((product) => product.slug === slug)!

describe('the lineup picture kind', () => {
  it('draws the same spec the same way twice', () => {
    expect(lineup.draw(spec, canvas)).toBe(
      lineup.draw({ ...spec, products: [...spec.products] }, canvas),
    )
  })

  it("draws each product's own pack, as its packshot shows it", () => {
    const drawn = lineup.draw(spec, canvas)
    for (const slug of spec.products) {
      const packshot = productOf(slug).heroImage.picture as PackshotSpec
      expect(drawn).toContain(packOf(packshot, brandLook(packshot.brand), 'front'))
    }
  })

  it.each([
    [
      ['skinless-chicken-breast', 'no-such-product', 'pork-collar'],
      /unknown product "no-such-product"/,
    ],
    [['skinless-chicken-breast', 'pork-collar'], /3 to 5 products/],
    [
      [
        'skinless-chicken-breast',
        'pork-collar',
        'pork-belly',
        'roast-duck',
        'duck-breast',
        'minced-pork',
      ],
      /3 to 5 products/,
    ],
    [['pork-collar', 'pork-collar', 'roast-duck'], /each product once/],
  ])('rejects %j', (slugs, problem) => {
    expect(lineup.problems({ ...spec, products: slugs }).join('\n')).toMatch(problem)
  })

  it('accepts a whole spec, and draws shapes and icons only, never words', () => {
    expect(lineup.problems(spec)).toEqual([])
    expect(lineup.draw(spec, canvas)).not.toMatch(/<text|font-|<image/)
    expect(lineup.draw(spec, { ...canvas, height: 200 })).not.toMatch(/<text|font-|<image/)
  })

  it('names Fluent Emoji (high contrast) as its source, the packshots’ own', () => {
    expect(lineup.sources(spec)).toEqual(['fluent-emoji-high-contrast'])
  })
})

describe("the brands' and business lines' lineups", () => {
  const covers = brands.map((brand) => pictureOf(brand.cover))
  const banners = brands.map((brand) => pictureOf(brand.banner))
  const heroes = businessLines.map((line) => pictureOf(line.cover))

  it('are whole lineups', () => {
    for (const picture of [...covers, ...banners, ...heroes]) {
      expect(picture.kind).toBe('lineup')
      expect(lineup.problems(picture)).toEqual([])
    }
  })

  it("show each brand's own products", () => {
    for (const brand of brands) {
      for (const picture of [pictureOf(brand.cover), pictureOf(brand.banner)]) {
        for (const slug of picture.products) expect(productOf(slug).brand).toBe(brand.id)
      }
    }
  })

  it("show each business line's products, from its own brands", () => {
    for (const line of businessLines) {
      const lineBrands = brands.filter((brand) => brand.businessLine === line.id)
      for (const slug of pictureOf(line.cover).products) {
        expect(lineBrands.map((brand) => brand.id)).toContain(productOf(slug).brand)
      }
    }
  })

  it('never give two brands the same cover, or two lines the same hero', () => {
    for (const pictures of [covers, banners, heroes]) {
      const subjects = pictures.map((picture) => lineup.subject(picture))
      expect(new Set(subjects).size).toBe(subjects.length)
    }
  })
})
