/** @jest-environment node */
import sharp from 'sharp'
import { sha1 } from './hash'
import { drawingOf, MOTIFS, type Drawing, type ImageSpec } from './imageSpec'
import { composeSvg, renderImage } from './images'

const alt = { th: 'ไก่', en: 'Chicken' }
const drawing = (overrides: Partial<ImageSpec> = {}, seed = 'product-a heroImage'): Drawing =>
  drawingOf({ motif: 'chicken', alt, ...overrides }, seed)

/** Anything a renderer could write as words: text elements, fonts, embedded images. */
const WORDS = /<text|<tspan|<textPath|font-family|font-size|<image/

describe('renderImage', () => {
  it.each([
    [744, 744],
    [1440, 200],
    [1440, 400],
    [460, 300],
    [100, 100],
    [40, 40],
    [24, 24],
  ])('draws a WebP of exactly %i × %i', async (width, height) => {
    const image = await renderImage(drawing(), width, height)
    const metadata = await sharp(image.buffer).metadata()
    expect(metadata).toMatchObject({ format: 'webp', width, height })
    expect(image).toMatchObject({ width, height, sha1: sha1(image.buffer) })
  })

  it('gives the same bytes for the same drawing and size', async () => {
    const first = await renderImage(drawing({ tone: 'green' }), 400, 300)
    const second = await renderImage(drawing({ tone: 'green' }), 400, 300)
    expect(second.buffer.equals(first.buffer)).toBe(true)
    expect(second.sha1).toBe(first.sha1)
    expect(second.lqip).toBe(first.lqip)
  })

  it('draws different seeds and tones differently', async () => {
    const base = await renderImage(drawing(), 200, 200)
    expect((await renderImage(drawing({}, 'product-b heroImage'), 200, 200)).sha1).not.toBe(
      base.sha1,
    )
    expect((await renderImage(drawing({ tone: 'blue' }), 200, 200)).sha1).not.toBe(base.sha1)
  })

  it('adds an LQIP: a 20 px-wide WebP data URL', async () => {
    const { lqip } = await renderImage(drawing(), 1440, 400)
    expect(lqip).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/)
    const preview = Buffer.from(lqip.split(',')[1]!, 'base64')
    expect(await sharp(preview).metadata()).toMatchObject({ format: 'webp', width: 20, height: 6 })
  })

  it('draws every motif', async () => {
    for (const motif of MOTIFS) {
      const image = await renderImage(drawing({ motif }, `x ${motif}`), 150, 150)
      expect(image.buffer.length).toBeGreaterThan(200)
    }
  })
})

describe('composeSvg', () => {
  it('writes no words on any motif at any size: shapes only', () => {
    for (const motif of MOTIFS) {
      for (const [width, height] of [
        [24, 24],
        [400, 400],
        [1440, 400],
      ] as const) {
        expect(composeSvg(drawing({ motif }, `x ${motif}`), width, height)).not.toMatch(WORDS)
      }
    }
  })

  it('gives every seed its own picture of one motif', () => {
    const seeds = Array.from({ length: 40 }, (_, index) => `product-${index} heroImage`)
    const svgs = new Set(seeds.map((seed) => composeSvg(drawing({}, seed), 400, 400)))
    expect(svgs.size).toBe(seeds.length)
  })

  it('varies portraits by person: shape, colour and pattern, not one figure for all', () => {
    const portraits = Array.from({ length: 26 }, (_, index) =>
      composeSvg(drawingOf({ motif: 'person', alt }, `person-${index} photo`), 400, 400),
    )
    expect(new Set(portraits).size).toBe(portraits.length)
    // The head's shape and the body's colour each take several values across the board.
    const heads = portraits.map(
      (svg) => /<(circle|rect|ellipse) [^>]*\/><\/g><\/svg>$/.exec(svg)?.[1],
    )
    expect(new Set(heads).size).toBeGreaterThanOrEqual(3)
    const bodies = portraits.map(
      (svg) => /<path d="M[^"]+ Z" fill="(#[0-9a-f]{6})"\/>/.exec(svg)?.[1],
    )
    expect(new Set(bodies).size).toBeGreaterThanOrEqual(4)
  })

  it('lays a flag out in its country colours', () => {
    const colours = ['#a51931', '#f4f5f8', '#2d2a4a']
    const svg = composeSvg(
      drawingOf({ motif: 'flag', alt, flag: { colours, layout: 'bands' } }, 'country-th image'),
      150,
      150,
    )
    for (const colour of colours) expect(svg).toContain(`fill="${colour}"`)
  })

  it('draws a motif as its line drawing on a ringed roundel over a plain gradient', () => {
    const svg = composeSvg(drawingOf({ motif: 'egg', alt }, 'category-eggs image'), 400, 300)
    expect(svg).toContain('<circle cx="50" cy="50" r="48" fill="#ffffff"')
    expect(svg).toContain('color="#3a2a20"')
    expect(svg).not.toContain('<pattern')
  })

  it('draws an icon bare: the line drawing without its roundel', () => {
    const svg = composeSvg(drawingOf({ motif: 'egg', alt }, 'category-eggs icon'), 24, 24)
    expect(svg).toContain('color="#3a2a20"')
    expect(svg).not.toContain('r="48"')
  })
})
