import path from 'node:path'
import { createPdf } from '@/cms/seed/pdf/layout'
import type { PressKitQueryResult } from '@/cms/sanity.types'
import type { FigureKey } from '@/cms/lib/financialFigures'
import type { Lang } from '@/lib/i18n/lang'
import { formatDate } from '@/lib/i18n/format'
import type { FinancialHighlightsPage } from '@/lib/investors/financialHighlights'
import type { DividendPage, ShareholdingPage } from '@/lib/investors/investors'
import { pressKitText } from './pressKitText'

/** What the fact sheet says: the company's facts and the investor pages' own figures. */
export interface FactSheetContent {
  company: NonNullable<PressKitQueryResult['company']>
  highlights: FinancialHighlightsPage
  dividends: DividendPage
  shareholding: ShareholdingPage
  /** ISO date the sheet is dated (its PDF's creation date): from the content, never today. */
  asOf: string
}

// The figures a journalist quotes, over the last five years; the highlights page has them all.
const FIGURES: FigureKey[] = [
  'revenue',
  'netProfit',
  'eps',
  'totalAssets',
  'equity',
  'dividendPerShare',
]
const YEARS = 5
const DIVIDENDS = 3
const SHAREHOLDERS = 5
const TABLE_SIZE = 8

// The Noto Sans Thai files the dataset's PDFs use, from the folder the server runs in.
const FONT_DIR = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  'node_modules',
  '@fontsource',
  'noto-sans-thai',
  'files',
)

/**
 * The one-page fact sheet of the press kit, in one language, laid out as the dataset's investor
 * PDFs are (cms/seed/pdf/layout.ts: A4, Noto Sans Thai, running header and footer). The layout
 * refuses content that overflows the page. Dated `asOf`, so the same content gives the same
 * bytes.
 */
export function renderFactSheet(content: FactSheetContent, lang: Lang): Promise<Buffer> {
  const t = pressKitText(lang)
  const { company, highlights, dividends, shareholding } = content
  const name = company.name ?? ''
  const symbol = company.stockSymbol ?? ''
  const dateLabel = formatDate(content.asOf, lang, 'long')
  const pdf = createPdf(
    {
      lang,
      title: t('files.factSheet', { company: name }),
      author: company.legalName ?? name,
      subject: t('factSheet.subject'),
      date: content.asOf,
      header: { left: name, right: t('factSheet.title') },
      pageLabel: (page, pages) => t('factSheet.pageLabel', { page, pages }),
      footer: [symbol, t('factSheet.asOf', { date: dateLabel })].filter(Boolean).join(' · '),
    },
    FONT_DIR,
  )
  pdf.page()
  pdf.heading(company.legalName ?? name, 1)
  if (company.description) pdf.paragraph(company.description, { size: 9 })

  const facts: [string, string][] = [
    [t('factSheet.facts.symbol'), symbol && `${symbol} · ${t('factSheet.facts.marketValue')}`],
    [t('factSheet.facts.headOffice'), company.address ?? ''],
    [t('factSheet.facts.contact'), [company.phone, company.email].filter(Boolean).join(' · ')],
  ]
  pdf.facts(
    facts.filter(([, value]) => value !== ''),
    TABLE_SIZE,
  )

  const years = highlights.years.slice(-YEARS)
  if (years.length > 0) {
    pdf.heading(t('factSheet.keyFigures'))
    const rows = FIGURES.flatMap((key) => {
      const row = highlights.rows.find((each) => each.key === key)
      if (!row) return []
      const label = t('factSheet.figureUnits', {
        figure: t(`financialHighlights:figures.${key}`),
        unit: t(`financialHighlights:units.${row.unit}`),
      })
      return [[label, ...row.values.slice(-YEARS).map((value) => value.label)]]
    })
    pdf.table(
      [
        { width: 0.4 },
        ...years.map(() => ({ width: 0.6 / years.length, align: 'right' as const })),
      ],
      ['', ...years.map((year) => year.label)],
      rows,
      TABLE_SIZE,
    )
  }

  const latestDividends = dividends.dividends.slice(0, DIVIDENDS)
  if (latestDividends.length > 0) {
    pdf.heading(t('factSheet.dividends'))
    pdf.table(
      [
        { width: 0.18 },
        { width: 0.2 },
        { width: 0.18, align: 'right' },
        { width: 0.22, align: 'right' },
        { width: 0.22, align: 'right' },
      ],
      [
        t('factSheet.dividendColumns.fiscalYear'),
        t('factSheet.dividendColumns.type'),
        t('factSheet.dividendColumns.amount'),
        t('factSheet.dividendColumns.xdDate'),
        t('factSheet.dividendColumns.paymentDate'),
      ],
      latestDividends.map((dividend) => [
        dividend.fiscalYearLabel,
        t(`investors:dividendTypes.${dividend.type}`),
        dividend.amountPerShareLabel,
        dividend.xdDateLabel,
        dividend.paymentDateLabel,
      ]),
      TABLE_SIZE,
    )
  }

  const holders = shareholding.shareholders.slice(0, SHAREHOLDERS)
  if (holders.length > 0) {
    pdf.heading(t('factSheet.shareholders', { date: shareholding.asOfLabel }))
    pdf.table(
      [{ width: 0.75 }, { width: 0.25, align: 'right' }],
      null,
      holders.map((holder) => [holder.name ?? '', holder.percentageLabel]),
      TABLE_SIZE,
    )
  }

  return pdf.finish()
}
