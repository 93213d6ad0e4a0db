/** @jest-environment node */
import sharp from 'sharp'
import { sha1 } from './hash'
import { MOTIFS, type ImageSpec } from './imageSpec'
import { composeSvg, renderImage } from './images'

const spec = (overrides: Partial<ImageSpec> = {}): ImageSpec => ({
  motif: 'chicken',
  label: 'Golden Farm',
  alt: { th: 'ไก่', en: 'Chicken' },
  ...overrides,
})

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
    const image = await renderImage(spec(), width, height)
    const metadata = await sharp(image.buffer).metadata()
    expect(metadata).toMatchObject({ format: 'webp', width, height })
    expect(image).toMatchObject({ width, height, sha1: sha1(image.buffer) })
  })

  it('gives the same bytes for the same spec and size', async () => {
    const first = await renderImage(spec({ tone: 'green' }), 400, 300)
    const second = await renderImage(spec({ tone: 'green' }), 400, 300)
    expect(second.buffer.equals(first.buffer)).toBe(true)
    expect(second.sha1).toBe(first.sha1)
    expect(second.lqip).toBe(first.lqip)
  })

  it('draws different labels and tones differently', async () => {
    const base = await renderImage(spec(), 200, 200)
    expect((await renderImage(spec({ label: 'Silver Farm' }), 200, 200)).sha1).not.toBe(base.sha1)
    expect((await renderImage(spec({ tone: 'blue' }), 200, 200)).sha1).not.toBe(base.sha1)
  })

  it('adds an LQIP: a 20 px-wide WebP data URL', async () => {
    const { lqip } = await renderImage(spec(), 1440, 400)
    expect(lqip).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/)
    const preview = Buffer.from(lqip.split(',')[1]!, 'base64')
    expect(await sharp(preview).metadata()).toMatchObject({ format: 'webp', width: 20, height: 6 })
  })

  it('draws every motif', async () => {
    for (const motif of MOTIFS) {
      const image = await renderImage(spec({ motif, label: motif }), 150, 150)
      expect(image.buffer.length).toBeGreaterThan(200)
    }
  })
})

describe('composeSvg', () => {
  const textOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])
  const fontSizes = (svg: string) =>
    [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]))

  it('draws no text on icons and thumbnails', async () => {
    expect(await composeSvg(spec(), 24, 24)).not.toContain('<text')
    expect(await composeSvg(spec(), 40, 40)).not.toContain('<text')
  })

  it('writes the label in the Latin sans font, escaped', async () => {
    const svg = await composeSvg(spec({ label: 'Salt & Pepper' }), 400, 300)
    expect(textOf(svg)).toEqual(['Salt &amp; Pepper'])
    expect(svg).toContain('font-family="DejaVu Sans, Noto Sans, sans-serif"')
  })

  it('fits a long label to the width without going below a readable size', async () => {
    const label = 'Chicken Breast Fillet Skinless Boneless Family Pack 1 kg'
    const svg = await composeSvg(spec({ label }), 400, 400)
    expect(textOf(svg).join(' ').replace('…', '').length).toBeGreaterThan(10)
    for (const size of fontSizes(svg)) expect(size).toBeGreaterThanOrEqual(18)
    const small = await composeSvg(spec({ label }), 100, 100)
    expect(textOf(small)).toHaveLength(1)
    expect(textOf(small)[0]).toMatch(/…$/)
    for (const size of fontSizes(small)) expect(size).toBeGreaterThanOrEqual(10)
  })

  it('uses a large single line on banners', async () => {
    const svg = await composeSvg(spec(), 1440, 400)
    expect(textOf(svg)).toEqual(['Golden Farm'])
    expect(fontSizes(svg)[0]).toBeGreaterThanOrEqual(80)
  })
})
