import { formatFigure } from './format'
import { createInvestorPdf } from './frame'
import { createMeasures, figureColumns, type ContentsEntry, type PdfLayout } from './layout'
import type { InvestorPdfSpec, PdfBlock, PdfCell, PdfLang } from './types'

/*
 * The long documents (the One Report, the charters and policies, the sustainability report):
 * text that flows from page to page, and a table of contents whose page numbers are those the
 * headings land on. The contents are laid out three times: once to learn the headings, once with
 * the contents in place (their pages, the contents' own length now counted), once to print the
 * pages — the same lines each time, so the numbers printed are the pages.
 */

/** Draws the document; `contents` are the entries the table of contents lists (none at first). */
export type LongDocumentBuild = (pdf: PdfLayout, contents: ContentsEntry[]) => void

export function layOutLongDocument(
  spec: InvestorPdfSpec,
  shortName: string,
  build: LongDocumentBuild,
): PdfLayout {
  const measures = createMeasures()
  const pass = (contents: ContentsEntry[], measureOnly: boolean) => {
    const pdf = createInvestorPdf(spec, shortName, { flow: true, measureOnly, measures })
    build(pdf, contents)
    return pdf
  }
  const headings = pass([], true).headings()
  const placed = pass(
    headings.map((entry) => ({ ...entry, page: 0 })),
    true,
  ).headings()
  const printed = pass(placed, false)
  const final = printed.headings()
  if (final.some((entry, index) => entry.page !== placed[index]?.page)) {
    throw new Error(`"${spec.title[spec.lang]}": the table of contents moved its headings`)
  }
  return printed
}

/** A cell as the reader's language prints it. */
export function cellText(cell: PdfCell, lang: PdfLang): string {
  if (typeof cell === 'number') return formatFigure(cell, lang)
  if (typeof cell === 'string') return cell
  return cell[lang]
}

/** The content's blocks, in order. */
export function drawBlocks(pdf: PdfLayout, blocks: PdfBlock[], lang: PdfLang) {
  for (const block of blocks) {
    if ('paragraph' in block) pdf.paragraph(block.paragraph[lang])
    else if ('heading' in block) pdf.heading(block.heading[lang])
    else if ('list' in block) {
      block.list.forEach((entry, index) =>
        pdf.item(block.numbered ? `${index + 1}.` : '•', entry[lang]),
      )
      pdf.space(4)
    } else if ('facts' in block) {
      pdf.facts(block.facts.map(([label, value]) => [label[lang], value[lang]]))
    } else {
      const { header, rows, labelShare } = block.table
      // Figures line up on the right; a column of words reads from the left.
      const isFigures = (column: number) =>
        rows.every((row) => /^[-\d.,%–]*$/.test(cellText(row[column] ?? '', 'en')))
      pdf.table(
        figureColumns(labelShare ?? 0.4, header.length - 1).map((column, index) =>
          index > 0 && !isFigures(index) ? { width: column.width } : column,
        ),
        header.map((cell) => cell[lang]),
        rows.map((row) => row.map((cell) => cellText(cell, lang))),
      )
    }
  }
}
