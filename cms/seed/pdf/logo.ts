import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { colors } from '../../../shared/colors'
import { LogoMark } from '../../../shared/LogoMark'

/*
 * The company's mark in the PDFs, as vectors: the header's own drawing (shared/LogoMark.tsx),
 * rendered to its SVG markup and replayed shape by shape with pdfkit, its colour variables
 * resolved through the tokens (shared/colors.ts) as the press kit's SVG does. One drawing of the
 * mark, so a redesign of it reaches the PDFs too.
 */

/** The mark's viewBox side. */
const VIEW_BOX = 40

type Attributes = Record<string, string>

export interface LogoShape {
  tag: 'rect' | 'circle' | 'path'
  attributes: Attributes
}

const TOKEN_VARIABLE = /^var\(--ck-colors-([a-z]+)-(\d+)\)$/

/** A colour as the markup gives it: a token variable or a literal. */
function resolveColour(value: string): string {
  const token = TOKEN_VARIABLE.exec(value)
  if (!token) return value
  const scale = colors[token[1] as keyof typeof colors] as Record<string, { value: string }>
  const resolved = scale?.[token[2]!]?.value
  if (resolved === undefined) throw new Error(`The logo uses ${value}, which is no colour token`)
  return resolved
}

let shapes: LogoShape[] | undefined

/** The mark's shapes, in drawing order, read from the component's markup (once). */
export function logoShapes(): LogoShape[] {
  shapes ??= readShapes()
  return shapes
}

function readShapes(): LogoShape[] {
  const markup = renderToStaticMarkup(createElement(LogoMark, { size: VIEW_BOX }))
  const read: LogoShape[] = []
  for (const [, tag, body] of markup.matchAll(/<(rect|circle|path)\s([^>]*?)\/?>/g)) {
    const attributes: Attributes = {}
    for (const [, name, value] of body!.matchAll(/([a-z-]+)="([^"]*)"/g)) {
      attributes[name!] = name === 'fill' || name === 'stroke' ? resolveColour(value!) : value!
    }
    read.push({ tag: tag as LogoShape['tag'], attributes })
  }
  if (read.length === 0) throw new Error('The logo mark drew no shapes')
  return read
}

/** The part of pdfkit's document the mark is drawn with. */
type Canvas = PDFKit.PDFDocument

/** Draws the mark as a `size`-point square whose top left corner is at (x, y). */
export function drawLogo(doc: Canvas, x: number, y: number, size: number) {
  const number = (attributes: Attributes, name: string) => Number(attributes[name] ?? 0)
  doc.save()
  doc.translate(x, y).scale(size / VIEW_BOX)
  for (const { tag, attributes } of logoShapes()) {
    doc.save()
    const opacity = attributes.opacity === undefined ? 1 : Number(attributes.opacity)
    if (tag === 'rect') {
      doc.roundedRect(
        number(attributes, 'x'),
        number(attributes, 'y'),
        number(attributes, 'width'),
        number(attributes, 'height'),
        number(attributes, 'rx'),
      )
    } else if (tag === 'circle') {
      doc.circle(number(attributes, 'cx'), number(attributes, 'cy'), number(attributes, 'r'))
    } else {
      doc.path(attributes.d ?? '')
    }
    const fill = attributes.fill !== undefined && attributes.fill !== 'none'
    const stroke = attributes.stroke !== undefined && attributes.stroke !== 'none'
    if (stroke) {
      doc
        .lineWidth(number(attributes, 'stroke-width') || 1)
        .lineCap((attributes['stroke-linecap'] as 'round' | 'butt' | 'square') ?? 'butt')
        .strokeOpacity(opacity)
    }
    if (fill) doc.fillOpacity(opacity)
    if (fill && stroke) doc.fillAndStroke(attributes.fill!, attributes.stroke!)
    else if (fill) doc.fill(attributes.fill!)
    else if (stroke) doc.stroke(attributes.stroke!)
    doc.restore()
  }
  doc.restore()
}
