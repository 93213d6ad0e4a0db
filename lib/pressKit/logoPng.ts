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

/**
 * A mark drawn from its SVG onto a flat background, LOGO_PNG_WIDTH pixels wide: rasterised at
 * the density that gives its final size (never a small picture enlarged), centred with clear
 * space all round. The same SVG and background give the same bytes.
 */
export async function renderLogoPng(
  svg: Buffer,
  background: LogoBackground,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const size = await svgSize(svg)
  const markWidth = Math.round(LOGO_PNG_WIDTH * MARK_SHARE)
  const markHeight = Math.round((markWidth * size.height) / size.width)
  const margin = Math.round((LOGO_PNG_WIDTH - markWidth) / 2)
  const height = markHeight + 2 * margin
  const mark = await sharp(svg, { density: (72 * markWidth) / size.width })
    .resize(markWidth, markHeight, { fit: 'fill' })
    .png()
    .toBuffer()
  const bytes = await sharp({
    create: { width: LOGO_PNG_WIDTH, height, channels: 4, background: BACKGROUNDS[background] },
  })
    .composite([{ input: mark, left: margin, top: margin }])
    .png({ compressionLevel: 9 })
    .toBuffer()
  return { bytes, width: LOGO_PNG_WIDTH, height }
}
