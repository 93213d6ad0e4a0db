import sharp from 'sharp'

/** The label font: librsvg picks the first family fontconfig knows (DejaVu Sans on Debian). */
export const LABEL_FONT_FAMILY = 'DejaVu Sans, Noto Sans, sans-serif'
export const LABEL_FONT_WEIGHT = 700

/** Text safe inside SVG markup. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

// Large enough that a pixel of rounding is under 3 % of a letter, small enough to be quick.
const MEASURE_FONT_SIZE = 100
const widths = new Map<string, Promise<number>>()

/**
 * The drawn width of a text line at font size 1, in pixels. librsvg lays SVG text out with
 * Pango, so asking Pango (sharp's text input) for the ink width of the same font gives the width
 * the label will have, to the pixel, in about a millisecond. Cached per text.
 */
export function textWidthAt1px(text: string): Promise<number> {
  let width = widths.get(text)
  if (width === undefined) {
    width = measure(text)
    widths.set(text, width)
  }
  return width
}

async function measure(text: string): Promise<number> {
  if (text.trim() === '') return 0
  const font = `${LABEL_FONT_FAMILY} Bold ${MEASURE_FONT_SIZE}`
  // At 72 dpi a Pango point is a pixel, as in SVG.
  const { info } = await sharp({ text: { text: escapeXml(text), font, dpi: 72 } })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return info.width / MEASURE_FONT_SIZE
}
