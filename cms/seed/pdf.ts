/**
 * Small sample PDFs written by hand (PDF 1.4 syntax, no dependency): each page shows the title,
 * the company's name and a line saying that it is sample content. No dates or random ids, so the
 * same input always gives the same bytes.
 */

export interface PdfSpec {
  title: string
  company: string
  pages: number
}

const PAGE_WIDTH = 595 // A4 in points
const PAGE_HEIGHT = 842
const MARGIN = 56
const MAX_PAGES = 500

/**
 * The standard fonts only speak WinAnsi (about Latin-1): the few typographic characters titles
 * use are mapped to their WinAnsi codes, accents are dropped, anything else becomes '?'.
 */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
}

function winAnsiBytes(text: string): number[] {
  const bytes: number[] = []
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0x3f
    if (WIN_ANSI[char] !== undefined) bytes.push(WIN_ANSI[char])
    else if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) bytes.push(code)
    else {
      const folded = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
      const plain = folded.codePointAt(0) ?? 0
      bytes.push(folded.length === 1 && plain >= 0x20 && plain < 0x7f ? plain : 0x3f)
    }
  }
  return bytes
}

/** A PDF literal string: `\`, `(` and `)` escaped, bytes above ASCII as octal escapes. */
function pdfString(text: string): string {
  const body = winAnsiBytes(text)
    .map((byte) => {
      if (byte === 0x5c || byte === 0x28 || byte === 0x29) return `\\${String.fromCharCode(byte)}`
      if (byte > 0x7e) return `\\${byte.toString(8).padStart(3, '0')}`
      return String.fromCharCode(byte)
    })
    .join('')
  return `(${body})`
}

/** Splits text into lines of at most `width` points, from Helvetica's average letter width. */
function wrap(text: string, fontSize: number, width: number): string[] {
  const perLine = Math.max(8, Math.floor(width / (fontSize * 0.56)))
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}

function text(font: 'F1' | 'F2', size: number, x: number, y: number, content: string): string {
  return `BT /${font} ${size} Tf ${x} ${y} Td ${pdfString(content)} Tj ET`
}

/** The drawing operators of one page. */
function pageContent(spec: PdfSpec, pageNumber: number): string {
  const ops: string[] = []
  // A coloured header band with the company's name.
  ops.push('0.11 0.37 0.24 rg', `0 ${PAGE_HEIGHT - 90} ${PAGE_WIDTH} 90 re f`)
  ops.push('1 1 1 rg', text('F2', 14, MARGIN, PAGE_HEIGHT - 52, spec.company))

  let y = PAGE_HEIGHT - 150
  ops.push('0.1 0.1 0.1 rg')
  for (const line of wrap(spec.title, 22, PAGE_WIDTH - 2 * MARGIN)) {
    ops.push(text('F2', 22, MARGIN, y, line))
    y -= 28
  }
  y -= 8
  ops.push('0.35 0.35 0.35 rg')
  ops.push(text('F1', 11, MARGIN, y, 'Sample content: generated for the demonstration website.'))
  ops.push(text('F1', 11, MARGIN, y - 16, 'It is not a real document and holds no real figures.'))

  // Grey bars standing in for paragraphs of text.
  ops.push('0.86 0.86 0.86 rg')
  let barY = y - 60
  for (let bar = 0; barY > 120; bar++) {
    const shortLine = bar % 6 === 5
    const barWidth = shortLine ? (PAGE_WIDTH - 2 * MARGIN) * 0.6 : PAGE_WIDTH - 2 * MARGIN
    ops.push(`${MARGIN} ${barY} ${barWidth.toFixed(1)} 7 re f`)
    barY -= shortLine ? 30 : 16
  }

  ops.push('0.35 0.35 0.35 rg')
  ops.push(text('F1', 9, MARGIN, 40, `${spec.company} - ${spec.title}`.slice(0, 90)))
  ops.push(text('F1', 9, PAGE_WIDTH - MARGIN - 60, 40, `Page ${pageNumber} of ${spec.pages}`))
  return ops.join('\n')
}

/** Serialises numbered objects with a correct cross-reference table. */
function writePdf(objects: string[], rootId: number, infoId: number): Buffer {
  const chunks: Buffer[] = []
  let offset = 0
  const push = (part: string) => {
    const chunk = Buffer.from(part, 'latin1')
    chunks.push(chunk)
    offset += chunk.length
  }
  // The second line's bytes above 127 mark the file as binary for transfer tools.
  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')
  const offsets = objects.map((body, index) => {
    const start = offset
    push(`${index + 1} 0 obj\n${body}\nendobj\n`)
    return start
  })
  const xrefStart = offset
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`)
  for (const start of offsets) push(`${String(start).padStart(10, '0')} 00000 n \n`)
  push(`trailer\n<< /Size ${objects.length + 1} /Root ${rootId} 0 R /Info ${infoId} 0 R >>\n`)
  push(`startxref\n${xrefStart}\n%%EOF\n`)
  return Buffer.concat(chunks)
}

/** A PDF of `spec.pages` A4 pages (see the file comment). */
export function renderPdf(spec: PdfSpec): Buffer {
  if (!Number.isInteger(spec.pages) || spec.pages < 1 || spec.pages > MAX_PAGES) {
    throw new Error(`A PDF needs 1 to ${MAX_PAGES} pages, not ${spec.pages}`)
  }
  // Objects: 1 catalog, 2 page tree, 3–4 fonts, 5 info, then a page and its content per page.
  const firstPageId = 6
  const pageIds = Array.from({ length: spec.pages }, (_, index) => firstPageId + index * 2)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${spec.pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(spec.title)} /Author ${pdfString(spec.company)} /Producer (cms/seed/pdf.ts) >>`,
  ]
  for (const [index, pageId] of pageIds.entries()) {
    const stream = pageContent(spec, index + 1)
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    )
  }
  return writePdf(objects, 1, 5)
}
