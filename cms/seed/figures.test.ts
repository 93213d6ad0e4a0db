/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { FINANCIAL_FIGURES } from '../lib/financialFigures'
import { PAID_UP_SHARES, announcedQuarters } from './content/announcedQuarters'
import {
  completeYears,
  quarterStatement,
  quarterStatements,
  statementPeriod,
  sumIncome,
  yearEndPosition,
  yearFigures,
  type Quarter,
} from './content/financialStatements'
import { formatFigure, formatPerShare } from './pdf/format'
import { readPages } from './pdf/readPdf'
import type { IncomeFigures, PdfLang, PositionFigures } from './pdf/types'

/*
 * Every figure the bundled dataset prints about the company's results agrees with the announced
 * quarters: the financial years the investor pages read, each results news item as a reader sees
 * it, and each financial statement PDF read back as text. The dataset is read as it is bundled
 * (cms/dataset), so a figure typed anywhere instead of drawn from the quarters fails here.
 */

const DATASET = path.join(__dirname, '../dataset')
const LANGS: readonly PdfLang[] = ['th', 'en']

interface DatasetDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

const documents: DatasetDocument[] = readFileSync(path.join(DATASET, 'production.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as DatasetDocument)

const ofType = (type: string) => documents.filter((document) => document._type === type)

type Localized = Record<PdfLang, string>
type Blocks = Record<PdfLang, { children?: { text?: string }[] }[]>

describe('the announced quarters', () => {
  it('add up: nine months are Q1 + Q2 + Q3, a year its four quarters', () => {
    for (const year of completeYears) {
      const quarters = quarterStatements.filter((each) => each.year === year)
      const nineMonths = sumIncome(quarters.slice(0, 3).map((each) => each.income))
      expect(statementPeriod(year, 3).yearToDate).toEqual(nineMonths)
      expect(yearFigures(year).revenue).toBe(
        quarters.reduce((sum, each) => sum + each.income.revenue, 0),
      )
      expect(yearFigures(year).netProfit).toBe(
        quarters.reduce((sum, each) => sum + each.income.netProfit, 0),
      )
    }
  })

  it('are seasonal, not a year cut in four: no two quarters of a year alike', () => {
    for (const year of completeYears) {
      const quarters = announcedQuarters.filter((each) => each.year === year)
      expect(new Set(quarters.map((each) => each.revenue)).size).toBe(4)
      expect(new Set(quarters.map((each) => each.netProfit)).size).toBe(4)
    }
  })

  it('balance at every quarter end, and the position moves between quarter ends', () => {
    quarterStatements.forEach((statement, index) => {
      const { position, cashFlow, income } = statement
      expect(position.totalAssets).toBe(position.totalLiabilities + position.equity)
      expect(position.cash).toBe(cashFlow.cashAtEnd)
      expect(position.cash).toBeGreaterThan(0)
      expect(income.incomeTax / income.profitBeforeTax).toBeGreaterThan(0.1)
      expect(income.incomeTax / income.profitBeforeTax).toBeLessThan(0.2)
      expect(income.depreciation).toBeGreaterThan(0)
      expect(income.sellingAndAdmin).toBeGreaterThan(0)
      const before = quarterStatements[index - 1]
      if (!before) return
      expect(cashFlow.cashAtStart).toBe(before.position.cash)
      expect(position.equity).toBe(
        before.position.equity + income.netProfit + cashFlow.dividendsPaid,
      )
      expect(position.totalLiabilities).not.toBe(before.position.totalLiabilities)
      expect(position.totalAssets).not.toBe(before.position.totalAssets)
    })
  })
})

describe('the financial quarters and years of the content', () => {
  const years = ofType('financialYear')

  it('hold every announced quarter’s statements', () => {
    const quarters = ofType('financialQuarter')
    expect(quarters).toHaveLength(announcedQuarters.length)
    for (const quarter of quarters) {
      const statement = quarterStatement(quarter.fiscalYear as number, quarter.quarter as Quarter)
      expect({
        income: quarter.income,
        position: quarter.position,
        cashFlow: quarter.cashFlow,
      }).toEqual({
        income: statement.income,
        position: statement.position,
        cashFlow: statement.cashFlow,
      })
    }
  })

  it('are the full years of the quarters, each as they add up', () => {
    expect(years.map((year) => year.fiscalYear).sort()).toEqual([...completeYears].sort())
    for (const year of years) {
      const figures = yearFigures(year.fiscalYear as number)
      // Every figure the schema gives a year (cms/lib/financialFigures.ts).
      for (const { key } of FINANCIAL_FIGURES) {
        expect({ year: year.fiscalYear, key, value: year[key] }).toEqual({
          year: year.fiscalYear,
          key,
          value: figures[key],
        })
      }
    }
  })
})

/** The period a results story reports, from its address. */
function periodOf(slug: string): { year: number; quarter: Quarter } {
  const quarterly = /^q([1-4])-(\d{4})-results/.exec(slug)
  if (quarterly) return { year: Number(quarterly[2]), quarter: Number(quarterly[1]) as Quarter }
  const annual = /^(\d{4})-results/.exec(slug)
  if (annual) return { year: Number(annual[1]), quarter: 4 }
  throw new Error(`A results story whose address names no period: ${slug}`)
}

const INCOME_KEYS = ['revenue', 'grossProfit', 'ebitda', 'netProfit'] as const

/** Each amount a story may print for its period, with the same amount a year before. */
function reportedAmounts(year: number, quarter: Quarter) {
  const now = statementPeriod(year, quarter)
  const before = statementPeriod(year - 1, quarter)
  const pairs: { now: number; before: number }[] = []
  const add = (current: IncomeFigures, previous: IncomeFigures) =>
    INCOME_KEYS.forEach((key) => pairs.push({ now: current[key], before: previous[key] }))
  add(now.yearToDate, before.yearToDate)
  if (quarter !== 4) add(now.quarter, before.quarter)
  return pairs
}

const number = (text: string) => Number(text.replace(/,/g, ''))

const AMOUNT = { en: /THB ([\d,]+) million/g, th: /([\d,]+) ล้านบาท/g }
const GROWTH = {
  en: /\b(?:up|grew|rose) ([\d.]+)%(?: to THB ([\d,]+) million)?/g,
  th: /(?:เพิ่มขึ้น|เติบโต)ร้อยละ ([\d.]+)(?: เป็น ([\d,]+) ล้านบาท)?/g,
}
const EPS = { en: /\bor THB ([\d.]+) a share/g, th: /กำไรต่อหุ้น ([\d.]+) บาท/g }

/** What a reader sees of a story in one language: title, summary, search text and paragraphs. */
function storyText(story: DatasetDocument, lang: PdfLang): string[] {
  const seo = story.seo as { title?: Localized; description?: Localized } | undefined
  const paragraphs = ((story.body as Blocks)[lang] ?? []).map((block) =>
    (block.children ?? []).map((child) => child.text ?? '').join(''),
  )
  return [
    (story.title as Localized)[lang],
    (story.excerpt as Localized)[lang],
    seo?.title?.[lang] ?? '',
    seo?.description?.[lang] ?? '',
    ...paragraphs,
  ]
}

describe('the results news', () => {
  const stories = ofType('news').filter(
    (story) =>
      story.category === 'investor' && /results/.test((story.slug as { current: string }).current),
  )

  it('covers the quarters and years the company reported', () => {
    expect(stories.length).toBeGreaterThanOrEqual(5)
  })

  describe.each(stories.map((story) => [story._id, story] as const))('%s', (_id, story) => {
    const { year, quarter } = periodOf((story.slug as { current: string }).current)
    const pairs = reportedAmounts(year, quarter)

    it.each(LANGS)('in %s prints only its period’s figures, with their growth', (lang) => {
      for (const text of storyText(story, lang)) {
        for (const match of text.matchAll(AMOUNT[lang])) {
          const allowed = pairs.map((pair) => formatFigure(pair.now, lang))
          expect({ text, amount: match[1], allowed }).toEqual({
            text,
            amount: allowed.includes(match[1]!) ? match[1] : 'one of the period’s figures',
            allowed,
          })
        }
        for (const match of text.matchAll(GROWTH[lang])) {
          // The amount grown to: named after the rate, or else the last one before it. A rate
          // with no amount in its paragraph is a business line's (pet food grew 27%), which the
          // company's figures do not break down.
          const before = [...text.slice(0, match.index).matchAll(AMOUNT[lang])].at(-1)
          const amount = match[2] ?? before?.[1]
          if (amount === undefined) continue
          const pair = pairs.find((each) => each.now === number(amount))
          expect({ text, amount, known: pair !== undefined }).toEqual({ text, amount, known: true })
          expect(match[1]).toBe((((pair!.now - pair!.before) / pair!.before) * 100).toFixed(1))
        }
        for (const match of text.matchAll(EPS[lang])) {
          expect(quarter).toBe(4)
          expect(match[1]).toBe(yearFigures(year).eps.toFixed(2))
        }
      }
    })
  })
})

/** The PDF a document links in a language, as the dataset bundles it. */
function pdfOf(document: DatasetDocument, lang: PdfLang): Buffer {
  const file = (document.file as Record<PdfLang, { _sanityAsset: string }>)[lang]
  const relative = file._sanityAsset.replace(/^file@file:\/\/\.\//, '')
  return readFileSync(path.join(DATASET, relative))
}

// pdfkit writes a table's cells one after the other: a row reads back as its label and figures.
const rowOf = (label: string, values: string[]) => `${label}${values.join('')}`

const POSITION_ROWS: [keyof PositionFigures, Localized][] = [
  ['cash', { th: 'เงินสดและรายการเทียบเท่าเงินสด', en: 'Cash and cash equivalents' }],
  ['tradeReceivables', { th: 'ลูกหนี้การค้า', en: 'Trade receivables' }],
  ['inventories', { th: 'สินค้าคงเหลือ', en: 'Inventories' }],
  ['totalAssets', { th: 'สินทรัพย์รวม', en: 'Total assets' }],
  ['borrowings', { th: 'เงินกู้ยืมและหุ้นกู้', en: 'Borrowings and debentures' }],
  ['totalLiabilities', { th: 'หนี้สินรวม', en: 'Total liabilities' }],
  ['equity', { th: 'ส่วนของผู้ถือหุ้น', en: 'Equity' }],
]

const INCOME_ROWS: [keyof IncomeFigures, Localized][] = [
  ['revenue', { th: 'รายได้จากการขาย', en: 'Revenue' }],
  ['grossProfit', { th: 'กำไรขั้นต้น', en: 'Gross profit' }],
  ['operatingProfit', { th: 'กำไรจากการดำเนินงาน', en: 'Operating profit' }],
  ['profitBeforeTax', { th: 'กำไรก่อนภาษีเงินได้', en: 'Profit before income tax' }],
  ['netProfit', { th: 'กำไรสุทธิ', en: 'Net profit' }],
]

describe('the financial statement PDFs', () => {
  const statements = ofType('investorDocument').filter(
    (document) => document.category === 'financial-statement',
  )

  it('are there for every quarter published', () => {
    expect(statements.length).toBeGreaterThanOrEqual(12)
  })

  describe.each(statements.map((document) => [document._id, document] as const))(
    '%s',
    (_id, document) => {
      const year = document.year as number
      const quarter = document.quarter as Quarter

      it.each(LANGS)('in %s prints the quarters’ figures', (lang) => {
        // pdfkit's ToUnicode map reads sara am (ำ) back with an extra sara aa (า).
        const text = readPages(pdfOf(document, lang))
          .join('\n')
          .replace(/\u0E33\u0E32/g, '\u0E33')
        const figure = (value: number) => formatFigure(value, lang)
        const now = statementPeriod(year, quarter)
        const before = statementPeriod(year - 1, quarter)
        const comparative = yearEndPosition(year - 1)
        for (const [key, label] of POSITION_ROWS) {
          const values = [now.position[key], comparative[key], now.position[key] - comparative[key]]
          expect(text).toContain(rowOf(label[lang], values.map(figure)))
        }
        for (const [key, label] of INCOME_ROWS) {
          const values =
            quarter === 4
              ? [now.yearToDate[key], before.yearToDate[key]]
              : [now.quarter[key], before.quarter[key], now.yearToDate[key], before.yearToDate[key]]
          expect(text).toContain(rowOf(label[lang], values.map(figure)))
        }
        const netProfit = quarter === 4 ? now.yearToDate.netProfit : now.quarter.netProfit
        expect(text).toContain(formatPerShare((netProfit * 1e6) / PAID_UP_SHARES, lang))
        expect(text).toContain(
          rowOf(
            lang === 'th' ? 'เงินสดปลายงวด' : 'Cash at the end of the period',
            [now.cashFlow.cashAtEnd, before.cashFlow.cashAtEnd].map(figure),
          ),
        )
        expect(quarterStatement(year, quarter).position.cash).toBe(now.cashFlow.cashAtEnd)
      })
    },
  )
})

describe('the One Report PDFs', () => {
  const reports = ofType('investorDocument').filter(
    (document) => document.category === 'one-report',
  )

  it('are there for the years reported', () => {
    expect(reports.length).toBeGreaterThanOrEqual(3)
  })

  describe.each(reports.map((document) => [document._id, document] as const))(
    '%s',
    (_id, document) => {
      const year = document.year as number

      it.each(LANGS)('in %s prints the year’s statements as its quarters add up', (lang) => {
        const text = readPages(pdfOf(document, lang))
          .join('\n')
          .replace(/\u0E33\u0E32/g, '\u0E33')
        const figure = (value: number) => formatFigure(value, lang)
        const now = yearFigures(year)
        const before = yearFigures(year - 1)
        for (const [key, label] of POSITION_ROWS) {
          const values = [now[key], before[key], now[key] - before[key]]
          expect(text).toContain(rowOf(label[lang], values.map(figure)))
        }
        for (const [key, label] of INCOME_ROWS) {
          expect(text).toContain(rowOf(label[lang], [now[key], before[key]].map(figure)))
        }
        expect(text).toContain(
          rowOf(
            lang === 'th' ? 'เงินสดปลายปี' : 'Cash at the end of the year',
            [now.cashFlow.cashAtEnd, before.cashFlow.cashAtEnd].map(figure),
          ),
        )
        expect(now.cashFlow.cashAtEnd).toBe(now.cash)
      })
    },
  )
})
