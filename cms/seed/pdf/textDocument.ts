import { formatDate } from './format'
import { sayIn } from './frame'
import { drawBlocks, layOutLongDocument } from './longDocument'
import type { PdfLayout } from './layout'
import type { TextDocumentSpec } from './types'

/** Documents of more chapters than this open with a table of contents; the reports always do. */
const CONTENTS_FROM_CHAPTERS = 8

/**
 * A charter, a policy or the sustainability report: a cover, the contents when it is long, then
 * the chapters one after the other from the next page, as a policy's clauses are printed.
 */
export function layOutTextDocument(spec: TextDocumentSpec): PdfLayout {
  const { lang } = spec
  const say = sayIn(lang)
  const isLong =
    spec.kind === 'sustainability-report' || spec.chapters.length > CONTENTS_FROM_CHAPTERS
  return layOutLongDocument(spec, spec.shortName[lang], (pdf, contents) => {
    pdf.page()
    pdf.cover(
      spec.title[lang],
      [spec.company.legalName[lang], ...spec.coverLines.map((line) => line[lang])],
      say(
        `เผยแพร่ ${formatDate(spec.publishedAt, lang)} · ฉบับภาษาไทย`,
        `Published ${formatDate(spec.publishedAt, lang)} · English version`,
      ),
    )
    if (isLong) {
      pdf.page()
      pdf.contents(say('สารบัญ', 'Contents'), contents)
    }
    pdf.page()
    spec.chapters.forEach((chapter, index) => {
      // A charter's or a policy's clauses are numbered; a report's chapters are not.
      const number = spec.kind === 'policy' ? `${index + 1}. ` : ''
      pdf.heading(`${number}${chapter.title[lang]}`, 1)
      drawBlocks(pdf, chapter.blocks, lang)
    })
  })
}

export const renderTextDocument = (spec: TextDocumentSpec) => layOutTextDocument(spec).finish()

export const textDocumentPages = (spec: TextDocumentSpec) => layOutTextDocument(spec).pageCount()
