import { inflateSync } from 'node:zlib'

/*
 * Reads back what the tests check in a PDF this folder wrote: its objects, its pages' count and
 * their text, decoded through each font's ToUnicode map as a reader's "copy text" does. Enough
 * for pdfkit's output (one cross-reference section, Flate streams, Type0 fonts), not a parser
 * for PDFs at large.
 */

interface PdfObject {
  dictionary: string
  stream?: Buffer
}

export function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1')
  const objects = new Map<number, PdfObject>()
  for (const match of text.matchAll(/(?:^|\n)(\d+) 0 obj\n/g)) {
    const start = match.index! + match[0].length
    const end = text.indexOf('\nendobj', start)
    const body = text.slice(start, end)
    const streamAt = body.indexOf('\nstream\n')
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dictionary: body })
      continue
    }
    const dictionary = body.slice(0, streamAt)
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1])
    const from = start + streamAt + '\nstream\n'.length
    const raw = pdf.subarray(from, from + length)
    const stream = dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw
    objects.set(Number(match[1]), { dictionary, stream })
  }
  return objects
}

const hexCodes = (hex: string, width: number) =>
  Array.from({ length: hex.length / width }, (_, index) =>
    parseInt(hex.slice(index * width, (index + 1) * width), 16),
  )

const utf16 = (hex: string) => String.fromCharCode(...hexCodes(hex, 4))

/** A ToUnicode CMap: glyph code → text (bfchar entries and bfrange arrays or offsets). */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>()
  for (const block of cmap.matchAll(/beginbfchar\n([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      map.set(parseInt(code!, 16), utf16(unicode!))
    }
  }
  for (const block of cmap.matchAll(/beginbfrange\n([\s\S]*?)endbfrange/g)) {
    const ranges = block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)
    for (const [, low, high, target] of ranges) {
      const from = parseInt(low!, 16)
      const to = parseInt(high!, 16)
      if (target!.startsWith('[')) {
        const values = [...target!.matchAll(/<([0-9a-f]+)>/gi)].map((value) => value[1]!)
        values.forEach((value, index) => map.set(from + index, utf16(value)))
      } else {
        const first = hexCodes(target!.slice(1, -1), 4)
        for (let code = from; code <= to; code++) {
          const last = first.length - 1
          const units = first.map((unit, index) => (index === last ? unit + code - from : unit))
          map.set(code, String.fromCharCode(...units))
        }
      }
    }
  }
  return map
}

const ref = (dictionary: string, key: string) =>
  Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1])

/** The pages in order, each as its text: runs on one line joined, lines on new lines. */
export function readPages(pdf: Buffer): string[] {
  const objects = readObjects(pdf)
  const catalog = [...objects.values()].find((object) =>
    object.dictionary.includes('/Type /Catalog'),
  )!
  const tree = objects.get(ref(catalog.dictionary, 'Pages'))!
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(tree.dictionary)![1]!.matchAll(/(\d+) 0 R/g)].map(
    (match) => Number(match[1]),
  )
  const unicodeMaps = new Map<number, Map<number, string>>()
  const fontMap = (fontId: number) => {
    let map = unicodeMaps.get(fontId)
    if (!map) {
      const toUnicode = objects.get(ref(objects.get(fontId)!.dictionary, 'ToUnicode'))
      map = toUnicodeMap(toUnicode?.stream?.toString('latin1') ?? '')
      unicodeMaps.set(fontId, map)
    }
    return map
  }
  return kids.map((pageId) => {
    const page = objects.get(pageId)!
    const resources = page.dictionary.includes('/Resources <<')
      ? page.dictionary
      : objects.get(ref(page.dictionary, 'Resources'))!.dictionary
    const fonts = new Map(
      [...resources.matchAll(/\/(F\d+) (\d+) 0 R/g)].map((match) => [match[1]!, Number(match[2])]),
    )
    const content = objects.get(ref(page.dictionary, 'Contents'))!.stream!.toString('latin1')
    let text = ''
    let font = ''
    let lineY: number | undefined
    for (const [op] of content.matchAll(
      /\/F\d+ [\d.]+ Tf|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) Tm|\[[^\]]*\] TJ/g,
    )) {
      if (op.endsWith('Tf')) {
        font = op.split(' ')[0]!.slice(1)
      } else if (op.endsWith('Tm')) {
        // A mark above or below a letter moves a point or two; a new line moves ten or more.
        const y = Number(op.split(' ')[5])
        if (lineY !== undefined && Math.abs(y - lineY) > 6) text += '\n'
        if (lineY === undefined || Math.abs(y - lineY) > 6) lineY = y
      } else {
        const map = fontMap(fonts.get(font)!)
        for (const [, hex] of op.matchAll(/<([0-9a-f]*)>/gi)) {
          text += hexCodes(hex!, 4)
            .map((code) => map.get(code) ?? '')
            .join('')
        }
      }
    }
    return text
  })
}
