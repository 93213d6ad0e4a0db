import type { NextApiRequest, NextApiResponse } from 'next'
import { FINANCIAL_FIGURES } from '@/cms/lib/financialFigures'
import { slugify } from '@/cms/lib/slugify'
import { isLang, type Lang } from '@/lib/i18n/lang'
import { formatYear } from '@/lib/i18n/format'
import { apiRoute } from '@/lib/http/apiRoute'
import { sendApiMessage } from '@/lib/http/apiError'
import en from '@/public/locales/en/financialHighlights.json'
import th from '@/public/locales/th/financialHighlights.json'
import type { FinancialYear } from './financialHighlights'

const TEXT: Record<Lang, typeof en> = { th, en }

/** Excel opens a CSV as UTF-8 (and shows Thai) only when the file starts with this mark. */
export const BYTE_ORDER_MARK = '\uFEFF'

/** A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
function csvField(value: string | number): string {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * The financial highlights table as CSV: a row a figure (its name and unit in the page's
 * language), a column a fiscal year (Buddhist era in Thai), oldest first. Figures are plain
 * numbers (no thousands separators) so a spreadsheet reads them as numbers. CRLF line ends,
 * and the byte-order mark first.
 */
export function financialHighlightsCsv(years: readonly FinancialYear[], lang: Lang): string {
  const text = TEXT[lang]
  const header = [
    text.csv.figure,
    text.csv.unit,
    ...years.map((year) => formatYear(year.fiscalYear, lang)),
  ]
  const rows = FINANCIAL_FIGURES.map((figure) => [
    text.figures[figure.key],
    text.units[figure.unit],
    ...years.map((year) => year[figure.key]),
  ])
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','))
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`
}

/**
 * `siam-harvest-foods-financial-highlights-2021-2025-th.csv`: the company, what it is, the
 * fiscal years it covers (Gregorian, as the site's addresses have them) and the language.
 */
export function financialHighlightsFileName(
  company: string,
  years: readonly FinancialYear[],
  lang: Lang,
): string {
  const first = years[0]?.fiscalYear
  const last = years[years.length - 1]?.fiscalYear
  const span = first === undefined ? '' : first === last ? `-${first}` : `-${first}-${last}`
  return `${slugify(company)}-financial-highlights${span}-${lang}.csv`
}

export interface FinancialHighlightsSource {
  /** Every fiscal year's figures, oldest first. */
  loadYears(): Promise<readonly FinancialYear[]>
  /** The company's name in English (the site settings' `siteName`), for the file's name. */
  loadCompanyName(): Promise<string>
}

/**
 * `GET /api/financial-highlights?lang=th|en`: the highlights table as a CSV file to download.
 * Another or a repeated language is 400, a content source that fails 503; each with a message
 * in the asker's language.
 */
export function createFinancialHighlightsCsvHandler(source: FinancialHighlightsSource) {
  async function financialHighlightsCsvHandler(
    req: NextApiRequest,
    res: NextApiResponse,
  ): Promise<void> {
    const { lang } = req.query
    if (typeof lang !== 'string' || !isLang(lang)) {
      res.setHeader('Cache-Control', 'no-store')
      return sendApiMessage(req, res, 400, 'langRequired')
    }
    let years: readonly FinancialYear[]
    let company: string
    try {
      ;[years, company] = await Promise.all([source.loadYears(), source.loadCompanyName()])
    } catch {
      res.setHeader('Cache-Control', 'no-store')
      return sendApiMessage(req, res, 503, 'financialHighlightsUnavailable', lang)
    }
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${financialHighlightsFileName(company, years, lang)}"`,
    )
    res.setHeader('Content-Language', lang)
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=300, stale-while-revalidate=300')
    return res.status(200).send(financialHighlightsCsv(years, lang))
  }
  return apiRoute({ GET: financialHighlightsCsvHandler, HEAD: financialHighlightsCsvHandler })
}
