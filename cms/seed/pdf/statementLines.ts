import { formatFigure } from './format'
import type { CashFlowFigures, IncomeFigures, PdfLang, PdfText, PositionFigures } from './types'

/*
 * The lines of the financial statements, once: the quarterly statements and the One Report's
 * Part 3 print the same statements of the same figures, so an investor comparing the two reads
 * the same lines. A label starting with "=" is a total (the table rules it off).
 */

interface StatementLine<Key extends string> {
  key: Key
  label: PdfText
  /** −1 for a cost the statement prints as a deduction. */
  sign?: -1
}

const line = <Key extends string>(
  key: Key,
  th: string,
  en: string,
  sign?: -1,
): StatementLine<Key> => (sign ? { key, label: { th, en }, sign } : { key, label: { th, en } })

export const POSITION_LINES: readonly StatementLine<keyof PositionFigures>[] = [
  line('cash', 'เงินสดและรายการเทียบเท่าเงินสด', 'Cash and cash equivalents'),
  line('tradeReceivables', 'ลูกหนี้การค้า', 'Trade receivables'),
  line('inventories', 'สินค้าคงเหลือ', 'Inventories'),
  line('otherCurrentAssets', 'สินทรัพย์หมุนเวียนอื่น', 'Other current assets'),
  line('currentAssets', '=สินทรัพย์หมุนเวียน', '=Current assets'),
  line('propertyPlantEquipment', 'ที่ดิน อาคารและอุปกรณ์', 'Property, plant and equipment'),
  line('otherNonCurrentAssets', 'สินทรัพย์ไม่หมุนเวียนอื่น', 'Other non-current assets'),
  line('totalAssets', '=สินทรัพย์รวม', '=Total assets'),
  line('tradePayables', 'เจ้าหนี้การค้า', 'Trade payables'),
  line('borrowings', 'เงินกู้ยืมและหุ้นกู้', 'Borrowings and debentures'),
  line('otherLiabilities', 'หนี้สินอื่น', 'Other liabilities'),
  line('totalLiabilities', '=หนี้สินรวม', '=Total liabilities'),
  line('paidInCapital', 'ทุนที่ออกและชำระแล้วและส่วนเกินมูลค่าหุ้น', 'Paid-up capital and share premium'),
  line('retainedEarnings', 'กำไรสะสม', 'Retained earnings'),
  line('equity', '=ส่วนของผู้ถือหุ้น', '=Equity'),
]

/** The income statement to net profit; the renderer adds earnings per share after it. */
export const INCOME_LINES: readonly StatementLine<keyof IncomeFigures>[] = [
  line('revenue', 'รายได้จากการขาย', 'Revenue'),
  line('costOfSales', 'ต้นทุนขาย', 'Cost of sales', -1),
  line('grossProfit', '=กำไรขั้นต้น', '=Gross profit'),
  line('sellingAndAdmin', 'ค่าใช้จ่ายในการขายและบริหาร', 'Selling and administrative expenses', -1),
  line('otherIncome', 'รายได้อื่น', 'Other income'),
  line('operatingProfit', '=กำไรจากการดำเนินงาน', '=Operating profit'),
  line('financeCosts', 'ต้นทุนทางการเงิน', 'Finance costs', -1),
  line('profitBeforeTax', '=กำไรก่อนภาษีเงินได้', '=Profit before income tax'),
  line('incomeTax', 'ภาษีเงินได้', 'Income tax', -1),
  line('netProfit', '=กำไรสุทธิ', '=Net profit'),
]

export const EBITDA_LINE = line(
  'ebitda',
  'EBITDA (กำไรจากการดำเนินงานบวกค่าเสื่อมราคา)',
  'EBITDA (operating profit plus depreciation)',
)

/** The cash flows of a period: `span` names it in the cash lines ("the period", "the year"). */
export function cashFlowLines(span: PdfText): StatementLine<keyof CashFlowFigures>[] {
  return [
    line('netProfit', 'กำไรสุทธิ', 'Net profit'),
    line('depreciation', 'ค่าเสื่อมราคาและค่าตัดจำหน่าย', 'Depreciation and amortisation'),
    line('workingCapital', 'การเปลี่ยนแปลงเงินทุนหมุนเวียน', 'Changes in working capital'),
    line('operating', '=เงินสดสุทธิจากกิจกรรมดำเนินงาน', '=Net cash from operating activities'),
    line('capitalExpenditure', 'ซื้อที่ดิน อาคารและอุปกรณ์', 'Purchase of property, plant and equipment'),
    line('otherInvesting', 'เงินลงทุนอื่น', 'Other investments'),
    line('investing', '=เงินสดสุทธิใช้ไปในกิจกรรมลงทุน', '=Net cash used in investing activities'),
    line('borrowings', 'เงินกู้ยืมเพิ่มขึ้น (ชำระคืน) สุทธิ', 'Borrowings drawn (repaid), net'),
    line('dividendsPaid', 'เงินปันผลจ่าย', 'Dividends paid'),
    line('financing', '=เงินสดสุทธิจากกิจกรรมจัดหาเงิน', '=Net cash from financing activities'),
    line('netChange', 'เงินสดเพิ่มขึ้น (ลดลง) สุทธิ', 'Net increase (decrease) in cash'),
    line('cashAtStart', `เงินสดต้น${span.th}`, `Cash at the start of ${span.en}`),
    line('cashAtEnd', `=เงินสดปลาย${span.th}`, `=Cash at the end of ${span.en}`),
  ]
}

/**
 * A table's rows: each line's label and its figure in each column, and with `change` the
 * first column less the second.
 */
export function statementRows<Key extends string>(
  lines: readonly StatementLine<Key>[],
  columns: readonly Record<Key, number>[],
  lang: PdfLang,
  options: { change?: boolean } = {},
): string[][] {
  return lines.map(({ key, label, sign = 1 }) => {
    const values = columns.map((column) => sign * column[key])
    const change = options.change ? [values[0]! - values[1]!] : []
    return [label[lang], ...[...values, ...change].map((value) => formatFigure(value, lang))]
  })
}
