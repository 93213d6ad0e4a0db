import path from 'node:path'
import PDFDocument from 'pdfkit'
import { colors } from '../../../shared/colors'
import { defaultFontDir, NOTO_FILES, scriptRuns, type Weight } from '../notoFontFiles'
import { drawLogo } from './logo'
import type { PdfLang } from './types'

/*
 * A small page layout over pdfkit for the investor PDFs: A4 pages planned one by one (a page
 * whose content does not fit is an error, so each kind knows its page count) or, for the long
 * documents, text that flows on to the next page; text in Noto Sans Thai, the company's mark and
 * name in a header and a "Page 2 of 5" footer on every page. Deterministic: the creation date is
 * the document's own, and pdfkit derives the trailer's /ID from the document info (no random
 * bytes without encryption), so the same content gives the same bytes.
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const
const CONTENT_TOP = 118
const CONTENT_BOTTOM = PAGE.height - 78
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin

// The site's colour tokens: the brand's red on the same greys as the pages.
const COLOURS = {
  text: colors.gray[900].value,
  muted: colors.gray[600].value,
  brand: colors.brand[600].value,
  rule: colors.gray[200].value,
  band: colors.brand[50].value,
  white: colors.white.value,
} as const

const segmenters: Record<PdfLang, Intl.Segmenter> = {
  th: new Intl.Segmenter('th', { granularity: 'word' }),
  en: new Intl.Segmenter('en', { granularity: 'word' }),
}

/**
 * The places a line may end, as units: ICU's words (Thai ones by its dictionary) and spaces,
 * with punctuation kept on the word before it and an opening bracket or a hyphen on the word
 * after it (no line ends in "(" or "56-", none starts with ")" or ",").
 */
export function breakUnits(text: string, lang: PdfLang): string[] {
  const units: string[] = []
  for (const { segment } of segmenters[lang].segment(text)) {
    const previous = units[units.length - 1]
    const isPunctuation = /^[^\p{L}\p{N}\s]+$/u.test(segment)
    if (previous !== undefined && !/\s$/.test(previous) && !/^\s/.test(segment)) {
      if (isPunctuation || /[([{\-/]$/.test(previous)) {
        units[units.length - 1] = previous + segment
        continue
      }
    }
    units.push(segment)
  }
  return units
}

export interface TextStyle {
  size?: number
  weight?: Weight
  colour?: keyof typeof COLOURS
}

export interface Column {
  /** Share of the content width. */
  width: number
  align?: 'left' | 'right'
}

/**
 * A table's columns: the label's share of the width first, then `count` right-aligned columns
 * of figures sharing the rest equally.
 */
export function figureColumns(labelShare: number, count: number): Column[] {
  const share = (1 - labelShare) / count
  return [
    { width: labelShare },
    ...Array.from({ length: count }, () => ({ width: share, align: 'right' as const })),
  ]
}

export interface PdfMeta {
  lang: PdfLang
  title: string
  author: string
  subject: string
  /** ISO date: the PDF's creation and modification date. */
  date: string
  /** Left of the running header (the company), right of it (the document's short name). */
  header: { left: string; right: string }
  /** `(page, pages) => 'Page 2 of 5'`. */
  pageLabel: (page: number, pages: number) => string
  /** Left of the footer (symbol and date). */
  footer: string
  /**
   * Content that does not fit flows on to a new page (the long documents) instead of being an
   * error (the documents whose pages are planned one by one).
   */
  flow?: boolean
  /** Lays the pages out without drawing their text: to learn where the headings fall. */
  measureOnly?: boolean
  /** What earlier passes over the same document measured. */
  measures?: Measures
}

/** A heading as the table of contents lists it: its level, text and page. */
export interface ContentsEntry {
  level: 1 | 2
  text: string
  page: number
}

/**
 * Text widths and lines, measured once per document: its passes (longDocument.ts) share them.
 * Per document, not per process: a measurement selects fonts, and the order fonts are first
 * selected in numbers them in the file, so a document measured from the same start gives the
 * same bytes.
 */
export function createMeasures() {
  return { widths: new Map<string, number>(), lines: new Map<string, string[]>() }
}

export type Measures = ReturnType<typeof createMeasures>

/** A PDF being laid out: pages, then text and tables down each page. */
export function createPdf(meta: PdfMeta, fontDir: string = defaultFontDir()) {
  const date = new Date(`${meta.date}T00:00:00Z`)
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    compress: true,
    bufferPages: true,
    autoFirstPage: false,
    lang: meta.lang === 'th' ? 'th-TH' : 'en-US',
    displayTitle: true,
    info: {
      Title: meta.title,
      Author: meta.author,
      Subject: meta.subject,
      Producer: 'cms/seed/pdf (pdfkit)',
      Creator: 'cms/seed/pdf (pdfkit)',
      CreationDate: date,
      ModDate: date,
    },
  })
  for (const [name, file] of Object.entries(NOTO_FILES)) {
    // The fonts are read at run time from node_modules, not traced into the build.
    doc.registerFont(name, path.join(/*turbopackIgnore: true*/ fontDir, file))
  }
  let y = CONTENT_TOP
  let pageCount = 0
  const headings: ContentsEntry[] = []
  const { widths, lines: wrapped } = meta.measures ?? createMeasures()

  function widthOf(text: string, style: TextStyle = {}): number {
    const size = style.size ?? 10
    const key = `${style.weight ?? 'regular'} ${size} ${text}`
    const known = widths.get(key)
    if (known !== undefined) return known
    const width = scriptRuns(text, style.weight ?? 'regular').reduce(
      (sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text),
      0,
    )
    widths.set(key, width)
    return width
  }

  /** One line of text with its baseline at `baseline`, from `x`. */
  function drawLine(text: string, x: number, baseline: number, style: TextStyle = {}) {
    if (meta.measureOnly) return
    const size = style.size ?? 10
    doc.fillColor(COLOURS[style.colour ?? 'text'])
    let at = x
    for (const run of scriptRuns(text, style.weight ?? 'regular')) {
      doc.font(run.font).fontSize(size)
      doc.text(run.text, at, baseline, { baseline: 'alphabetic', lineBreak: false })
      at += doc.widthOfString(run.text)
    }
  }

  /**
   * Lines of at most `width` points, broken between words (Thai words by ICU's dictionary), or
   * only at spaces (`atSpaces`: a title set large, whose Thai phrases fit a line whole, where
   * ICU would part a compound such as ประจำ|ปี).
   */
  function wrap(text: string, width: number, style: TextStyle = {}, atSpaces = false): string[] {
    const key = `${atSpaces} ${width} ${style.weight ?? 'regular'} ${style.size ?? 10} ${text}`
    const known = wrapped.get(key)
    if (known) return known
    const lines: string[] = []
    let line = ''
    let lineWidth = 0
    // Each unit is measured once (shaping works within a word; none spans two units).
    // At spaces, but never before a number or a slash: "ปี 2568" and "56-1" stay on one line.
    const units = atSpaces ? text.split(/(?<=\s)(?=[^\d/])/) : breakUnits(text, meta.lang)
    for (const unit of units) {
      const unitWidth = widthOf(unit, style)
      if (line.trim() !== '' && lineWidth + widthOf(unit.trimEnd(), style) > width) {
        lines.push(line.trimEnd())
        line = unit.trimStart()
        lineWidth = widthOf(line, style)
      } else {
        line += unit
        lineWidth += unitWidth
      }
    }
    if (line.trim() !== '') lines.push(line.trimEnd())
    wrapped.set(key, lines)
    return lines
  }

  function lineHeight(style: TextStyle) {
    return (style.size ?? 10) * 1.6
  }

  /** Reserves `height` points on the page; content that does not fit is the kind's mistake. */
  function take(height: number) {
    if (pageCount === 0) throw new Error('Start a page before adding content')
    if (y + height > CONTENT_BOTTOM && meta.flow && y > CONTENT_TOP) page()
    if (y + height > CONTENT_BOTTOM) {
      throw new Error(`"${meta.title}" page ${pageCount} overflows: plan another page`)
    }
    const top = y
    y += height
    return top
  }

  function page() {
    doc.addPage({ size: 'A4', margin: 0 })
    pageCount += 1
    y = CONTENT_TOP
  }

  function paragraph(text: string, style: TextStyle = {}, indent = 0) {
    const height = lineHeight(style)
    for (const line of wrap(text, CONTENT_WIDTH - indent, style)) {
      const top = take(height)
      drawLine(line, PAGE.margin + indent, top + (style.size ?? 10) * 1.15, style)
    }
    space((style.size ?? 10) * 0.5)
  }

  /** Whether `height` more points fit on this page. */
  function fits(height: number) {
    return y + height <= CONTENT_BOTTOM
  }

  /** A heading; `listed` false keeps it out of the table of contents. */
  function heading(text: string, level: 1 | 2 = 2, listed = true) {
    const style: TextStyle = { size: level === 1 ? 20 : 13, weight: 'bold', colour: 'brand' }
    // A heading keeps a few lines of what it heads on its page.
    if (meta.flow && !fits(level === 1 ? 140 : 90)) page()
    else take(level === 1 ? 4 : 8)
    if (listed) headings.push({ level, text, page: pageCount })
    paragraph(text, style)
    if (level === 1) {
      const top = take(10)
      doc.rect(PAGE.margin, top, 56, 3).fill(COLOURS.brand)
    }
  }

  /** A numbered or bulleted item: its marker, then its wrapped text beside it. */
  function item(marker: string, text: string, style: TextStyle = {}) {
    const indent = 22
    const height = lineHeight(style)
    const lines = wrap(text, CONTENT_WIDTH - indent, style)
    lines.forEach((line, index) => {
      const top = take(height)
      const baseline = top + (style.size ?? 10) * 1.15
      if (index === 0) drawLine(marker, PAGE.margin, baseline, { ...style, colour: 'brand' })
      drawLine(line, PAGE.margin + indent, baseline, style)
    })
    space(3)
  }

  /**
   * A table: a header row (if any), then rows; a row whose first cell starts with `=` is a total (bold,
   * ruled above). Cells wrap within their column.
   */
  function table(columns: Column[], header: string[] | null, rows: string[][], size = 9.5) {
    const widths = columns.map((column) => column.width * CONTENT_WIDTH)
    const drawRow = (cells: string[], style: TextStyle, shade: boolean) => {
      const wrapped = cells.map((cell, index) => wrap(cell, widths[index]! - 8, style))
      const lines = Math.max(1, ...wrapped.map((cell) => cell.length))
      const height = lines * size * 1.45 + 8
      const top = take(height)
      if (shade) doc.rect(PAGE.margin, top, CONTENT_WIDTH, height).fill(COLOURS.band)
      let x = PAGE.margin
      wrapped.forEach((cellLines, index) => {
        const width = widths[index]!
        cellLines.forEach((line, lineIndex) => {
          const baseline = top + 4 + size * 1.1 + lineIndex * size * 1.45
          const lineX =
            columns[index]!.align === 'right' ? x + width - 4 - widthOf(line, style) : x + 4
          drawLine(line, lineX, baseline, style)
        })
        x += width
      })
      return top
    }
    if (header) drawRow(header, { size, weight: 'bold', colour: 'brand' }, true)
    for (const row of rows) {
      const isTotal = row[0]?.startsWith('=') ?? false
      const cells = isTotal ? [row[0]!.slice(1), ...row.slice(1)] : row
      const top = drawRow(cells, { size, weight: isTotal ? 'bold' : 'regular' }, false)
      doc
        .moveTo(PAGE.margin, top)
        .lineTo(PAGE.margin + CONTENT_WIDTH, top)
        .lineWidth(isTotal ? 0.9 : 0.4)
        .strokeColor(isTotal ? COLOURS.text : COLOURS.rule)
        .stroke()
    }
    space(10)
  }

  /** Label and value pairs, two columns. */
  function facts(pairs: [string, string][], size = 10) {
    table([{ width: 0.38 }, { width: 0.62 }], null, pairs, size)
  }

  /** A line to write on (forms), with its label above. */
  function blank(label: string) {
    const top = take(30)
    drawLine(label, PAGE.margin, top + 11, { size: 9.5, colour: 'muted' })
    doc
      .moveTo(PAGE.margin, top + 26)
      .lineTo(PAGE.margin + CONTENT_WIDTH, top + 26)
      .lineWidth(0.5)
      .strokeColor(COLOURS.muted)
      .dash(1.5, { space: 2 })
      .stroke()
      .undash()
  }

  /** A box to tick, with its label. */
  function checkbox(label: string, indent = 0) {
    const top = take(18)
    doc
      .rect(PAGE.margin + indent, top + 3, 9, 9)
      .lineWidth(0.7)
      .strokeColor(COLOURS.text)
      .stroke()
    drawLine(label, PAGE.margin + indent + 16, top + 11.5, { size: 9.5 })
  }

  function space(points: number) {
    if (meta.flow && !fits(points)) return
    take(points)
  }

  /**
   * The table of contents: each entry's text, a dotted leader and its page. Entries whose page
   * is not known yet (0) keep their line, so the pages after come out the same.
   */
  function contents(title: string, entries: ContentsEntry[]) {
    heading(title, 1, false)
    const size = 10.5
    const numberWidth = 36
    for (const entry of entries) {
      const indent = entry.level === 1 ? 0 : 18
      const style: TextStyle = { size, weight: entry.level === 1 ? 'bold' : 'regular' }
      const lines = wrap(entry.text, CONTENT_WIDTH - indent - numberWidth - 24, style)
      if (entry.level === 1) take(4)
      lines.forEach((line, index) => {
        const top = take(lineHeight(style))
        const baseline = top + size * 1.15
        drawLine(line, PAGE.margin + indent, baseline, style)
        if (index < lines.length - 1) return
        const number = entry.page > 0 ? String(entry.page) : ''
        const numberX = PAGE.width - PAGE.margin - widthOf(number, style)
        const from = PAGE.margin + indent + widthOf(line, style) + 6
        const dot = widthOf('.', { size })
        const dots = Math.max(3, Math.floor((PAGE.width - PAGE.margin - numberWidth - from) / dot))
        drawLine(' ' + '.'.repeat(dots), from - 3, baseline, { size, colour: 'muted' })
        drawLine(number, numberX, baseline, style)
      })
    }
  }

  /**
   * A cover: the mark, the document's title and the lines under it, on a band of the brand;
   * key figures (label, value) in tiles above the note.
   */
  function cover(title: string, lines: string[], note?: string, figures: [string, string][] = []) {
    const top = take(CONTENT_BOTTOM - CONTENT_TOP)
    doc.rect(0, top - 20, PAGE.width, 300).fill(COLOURS.brand)
    // The mark's own red square would vanish into the band: it sits on a white tile.
    doc.roundedRect(PAGE.margin - 6, top + 4, 84, 84, 18).fill(COLOURS.white)
    drawLogo(doc, PAGE.margin, top + 10, 72)
    let at = top + 120
    for (const line of wrap(title, CONTENT_WIDTH, { size: 24, weight: 'bold' }, true)) {
      drawLine(line, PAGE.margin, at, { size: 24, weight: 'bold', colour: 'white' })
      at += 34
    }
    at = top + 320
    for (const [index, text] of lines.entries()) {
      const style: TextStyle = index === 0 ? { size: 14, weight: 'bold' } : { size: 11 }
      for (const line of wrap(text, CONTENT_WIDTH, style)) {
        drawLine(line, PAGE.margin, at, style)
        at += lineHeight(style)
      }
      at += 6
    }
    doc.rect(PAGE.margin, at + 4, 56, 3).fill(COLOURS.brand)
    const gap = 8
    const tileWidth = (CONTENT_WIDTH - gap * (figures.length - 1)) / Math.max(1, figures.length)
    figures.forEach(([label, value], index) => {
      const x = PAGE.margin + index * (tileWidth + gap)
      const tileTop = CONTENT_BOTTOM - 150
      doc.rect(x, tileTop, tileWidth, 78).fill(COLOURS.band)
      doc.rect(x, tileTop, 3, 78).fill(COLOURS.brand)
      drawLine(value, x + 12, tileTop + 32, { size: 17, weight: 'bold', colour: 'brand' })
      wrap(label, tileWidth - 18, { size: 8.5 }).forEach((line, lineIndex) =>
        drawLine(line, x + 12, tileTop + 52 + lineIndex * 12, { size: 8.5, colour: 'muted' }),
      )
    })
    if (note) {
      let noteAt = CONTENT_BOTTOM - 24
      const noteLines = wrap(note, CONTENT_WIDTH, { size: 9, colour: 'muted' })
      noteAt -= (noteLines.length - 1) * lineHeight({ size: 9 })
      for (const line of noteLines) {
        drawLine(line, PAGE.margin, noteAt, { size: 9, colour: 'muted' })
        noteAt += lineHeight({ size: 9 })
      }
    }
  }

  /** The running header and footer on every page, then the PDF's bytes. */
  function finish(): Promise<Buffer> {
    const pages = pageCount
    for (let index = 0; index < pages; index++) {
      doc.switchToPage(index)
      doc.rect(0, 0, PAGE.width, 6).fill(COLOURS.brand)
      drawLogo(doc, PAGE.margin, 36, 20)
      drawLine(meta.header.left, PAGE.margin + 28, 52, {
        size: 9,
        weight: 'bold',
        colour: 'brand',
      })
      const right = meta.header.right
      drawLine(right, PAGE.width - PAGE.margin - widthOf(right, { size: 9 }), 52, {
        size: 9,
        colour: 'muted',
      })
      doc
        .moveTo(PAGE.margin, 64)
        .lineTo(PAGE.width - PAGE.margin, 64)
        .lineWidth(0.6)
        .strokeColor(COLOURS.rule)
        .stroke()
      const footerY = PAGE.height - 40
      doc
        .moveTo(PAGE.margin, footerY - 16)
        .lineTo(PAGE.width - PAGE.margin, footerY - 16)
        .lineWidth(0.6)
        .strokeColor(COLOURS.rule)
        .stroke()
      drawLine(meta.footer, PAGE.margin, footerY, { size: 8.5, colour: 'muted' })
      const label = meta.pageLabel(index + 1, pages)
      drawLine(label, PAGE.width - PAGE.margin - widthOf(label, { size: 8.5 }), footerY, {
        size: 8.5,
        colour: 'muted',
      })
    }
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = []
      doc.on('data', (chunk: Buffer) => chunks.push(chunk))
      doc.on('end', () => resolve(Buffer.concat(chunks)))
      doc.on('error', reject)
      doc.end()
    })
  }

  return {
    page,
    heading,
    paragraph,
    item,
    table,
    facts,
    blank,
    checkbox,
    space,
    contents,
    cover,
    finish,
    /** The pages laid out so far. */
    pageCount: () => pageCount,
    /** The headings so far, with their pages: what the table of contents lists. */
    headings: () => headings.slice(),
  }
}

export type PdfLayout = ReturnType<typeof createPdf>
