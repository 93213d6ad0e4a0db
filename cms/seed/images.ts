import sharp from 'sharp'
import { sha1 } from './hash'
import type { Drawing } from './imageSpec'
import { motifSvg } from './motifs'
import { pictureKindOf } from './pictures'
import { backgroundSvg, plainBackgroundSvg, r } from './patterns'
import { sceneSvg } from './scene'
import { seeded, type Seeded } from './seeded'
import { ALL_TONES, PALETTES, type Palette } from './tones'

export interface RenderedImage {
  buffer: Buffer
  width: number
  height: number
  /** SHA-1 of the WebP bytes: Sanity's asset hash, and the file's name. */
  sha1: string
  /** A 20 px-wide blurred WebP as a data URL, what Sanity keeps in asset.metadata.lqip. */
  lqip: string
}

/** Below this size (category icons) a pattern would be noise: the motif alone is drawn. */
const SMALLEST_PATTERNED_SIDE = 64
/** From this aspect ratio on (covers, banners) the motif sits to one side, with echoes of it. */
const BANNER_RATIO = 2.2
const LQIP_WIDTH = 20

// Effort 2 encodes twice as fast as the default 4 for files about 5 % larger: flat drawings compress
// well either way.
const WEBP_OPTIONS = { quality: 80, effort: 2 } as const

/** Places markup drawn in a 100 × 100 box at (x, y) with the given side. */
function placed(markup: string, x: number, y: number, side: number, opacity = 1) {
  const fade = opacity < 1 ? ` opacity="${opacity}"` : ''
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${r(side / 100, 4)})"${fade}>${markup}</g>`
}

/** The motif alone on the tone's gradient, nearly filling the image: icons. */
function iconLayout(motif: string, palette: Palette, width: number, height: number) {
  const side = Math.min(width, height) * 0.84
  return plainBackgroundSvg(palette) + placed(motif, (width - side) / 2, (height - side) / 2, side)
}

/** The motif large on one side, smaller faded echoes of it across the rest: covers and banners. */
function bannerLayout(motif: string, random: Seeded, width: number, height: number) {
  const side = height * random.between(0.62, 0.8)
  const onLeft = random.next() < 0.5
  const x = onLeft ? width * random.between(0.05, 0.2) : width * random.between(0.65, 0.85) - side
  const echoes = [0, 1, 2]
    .map((echo) => {
      const echoSide = height * random.between(0.3, 0.45)
      const band = onLeft ? [0.35, 0.55, 0.75][echo]! : [0.08, 0.28, 0.48][echo]!
      const echoX = width * (band + random.between(0, 0.1))
      const echoY = random.between(0.05, 0.95) * (height - echoSide)
      return placed(motif, echoX, echoY, echoSide, 0.22)
    })
    .join('')
  return echoes + placed(motif, x, (height - side) / 2, side)
}

/** The motif near the centre, its size and place varied a little: square and landscape cards. */
function cardLayout(
  drawing: Drawing,
  motif: string,
  random: Seeded,
  width: number,
  height: number,
) {
  const shortSide = Math.min(width, height)
  if (drawing.motif === 'person') {
    // Head and shoulders reach the bottom edge, as a portrait photo's do.
    const side = shortSide * 0.92
    return placed(motif, (width - side) / 2, height - side, side)
  }
  const side = shortSide * random.between(0.6, 0.76)
  const x = (width - side) / 2 + width * random.between(-0.05, 0.05)
  const y = (height - side) / 2 + height * random.between(-0.04, 0.04)
  return placed(motif, x, y, side)
}

/**
 * The SVG drawn for a drawing at a size: shapes only, never text. Its background pattern, accent
 * colour and layout come from the drawing's seed, so every place an image sits gets its own.
 */
export function composeSvg(drawing: Drawing, width: number, height: number): string {
  const random = seeded(drawing.seed)
  const palette = PALETTES[drawing.tone]
  const accent = PALETTES[random.pick(ALL_TONES)]
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
  if (drawing.motif === 'landscape') return open + sceneSvg(random, width, height) + '</svg>'
  const { picture } = drawing
  const kind = picture && pictureKindOf(picture)
  if (picture && kind)
    return open + kind.draw(picture, { width, height, random, palette }) + '</svg>'
  const motif = motifSvg(drawing, palette, accent, random)
  if (Math.min(width, height) < SMALLEST_PATTERNED_SIDE) {
    return open + iconLayout(motif, palette, width, height) + '</svg>'
  }
  const background = backgroundSvg(palette, accent, random, width, height)
  const content =
    width / height >= BANNER_RATIO
      ? bannerLayout(motif, random, width, height)
      : cardLayout(drawing, motif, random, width, height)
  return open + background + content + '</svg>'
}

/** The LQIP Sanity would compute: the image 20 px wide, blurred, inlined as a data URL. */
export async function lqipOf(image: Buffer, width: number, height: number): Promise<string> {
  const lqipHeight = Math.max(1, Math.round((LQIP_WIDTH * height) / width))
  const buffer = await sharp(image)
    .resize(LQIP_WIDTH, lqipHeight, { fit: 'fill' })
    .blur(0.8)
    .webp({ quality: 40, effort: 4 })
    .toBuffer()
  return `data:image/webp;base64,${buffer.toString('base64')}`
}

/** Draws a drawing at a size as WebP. The same drawing and size always give the same bytes. */
export async function renderImage(
  drawing: Drawing,
  width: number,
  height: number,
): Promise<RenderedImage> {
  const svg = composeSvg(drawing, width, height)
  const buffer = await sharp(Buffer.from(svg)).resize(width, height).webp(WEBP_OPTIONS).toBuffer()
  return { buffer, width, height, sha1: sha1(buffer), lqip: await lqipOf(buffer, width, height) }
}
