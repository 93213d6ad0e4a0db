import { r } from '../patterns'
import { centredLine, fitLines, lineWidth } from './labelText'
import { INK } from './emoji'
import { subjectArt, type BrandLook, type Subject } from './packSubject'

/**
 * A pack's printed front label, as a food brand prints one: the product's Thai name large, its
 * English name under it and the net contents, in the brand's colours, with a line drawing of what
 * is inside where there is room. Every pack form gives it the box its label fills.
 */

/** What the label says: the product's name in both languages and what the pack holds. */
export interface LabelText {
  name: { th: string; en: string }
  /** Net contents as printed on the pack: "500 g", "10 eggs", "4 × 15 g". */
  net: string
}

export interface LabelBox {
  x: number
  y: number
  w: number
  h: number
}

/** A line of the label: its words, size, weight and colour, and the room it takes. */
interface LabelLine {
  text: string
  size: number
  weight: 'regular' | 'bold'
  fill: string
  /** From this line's top to the next's, in sizes: Thai needs room for marks above and below. */
  lead: number
}

/** The label's lines at a scale of its natural sizes, and the height they take. */
function setWords(look: BrandLook, label: LabelText, box: LabelBox, scale: number) {
  const width = box.w * 0.9
  const thai = fitLines(label.name.th, width, 2, {
    size: Math.min(box.h * 0.22, box.w * 0.15) * scale,
    minSize: box.h * 0.1 * scale,
    weight: 'bold',
  })
  const english = fitLines(label.name.en, width, 2, {
    size: thai.size * 0.64,
    minSize: thai.size * 0.45,
  })
  const lines: LabelLine[] = [
    ...thai.lines.map((text) => ({
      text,
      size: thai.size,
      weight: 'bold' as const,
      fill: look.palette.dark,
      lead: 1.35,
    })),
    ...english.lines.map((text) => ({
      text,
      size: english.size,
      weight: 'regular' as const,
      fill: INK,
      lead: 1.2,
    })),
  ]
  const netSize = english.size * 0.95
  const pill = {
    height: netSize * 1.6,
    width: lineWidth(label.net, { size: netSize, weight: 'bold' }) + netSize * 1.4,
  }
  const gap = netSize * 0.5
  const height = lines.reduce((sum, line) => sum + line.size * line.lead, 0) + gap + pill.height
  return { lines, netSize, pill, gap, height }
}

/**
 * The names and the net contents in a box, centred, the block in the middle of the box: at their
 * natural sizes, or smaller where two lines of each would not fit its height.
 */
function words(look: BrandLook, label: LabelText, box: LabelBox): string {
  const natural = setWords(look, label, box, 1)
  const { lines, netSize, pill, gap, height } =
    natural.height <= box.h ? natural : setWords(look, label, box, (box.h / natural.height) * 0.97)
  const cx = box.x + box.w / 2
  let top = box.y + Math.max(0, (box.h - height) / 2)
  const out: string[] = []
  for (const line of lines) {
    // The baseline sits a little below the middle of the line's room.
    const baseline = top + line.size * (line.lead / 2 + 0.36)
    out.push(centredLine(line.text, cx, baseline, line))
    top += line.size * line.lead
  }
  top += gap
  out.push(
    `<rect x="${r(cx - pill.width / 2, 2)}" y="${r(top, 2)}" width="${r(pill.width, 2)}" height="${r(pill.height, 2)}" rx="${r(pill.height / 2, 2)}" fill="${look.palette.main}"/>`,
    centredLine(label.net, cx, top + pill.height / 2 + netSize * 0.36, {
      size: netSize,
      weight: 'bold',
      fill: '#ffffff',
    }),
  )
  return out.join('')
}

/**
 * The label in its box: with `drawing`, the subject's line drawing over the words (a tall box)
 * or beside them (a wide one); without, the words alone (a sticker on a tray's film, an egg
 * box's band).
 */
export function packLabel(
  look: BrandLook,
  label: LabelText,
  subject: Subject,
  box: LabelBox,
  drawing = true,
): string {
  if (!drawing) return words(look, label, box)
  if (box.w > box.h * 1.25) {
    const art = Math.min(box.h, box.w * 0.42)
    return (
      subjectArt(subject, box.x + art / 2 + box.w * 0.02, box.y + box.h / 2, art * 0.95) +
      words(look, label, { x: box.x + art, y: box.y, w: box.w - art, h: box.h })
    )
  }
  const art = Math.min(box.w, box.h * 0.5)
  return (
    subjectArt(subject, box.x + box.w / 2, box.y + art / 2 + box.h * 0.02, art * 0.9) +
    words(look, label, { x: box.x, y: box.y + art, w: box.w, h: box.h - art })
  )
}
