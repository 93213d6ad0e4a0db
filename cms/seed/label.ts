import { escapeXml, LABEL_FONT_FAMILY, LABEL_FONT_WEIGHT, textWidthAt1px } from './svgText'

/** The box a label may fill, and the font sizes that keep it readable there. */
export interface LabelBox {
  /** Horizontal anchor: the box's centre (`middle`) or its left edge (`start`). */
  x: number
  /** Vertical centre of the box. */
  centerY: number
  width: number
  height: number
  anchor: 'middle' | 'start'
  minFontSize: number
  maxFontSize: number
}

export interface LabelLayout {
  lines: string[]
  fontSize: number
}

const LINE_HEIGHT = 1.2
/** Two lines are worth it only when they give clearly bigger text than one. */
const TWO_LINE_GAIN = 1.15
const ELLIPSIS = '…'

function largestFontSize(lineWidths: number[], box: LabelBox): number {
  const widest = Math.max(...lineWidths)
  const byWidth = widest > 0 ? box.width / widest : box.maxFontSize
  const byHeight = box.height / (lineWidths.length * LINE_HEIGHT)
  return Math.floor(Math.min(box.maxFontSize, byWidth, byHeight))
}

/** The split of the words into two lines whose wider line is narrowest. */
async function bestTwoLines(words: string[]): Promise<[string, string] | undefined> {
  let best: { lines: [string, string]; widest: number } | undefined
  for (let cut = 1; cut < words.length; cut++) {
    const lines: [string, string] = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')]
    const widest = Math.max(await textWidthAt1px(lines[0]), await textWidthAt1px(lines[1]))
    if (!best || widest < best.widest) best = { lines, widest }
  }
  return best?.lines
}

/** The longest start of the text that, with an ellipsis, fits the width at the given size. */
async function truncated(text: string, width: number, fontSize: number): Promise<string> {
  for (let length = text.length - 1; length > 0; length--) {
    const candidate = text.slice(0, length).trimEnd() + ELLIPSIS
    if ((await textWidthAt1px(candidate)) * fontSize <= width) return candidate
  }
  return ELLIPSIS
}

/**
 * Fits a label to its box: one line as large as allowed, else two balanced lines, else one
 * line at the smallest readable size cut short with an ellipsis. Never smaller than readable.
 */
export async function layoutLabel(label: string, box: LabelBox): Promise<LabelLayout> {
  const text = label.trim().replace(/\s+/g, ' ')
  const oneLine = largestFontSize([await textWidthAt1px(text)], box)
  let layout: LabelLayout = { lines: [text], fontSize: oneLine }

  const words = text.split(' ')
  if (words.length > 1) {
    const lines = await bestTwoLines(words)
    if (lines) {
      const twoLines = largestFontSize(
        [await textWidthAt1px(lines[0]), await textWidthAt1px(lines[1])],
        box,
      )
      if (twoLines >= oneLine * TWO_LINE_GAIN) layout = { lines, fontSize: twoLines }
    }
  }

  if (layout.fontSize >= box.minFontSize) return layout
  const fontSize = Math.floor(Math.min(box.minFontSize, box.height / LINE_HEIGHT))
  return { lines: [await truncated(text, box.width, fontSize)], fontSize }
}

/** The label as SVG `<text>` lines centred vertically in the box. */
export function labelSvg(layout: LabelLayout, box: LabelBox, colour: string): string {
  const { lines, fontSize } = layout
  const lineHeight = fontSize * LINE_HEIGHT
  // 0.36 em below the centre puts the middle of DejaVu's capitals and lower case on it.
  return lines
    .map((line, index) => {
      const baseline = box.centerY + (index - (lines.length - 1) / 2) * lineHeight + fontSize * 0.36
      return (
        `<text x="${round(box.x)}" y="${round(baseline)}" text-anchor="${box.anchor}" ` +
        `font-family="${LABEL_FONT_FAMILY}" font-weight="${LABEL_FONT_WEIGHT}" ` +
        `font-size="${fontSize}" fill="${colour}">${escapeXml(line)}</text>`
      )
    })
    .join('')
}

const round = (value: number) => Math.round(value * 10) / 10
