import sharp from 'sharp'
import { sha1 } from './hash'
import type { ImageSpec } from './imageSpec'
import { labelSvg, layoutLabel, type LabelBox } from './label'
import { MOTIF_DRAWINGS } from './motifs'
import { DEFAULT_TONE, PALETTES, type Palette } from './tones'

export interface RenderedImage {
  buffer: Buffer
  width: number
  height: number
  /** SHA-1 of the WebP bytes: Sanity's asset hash, and the file's name. */
  sha1: string
  /** A 20 px-wide blurred WebP as a data URL, what Sanity keeps in asset.metadata.lqip. */
  lqip: string
}

/** Below this size (category icons, product thumbnails) a label could not be read: none is drawn. */
const SMALLEST_LABELLED_SIDE = 64
/** From this aspect ratio on (covers, banners) the label sits beside the motif, not under it. */
const BANNER_RATIO = 2.2
const LQIP_WIDTH = 20

// Effort 2 encodes twice as fast as the default 4 for files about 5 % larger: flat drawings compress
// well either way.
const WEBP_OPTIONS = { quality: 80, effort: 2 } as const

/** Places the motif's 100 × 100 drawing at (x, y) with the given side. */
function placedMotif(spec: ImageSpec, palette: Palette, x: number, y: number, side: number) {
  const scale = side / 100
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale, 4)})">${MOTIF_DRAWINGS[spec.motif](palette)}</g>`
}

/**
 * Soft circles behind the motif, placed from a hash of the spec so that two images of the same
 * motif with different labels do not look identical.
 */
function decoration(spec: ImageSpec, width: number, height: number): string {
  const digest = sha1(`${spec.motif}\u0000${spec.label}`)
  const byte = (index: number) => parseInt(digest.slice(index * 2, index * 2 + 2), 16) / 255
  const side = Math.min(width, height)
  return [0, 1, 2]
    .map((circle) => {
      const cx = byte(circle * 3) * width
      const cy = byte(circle * 3 + 1) * height
      const r = side * (0.18 + byte(circle * 3 + 2) * 0.3)
      return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="#ffffff" opacity="0.35"/>`
    })
    .join('')
}

function background(palette: Palette): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${palette.backgroundFrom}"/>` +
    `<stop offset="1" stop-color="${palette.backgroundTo}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#bg)"/>`
  )
}

/** Motif only, nearly filling the image: icons and thumbnails. */
function iconLayout(spec: ImageSpec, palette: Palette, width: number, height: number) {
  const side = Math.min(width, height) * 0.84
  return placedMotif(spec, palette, (width - side) / 2, (height - side) / 2, side)
}

/** Motif at the left, label filling the rest: covers and banners. */
async function bannerLayout(spec: ImageSpec, palette: Palette, width: number, height: number) {
  const margin = Math.max(height * 0.15, width * 0.05)
  const side = height * 0.7
  const textLeft = margin + side + height * 0.2
  const box: LabelBox = {
    x: textLeft,
    centerY: height / 2,
    width: width - textLeft - margin,
    height: height * 0.7,
    anchor: 'start',
    minFontSize: Math.max(12, Math.round(height * 0.1)),
    maxFontSize: Math.round(height * 0.3),
  }
  const label = labelSvg(await layoutLabel(spec.label, box), box, palette.ink)
  return placedMotif(spec, palette, margin, (height - side) / 2, side) + label
}

/** Motif above a label band: square, landscape and portrait images. */
async function cardLayout(spec: ImageSpec, palette: Palette, width: number, height: number) {
  const bandHeight = Math.max(20, height * 0.24)
  const motifArea = height - bandHeight
  const side = Math.min(motifArea * 0.8, width * 0.7)
  const margin = width * 0.06
  const box: LabelBox = {
    x: width / 2,
    centerY: motifArea + bandHeight / 2,
    width: width - 2 * margin,
    height: bandHeight * 0.84,
    anchor: 'middle',
    minFontSize: Math.max(10, Math.round(Math.min(width, height) * 0.045)),
    maxFontSize: Math.round(Math.min(bandHeight * 0.6, width * 0.12)),
  }
  const band = `<rect y="${round(motifArea)}" width="${width}" height="${round(bandHeight)}" fill="#ffffff" opacity="0.6"/>`
  const label = labelSvg(await layoutLabel(spec.label, box), box, palette.ink)
  return (
    placedMotif(
      spec,
      palette,
      (width - side) / 2,
      (motifArea - side) / 2 + motifArea * 0.04,
      side,
    ) +
    band +
    label
  )
}

/** The SVG drawn for an image spec at a size. */
export async function composeSvg(spec: ImageSpec, width: number, height: number): Promise<string> {
  const palette = PALETTES[spec.tone ?? DEFAULT_TONE[spec.motif]]
  const small = Math.min(width, height) < SMALLEST_LABELLED_SIDE
  const content = small
    ? iconLayout(spec, palette, width, height)
    : width / height >= BANNER_RATIO
      ? await bannerLayout(spec, palette, width, height)
      : await cardLayout(spec, palette, width, height)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    background(palette) +
    (small ? '' : decoration(spec, width, height)) +
    content +
    `</svg>`
  )
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

/** Draws an image spec at a size as WebP. The same spec and size always give the same bytes. */
export async function renderImage(
  spec: ImageSpec,
  width: number,
  height: number,
): Promise<RenderedImage> {
  const svg = await composeSvg(spec, width, height)
  const buffer = await sharp(Buffer.from(svg)).resize(width, height).webp(WEBP_OPTIONS).toBuffer()
  return { buffer, width, height, sha1: sha1(buffer), lqip: await lqipOf(buffer, width, height) }
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
