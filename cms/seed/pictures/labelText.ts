import path from 'node:path'
import * as fontkit from 'fontkit'
import { r } from '../patterns'
import {
  defaultFontDir,
  NOTO_FILES,
  scriptRuns,
  type NotoFont,
  type Weight,
} from '../notoFontFiles'

/**
 * Words printed on a picture (a pack's label: the product's name and weight) as outlines in
 * Noto Sans Thai, shaped by fontkit (the engine pdfkit uses, so Thai marks sit as in the PDFs).
 * Outlines, not <text>: the picture renders the same on any machine, with no font installed.
 */

const fonts = new Map<NotoFont, fontkit.Font>()

function fontOf(name: NotoFont): fontkit.Font {
  let font = fonts.get(name)
  if (font === undefined) {
    const opened = fontkit.openSync(path.join(defaultFontDir(), NOTO_FILES[name]))
    if (!('layout' in opened)) throw new Error(`${NOTO_FILES[name]} is a collection, not a font`)
    font = opened
    fonts.set(name, font)
  }
  return font
}

/** How letters are set: what their width depends on. */
export interface TextSetting {
  /** The letters' size (em) in the picture's units. */
  size: number
  weight?: Weight
}

/** How a line is drawn: its setting and its colour. */
export interface TextStyle extends TextSetting {
  fill: string
}

interface PlacedGlyph {
  path: fontkit.Glyph['path']
  x: number
  y: number
  scale: number
}

/** The glyphs of a line set from x = 0 on its baseline, and its width. */
function setLine(text: string, style: TextSetting): { glyphs: PlacedGlyph[]; width: number } {
  const glyphs: PlacedGlyph[] = []
  let pen = 0
  for (const run of scriptRuns(text, style.weight ?? 'regular')) {
    const font = fontOf(run.font)
    const scale = style.size / font.unitsPerEm
    const { glyphs: shaped, positions } = font.layout(run.text)
    shaped.forEach((glyph, index) => {
      const position = positions[index]!
      glyphs.push({
        path: glyph.path,
        x: pen + position.xOffset * scale,
        y: -position.yOffset * scale,
        scale,
      })
      pen += position.xAdvance * scale
    })
  }
  return { glyphs, width: pen }
}

/** How wide a line of `text` is in `style`. */
export function lineWidth(text: string, style: TextSetting): number {
  return setLine(text, style).width
}

/** The outline's numbers rounded to two decimals: the same drawing in a quarter of the bytes. */
function rounded(d: string): string {
  return d.replace(/-?\d+\.\d+(e-?\d+)?/g, (number) => String(r(Number(number), 2)))
}

/**
 * One line of text centred on x, its baseline at y, as a single <path>.
 */
export function centredLine(text: string, x: number, y: number, style: TextStyle): string {
  const { glyphs, width } = setLine(text, style)
  const left = x - width / 2
  const d = glyphs
    .map(({ path: outline, x: glyphX, y: glyphY, scale }) =>
      outline
        .scale(scale, -scale)
        .translate(left + glyphX, y + glyphY)
        .toSVG(),
    )
    .join('')
  return d === '' ? '' : `<path d="${rounded(d)}" fill="${style.fill}"/>`
}

const wordSegmenter = new Intl.Segmenter('th', { granularity: 'word' })

/** The places a line of `text` may end: between words (Thai ones by ICU's dictionary). */
function words(text: string): string[] {
  return [...wordSegmenter.segment(text)].map(({ segment }) => segment)
}

/**
 * `text` set in at most `maxLines` lines no wider than `maxWidth`, at `style.size` or, if it
 * does not fit, the largest size down to `minSize` at which it does (the last try is used as it
 * is). Lines break between words, as evenly as the words allow.
 */
export function fitLines(
  text: string,
  maxWidth: number,
  maxLines: number,
  style: TextSetting & { minSize: number },
): { lines: string[]; size: number } {
  const parts = words(text)
  for (let size = style.size; ; size = Math.max(style.minSize, size * 0.92)) {
    const sized = { ...style, size }
    const lines = balancedLines(parts, maxWidth, maxLines, sized)
    if (lines !== undefined || size === style.minSize) {
      return { lines: lines ?? [text], size }
    }
  }
}

/** The words broken into the fewest lines that fit, the break chosen to even the widths. */
function balancedLines(
  parts: string[],
  maxWidth: number,
  maxLines: number,
  style: TextSetting,
): string[] | undefined {
  const whole = parts.join('')
  if (lineWidth(whole, style) <= maxWidth) return [whole]
  if (maxLines < 2) return undefined
  let best: { lines: string[]; widest: number } | undefined
  for (let cut = 1; cut < parts.length; cut += 1) {
    const first = parts.slice(0, cut).join('').trim()
    const rest = parts.slice(cut).join('').trim()
    if (first === '' || rest === '') continue
    const firstWidth = lineWidth(first, style)
    if (firstWidth > maxWidth) break
    const tail = balancedLines(words(rest), maxWidth, maxLines - 1, style)
    if (tail === undefined) continue
    const widest = Math.max(firstWidth, ...tail.map((line) => lineWidth(line, style)))
    if (best === undefined || widest < best.widest) best = { lines: [first, ...tail], widest }
  }
  return best?.lines
}
