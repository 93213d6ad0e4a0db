import { formatDate } from './format'
import { createPdf, type PdfMeta } from './layout'
import type { InvestorPdfSpec, PdfLang } from './types'

/** Picks the reader's language of a pair written inline: `say('หน้า', 'Page')`. */
export const sayIn =
  (lang: PdfLang) =>
  (th: string, en: string): string =>
    lang === 'th' ? th : en

/**
 * A PDF with the investor documents' frame: the company's name in the running header, the
 * document's short name beside it, the stock symbol and publication date in the footer, and
 * "Page 2 of 5" / "หน้า 2 จาก 5".
 */
export function createInvestorPdf(
  spec: InvestorPdfSpec,
  shortName: string,
  {
    flow = false,
    measureOnly = false,
    measures,
  }: Pick<PdfMeta, 'flow' | 'measureOnly' | 'measures'> = {},
) {
  const { lang, company } = spec
  const say = sayIn(lang)
  return createPdf({
    lang,
    title: spec.title[lang],
    author: company.legalName[lang],
    subject: shortName,
    date: spec.publishedAt,
    header: { left: company.siteName[lang], right: shortName },
    footer: say(
      `${company.legalName.th} (${company.stockSymbol}) · เผยแพร่ ${formatDate(spec.publishedAt, lang)}`,
      `${company.legalName.en} (SET: ${company.stockSymbol}) · Published ${formatDate(spec.publishedAt, lang)}`,
    ),
    pageLabel: (page, pages) => say(`หน้า ${page} จาก ${pages}`, `Page ${page} of ${pages}`),
    flow,
    measureOnly,
    measures,
  })
}
