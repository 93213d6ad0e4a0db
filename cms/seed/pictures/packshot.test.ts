/** @jest-environment node */
import { brands } from '../content/brands'
import { products } from '../content/products'
import { seeded } from '../seeded'
import { PALETTES } from '../tones'
import { drawingOf } from '../imageSpec'
import { composeSvg } from '../images'
import { brandLook, packshot, type PackshotSpec } from './packshot'

const canvas = { width: 400, height: 400, random: seeded('test'), palette: PALETTES.gray }

const spec: PackshotSpec = {
  kind: 'packshot',
  brand: { mark: 'brand-golden-farm logo', tone: 'gold' },
  pack: 'tray',
  subject: { main: 'cut-of-meat', tint: 'poultry', count: 2, garnish: ['lemon'] },
  label: { name: { th: 'อกไก่ลอกหนัง', en: 'Skinless Chicken Breast' }, net: '500 g' },
}

const pictureOf = (image: { picture?: unknown } | undefined) => image?.picture as PackshotSpec

describe('the packshot picture kind', () => {
  it('draws the same spec the same way twice', () => {
    expect(packshot.draw(spec, canvas)).toBe(packshot.draw({ ...spec }, canvas))
  })

  it('accepts a whole spec and every view of it', () => {
    expect(packshot.problems(spec)).toEqual([])
    expect(
      packshot.problems({ ...spec, view: 'served', dish: 'pan', items: ['bacon~roast'] }),
    ).toEqual([])
  })

  it.each([
    [{ subject: { main: 'no-such-emoji' } }, /unknown emoji "no-such-emoji"/],
    [{ view: 'served', dish: 'plate', items: ['egg', 'nope'] }, /unknown emoji "nope"/],
    [{ pack: 'crate' }, /unknown pack form "crate"/],
    [{ view: 'aerial' }, /unknown view "aerial"/],
    [{ view: 'served', dish: 'wok', items: ['egg'] }, /unknown dish "wok"/],
    [{ view: 'served' }, /needs items/],
    [{ subject: { main: 'egg', tint: 'blue' } }, /unknown tint "blue"/],
    [{ brand: { mark: 'brand-x logo', tone: 'pink' } }, /needs brand/],
    [{ label: { name: { th: 'อก' }, net: '500 g' } }, /needs label/],
  ])('rejects %j', (change, problem) => {
    const wrong = { ...spec, ...change } as PackshotSpec
    expect(packshot.problems(wrong).join('\n')).toMatch(problem)
  })

  it('draws shapes and icons only, never <text>: the label’s words are outlines', () => {
    const views = ['front', 'pack', 'back'] as const
    for (const view of views) {
      expect(packshot.draw({ ...spec, view }, canvas)).not.toMatch(/<text|font-|<image/)
    }
  })

  it('prints the label on the front and not on the back: the names and the net contents', () => {
    const label = (names: PackshotSpec['label']) => ({ ...spec, label: names })
    const front = packshot.draw(spec, canvas)
    const otherName = packshot.draw(
      label({ ...spec.label, name: { th: 'สะโพกไก่', en: 'Chicken Thigh' } }),
      canvas,
    )
    const otherNet = packshot.draw(label({ ...spec.label, net: '1 kg' }), canvas)
    expect(otherName).not.toBe(front)
    expect(otherNet).not.toBe(front)
    const back = (spec: PackshotSpec) => packshot.draw({ ...spec, view: 'back' }, canvas)
    expect(back(label({ ...spec.label, net: '1 kg' }))).toBe(back(spec))
  })
})

describe("the products' packshots", () => {
  it('give every product a subject of its own', () => {
    const subjects = products.map((product) => packshot.subject(pictureOf(product.heroImage)))
    expect(new Set(subjects).size).toBe(products.length)
  })

  it("show every product's pack from the front in its brand's colours and mark", () => {
    for (const product of products) {
      const hero = pictureOf(product.heroImage)
      const brand = brands.find((candidate) => candidate.id === product.brand)!
      expect(hero.kind).toBe('packshot')
      expect(hero.view).toBe('front')
      expect(hero.brand).toEqual({ mark: `${brand.id} logo`, tone: brand.logo.tone })
      expect(packshot.problems(hero)).toEqual([])
      expect(packshot.draw(hero, canvas)).toContain(PALETTES[brand.logo.tone!].main)
    }
  })

  it("wear the very mark each brand's logo image shows", () => {
    for (const brand of brands) {
      const logo = composeSvg(drawingOf(brand.logo, `${brand.id} logo`), 200, 200)
      const { mark } = brandLook({ mark: `${brand.id} logo`, tone: brand.logo.tone! })
      expect(logo).toContain(mark)
    }
  })

  it('show in each gallery views that differ from each other and from the hero', () => {
    for (const product of products) {
      const shots = (product.gallery ?? []).map(pictureOf)
      for (const shot of shots) expect(packshot.problems(shot)).toEqual([])
      const views = shots.map((shot) => `${shot.view} ${shot.dish ?? shot.setting ?? ''}`)
      expect(views).not.toContain('front ')
      expect(new Set(views).size).toBe(views.length)
      for (const shot of shots)
        expect(packshot.subject(shot)).toBe(packshot.subject(pictureOf(product.heroImage)))
    }
  })

  it('never draw one picture for two places (a packshot is drawn from its spec alone)', () => {
    const pictures = products.flatMap((product) =>
      [product.heroImage, ...(product.gallery ?? [])].map((image) =>
        JSON.stringify(pictureOf(image)),
      ),
    )
    expect(new Set(pictures).size).toBe(pictures.length)
  })

  it('name Fluent Emoji (high contrast) as their source', () => {
    expect(packshot.sources(spec)).toEqual(['fluent-emoji-high-contrast'])
  })
})
