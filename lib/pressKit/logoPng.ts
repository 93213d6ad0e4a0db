import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { colors } from '@/shared/colors'

/** The width of a logo's PNGs: large enough for print at A5 and for any screen. */
export const LOGO_PNG_WIDTH = 2000
// The mark fills this share of the width; the rest is the clear space around it.
const MARK_SHARE = 0.8

export type LogoBackground = 'light' | 'dark'

const BACKGROUNDS: Record<LogoBackground, string> = {
  light: colors.white.value,
  dark: colors.gray[900].value,
}

/** An SVG's drawing size, as sharp reads it (its width and height, else its viewBox). */
export async function svgSize(svg: Buffer): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(svg).metadata()
  if (!width || !height) throw new Error('The SVG has no size')
  return { width, height }
}

export interface LogoPng {
  background: LogoBackground
  bytes: Buffer
  width: number
  height: number
}

// Rendered marks by their SVG's hash: the same in every language's kit and in the next revision
// of the content, where only a changed mark is drawn again. Bounded: the oldest goes first.
const MAX_REMEMBERED = 64
const rendered = new Map<string, Promise<LogoPng[]>>()

/**
 * A mark drawn from its SVG onto each flat background, LOGO_PNG_WIDTH pixels wide: rasterised
 * once at the density that gives its final size (never a small picture enlarged), centred with
 * clear space all round. The same SVG gives the same bytes.
 */
export function renderLogoPngs(svg: Buffer): Promise<LogoPng[]> {
  const key = createHash('sha256').update(svg).digest('hex')
  let pngs = rendered.get(key)
  if (!pngs) {
    pngs = drawLogoPngs(svg)
    pngs.catch(() => rendered.delete(key))
    rendered.set(key, pngs)
    if (rendered.size > MAX_REMEMBERED) rendered.delete(rendered.keys().next().value!)
  }
  return pngs
}

async function drawLogoPngs(svg: Buffer): Promise<LogoPng[]> {
  const size = await svgSize(svg)
  const markWidth = Math.round(LOGO_PNG_WIDTH * MARK_SHARE)
  const markHeight = Math.round((markWidth * size.height) / size.width)
  const margin = Math.round((LOGO_PNG_WIDTH - markWidth) / 2)
  const height = markHeight + 2 * margin
  const mark = await sharp(svg, { density: (72 * markWidth) / size.width })
    .resize(markWidth, markHeight, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer()
  const raw = { width: markWidth, height: markHeight, channels: 4 as const }
  return Promise.all(
    (Object.keys(BACKGROUNDS) as LogoBackground[]).map(async (background) => {
      const bytes = await sharp({
        create: { width: LOGO_PNG_WIDTH, height, channels: 4, background: BACKGROUNDS[background] },
      })
        .composite([{ input: mark, raw, left: margin, top: margin }])
        .png()
        .toBuffer()
      return { background, bytes, width: LOGO_PNG_WIDTH, height }
    }),
  )
}
