import { formatDate, formatFigure, formatPerShare, formatYear } from './format'
import { createInvestorPdf, sayIn } from './frame'
import { figureColumns, type PdfLayout } from './layout'
import {
  EBITDA_LINE,
  INCOME_LINES,
  POSITION_LINES,
  cashFlowLines,
  statementRows,
} from './statementLines'
import type { FinancialStatementSpec, IncomeFigures } from './types'

const QUARTER_END = { 1: '03-31', 2: '06-30', 3: '09-30', 4: '12-31' } as const
const MONTHS = { 1: 3, 2: 6, 3: 9, 4: 12 } as const

/**
 * Quarterly statements: cover, position, income, cash flow and equity, then the notes (which
 * flow on to a page of their own); the year's also the fourth quarter's income and the
 * auditor's report.
 */
export const financialStatementPages = (spec: FinancialStatementSpec) =>
  layOutFinancialStatement(spec).pageCount()

export const renderFinancialStatement = (spec: FinancialStatementSpec) =>
  layOutFinancialStatement(spec).finish()

/** Earnings per share in baht: net profit (THB million) over the paid-up shares. */
const perShare = (netProfit: number, shares: number) => (netProfit * 1_000_000) / shares

function layOutFinancialStatement(spec: FinancialStatementSpec): PdfLayout {
  const { lang, company, year, quarter, current, previous } = spec
  const say = sayIn(lang)
  const figure = (value: number) => formatFigure(value, lang)
  const isAnnual = quarter === 4
  const yearLabel = formatYear(year, lang)
  const previousLabel = formatYear(year - 1, lang)
  const periodEnd = formatDate(`${year}-${QUARTER_END[quarter]}`, lang)
  const previousYearEnd = formatDate(`${year - 1}-12-31`, lang)
  const shortName = isAnnual
    ? say(`งบการเงินประจำปี ${yearLabel}`, `Financial statements ${year}`)
    : say(`งบการเงินไตรมาส ${quarter}/${yearLabel}`, `Financial statements Q${quarter} ${year}`)
  const pdf = createInvestorPdf(spec, shortName, { flow: true })
  const reviewed = isAnnual
    ? say('ผ่านการตรวจสอบโดยผู้สอบบัญชี', 'Audited')
    : say('ผ่านการสอบทานโดยผู้สอบบัญชี', 'Reviewed by the auditor')
  const quarterColumn = say(`ไตรมาส ${quarter}/${yearLabel}`, `Q${quarter} ${year}`)
  const previousQuarterColumn = say(`ไตรมาส ${quarter}/${previousLabel}`, `Q${quarter} ${year - 1}`)
  const months = MONTHS[quarter]
  const ytdColumn = say(`${months} เดือน ${yearLabel}`, `${months} months ${year}`)
  const previousYtdColumn = say(`${months} เดือน ${previousLabel}`, `${months} months ${year - 1}`)
  const unit = say('หน่วย: ล้านบาท', 'THB million')
  const basisNote = say(
    'ตัวเลขรายไตรมาสเป็นไปตามที่บริษัทประกาศพร้อมผลประกอบการรายไตรมาส',
    'The quarterly figures are those the company announced with its quarterly results.',
  )

  // Page 1: cover and key figures.
  pdf.page()
  pdf.heading(spec.title[lang], 1)
  pdf.paragraph(company.legalName[lang], { size: 12, weight: 'bold' })
  pdf.paragraph(
    isAnnual
      ? say(
          `งบการเงินรวมสำหรับปีสิ้นสุดวันที่ ${periodEnd}`,
          `Consolidated financial statements for the year ended ${periodEnd}`,
        )
      : say(
          `ข้อมูลทางการเงินระหว่างกาลแบบรวมสำหรับงวดสามเดือนและ ${months} เดือนสิ้นสุดวันที่ ${periodEnd}`,
          `Consolidated interim financial information for the three and ${months} months ended ${periodEnd}`,
        ),
  )
  pdf.paragraph(`${reviewed} · ${say('หลักทรัพย์', 'SET symbol')} ${company.stockSymbol}`, {
    colour: 'muted',
  })
  pdf.space(8)
  pdf.heading(say('ตัวเลขสำคัญ', 'Key figures'))
  pdf.table(
    figureColumns(0.52, 2),
    [unit, quarterColumn, previousQuarterColumn],
    [
      [
        say('รายได้จากการขาย', 'Revenue'),
        figure(current.quarter.revenue),
        figure(previous.quarter.revenue),
      ],
      [
        say('กำไรสุทธิ', 'Net profit'),
        figure(current.quarter.netProfit),
        figure(previous.quarter.netProfit),
      ],
      [
        say('กำไรต่อหุ้น (บาท)', 'Earnings per share (THB)'),
        formatPerShare(perShare(current.quarter.netProfit, company.paidUpShares), lang),
        formatPerShare(perShare(previous.quarter.netProfit, company.paidUpShares), lang),
      ],
      [
        say('สินทรัพย์รวม (ณ สิ้นงวด)', 'Total assets (at period end)'),
        figure(current.position.totalAssets),
        figure(previous.position.totalAssets),
      ],
      [
        say('ส่วนของผู้ถือหุ้น (ณ สิ้นงวด)', 'Equity (at period end)'),
        figure(current.position.equity),
        figure(previous.position.equity),
      ],
    ],
  )
  pdf.paragraph(
    say(
      `ฐานะการเงินเปรียบเทียบเป็นของวันที่ ${previousYearEnd} ${basisNote}`,
      `The comparative position is that of ${previousYearEnd}. ${basisNote}`,
    ),
    { colour: 'muted' },
  )

  // Page 2: statement of financial position.
  pdf.page()
  pdf.heading(say('งบแสดงฐานะการเงิน', 'Statement of financial position'), 1)
  pdf.paragraph(say(`ณ วันที่ ${periodEnd}`, `As at ${periodEnd}`), { colour: 'muted' })
  pdf.table(
    figureColumns(0.4, 3),
    [unit, periodEnd, previousYearEnd, say('เปลี่ยนแปลง', 'Change')],
    statementRows(POSITION_LINES, [current.position, spec.previousYearEnd], lang, {
      change: true,
    }),
  )
  pdf.heading(say('อัตราส่วนทางการเงิน', 'Ratios'))
  const ratio = (a: number, b: number) => formatPerShare(a / b, lang)
  pdf.table(
    figureColumns(0.6, 2),
    [say('อัตราส่วน (เท่า)', 'Ratio (times)'), periodEnd, previousYearEnd],
    [
      [
        say('หนี้สินต่อส่วนของผู้ถือหุ้น', 'Liabilities to equity'),
        ratio(current.position.totalLiabilities, current.position.equity),
        ratio(spec.previousYearEnd.totalLiabilities, spec.previousYearEnd.equity),
      ],
      [
        say('สินทรัพย์ต่อส่วนของผู้ถือหุ้น', 'Assets to equity'),
        ratio(current.position.totalAssets, current.position.equity),
        ratio(spec.previousYearEnd.totalAssets, spec.previousYearEnd.equity),
      ],
    ],
  )
  pdf.paragraph(
    say(
      `สินทรัพย์รวมเท่ากับหนี้สินรวมบวกส่วนของผู้ถือหุ้น หุ้นที่ชำระแล้ว ${formatFigure(company.paidUpShares / 1_000_000, lang)} ล้านหุ้น`,
      `Total assets equal total liabilities plus equity. Paid-up shares: ${formatFigure(company.paidUpShares / 1_000_000, lang)} million.`,
    ),
    { colour: 'muted', size: 9 },
  )

  // Page 3: statement of income.
  pdf.page()
  pdf.heading(say('งบกำไรขาดทุน', 'Statement of income'), 1)
  pdf.paragraph(
    isAnnual
      ? say(`สำหรับปีสิ้นสุดวันที่ ${periodEnd}`, `For the year ended ${periodEnd}`)
      : say(
          `สำหรับงวดสามเดือนและ ${months} เดือนสิ้นสุดวันที่ ${periodEnd}`,
          `For the three and ${months} months ended ${periodEnd}`,
        ),
    { colour: 'muted' },
  )
  const incomeRows = (figures: IncomeFigures[]) => [
    ...statementRows(INCOME_LINES, figures, lang),
    [
      say('กำไรต่อหุ้น (บาท)', 'Earnings per share (THB)'),
      ...figures.map((income) =>
        formatPerShare(perShare(income.netProfit, company.paidUpShares), lang),
      ),
    ],
    ...statementRows([EBITDA_LINE], figures, lang),
  ]
  const incomeColumns = figureColumns(0.4, 4)
  if (isAnnual) {
    pdf.table(
      incomeColumns.slice(0, 3),
      [unit, yearLabel, previousLabel],
      incomeRows([current.yearToDate, previous.yearToDate]),
    )
    pdf.page()
    pdf.heading(
      say(`งบกำไรขาดทุนไตรมาส 4/${yearLabel}`, `Statement of income: fourth quarter ${year}`),
      1,
    )
    pdf.table(
      incomeColumns.slice(0, 3),
      [unit, quarterColumn, previousQuarterColumn],
      incomeRows([current.quarter, previous.quarter]),
    )
  } else {
    pdf.table(
      incomeColumns,
      [unit, quarterColumn, previousQuarterColumn, ytdColumn, previousYtdColumn],
      incomeRows([current.quarter, previous.quarter, current.yearToDate, previous.yearToDate]),
    )
  }

  // Page 4: cash flow and changes in equity.
  pdf.page()
  pdf.heading(
    say('งบกระแสเงินสดและการเปลี่ยนแปลงส่วนของผู้ถือหุ้น', 'Statement of cash flows and changes in equity'),
    1,
  )
  pdf.paragraph(
    say(
      `ตั้งแต่ต้นปีถึงวันที่ ${periodEnd} เปรียบเทียบกับงวดเดียวกันของปี ${previousLabel}`,
      `From the start of the year to ${periodEnd}, with the same period of ${year - 1}`,
    ),
    { colour: 'muted' },
  )
  const opening = (period: typeof current) =>
    period.position.equity - period.yearToDate.netProfit + period.dividendsPaid
  pdf.table(
    figureColumns(0.56, 2),
    [unit, ytdColumn, previousYtdColumn],
    statementRows(
      cashFlowLines({ th: 'งวด', en: 'the period' }),
      [current.cashFlow, previous.cashFlow],
      lang,
    ),
  )
  pdf.heading(say('การเปลี่ยนแปลงส่วนของผู้ถือหุ้น', 'Changes in equity'))
  pdf.table(
    figureColumns(0.56, 2),
    [unit, ytdColumn, previousYtdColumn],
    [
      [
        say('ส่วนของผู้ถือหุ้นต้นปี', 'Equity at the start of the year'),
        figure(opening(current)),
        figure(opening(previous)),
      ],
      [
        say('กำไรสุทธิ', 'Net profit'),
        figure(current.yearToDate.netProfit),
        figure(previous.yearToDate.netProfit),
      ],
      [
        say('เงินปันผลจ่าย', 'Dividends paid'),
        figure(-current.dividendsPaid),
        figure(-previous.dividendsPaid),
      ],
      [
        say('=ส่วนของผู้ถือหุ้นสิ้นงวด', '=Equity at the period end'),
        figure(current.position.equity),
        figure(previous.position.equity),
      ],
    ],
  )

  // Page 5 on: notes, flowing on to the next page.
  pdf.page()
  pdf.heading(say('หมายเหตุประกอบงบการเงิน', 'Notes to the financial statements'), 1)
  const note = (number: number, title: string, text: string) => {
    pdf.heading(`${number}. ${title}`)
    pdf.paragraph(text)
  }
  note(
    1,
    say('ข้อมูลทั่วไป', 'General information'),
    say(
      `${company.legalName.th} เป็นบริษัทมหาชนจำกัดที่จดทะเบียนในประเทศไทย สำนักงานใหญ่ตั้งอยู่ที่ ${company.address.th} หุ้นของบริษัทซื้อขายในตลาดหลักทรัพย์แห่งประเทศไทยภายใต้ชื่อย่อ ${company.stockSymbol} กลุ่มบริษัทผลิตและจำหน่ายเนื้อสัตว์สด อาหารแปรรูป อาหารสัตว์เลี้ยง และผลิตภัณฑ์ที่ไม่ใช่เนื้อสัตว์ และดำเนินธุรกิจร้านอาหาร`,
      `${company.legalName.en} is a public limited company incorporated in Thailand; its head office is at ${company.address.en}. Its shares trade on the Stock Exchange of Thailand under the symbol ${company.stockSymbol}. The group makes and sells fresh meat, processed food, pet food and non-meat products, and runs restaurants.`,
    ),
  )
  note(
    2,
    say('เกณฑ์การจัดทำ', 'Basis of preparation'),
    isAnnual
      ? say(
          `งบการเงินรวมจัดทำตามมาตรฐานการรายงานทางการเงินของไทย ตามเกณฑ์ราคาทุนเดิม เว้นแต่สินทรัพย์ชีวภาพที่วัดด้วยมูลค่ายุติธรรมหักต้นทุนในการขาย แสดงเป็นล้านบาท ${basisNote}`,
          `The consolidated statements follow Thai Financial Reporting Standards on the historical-cost basis, except biological assets at fair value less costs to sell, and are presented in THB million. ${basisNote}`,
        )
      : say(
          `ข้อมูลทางการเงินระหว่างกาลจัดทำตามมาตรฐานการบัญชีไทยฉบับที่ 34 เรื่อง การรายงานทางการเงินระหว่างกาล แบบย่อ และควรอ่านควบคู่กับงบการเงินประจำปี ${previousLabel} แสดงเป็นล้านบาท ${basisNote}`,
          `The interim financial information is prepared in condensed form under Thai Accounting Standard 34, Interim Financial Reporting, and should be read with the ${year - 1} annual statements. It is presented in THB million. ${basisNote}`,
        ),
  )
  note(
    3,
    say('นโยบายการบัญชีที่สำคัญ', 'Significant accounting policies'),
    say(
      `นโยบายการบัญชีที่ใช้เป็นนโยบายเดียวกับงบการเงินประจำปี ${previousLabel} รายได้รับรู้เมื่อโอนการควบคุมสินค้าให้ลูกค้า สินค้าคงเหลือแสดงด้วยราคาทุนหรือมูลค่าสุทธิที่จะได้รับแล้วแต่ราคาใดจะต่ำกว่า ที่ดิน อาคาร และอุปกรณ์แสดงด้วยราคาทุนหักค่าเสื่อมราคาสะสม สัญญาเช่ารับรู้ตามมาตรฐาน TFRS 16 มาตรฐานฉบับปรับปรุงที่มีผลในปีนี้ไม่มีผลกระทบที่เป็นสาระสำคัญ`,
      `The accounting policies are those of the ${year - 1} annual statements. Revenue is recognised when control of the goods passes to the customer; inventories are at the lower of cost and net realisable value; property, plant and equipment at cost less accumulated depreciation; leases under TFRS 16. Revised standards effective this year had no material effect.`,
    ),
  )
  note(
    4,
    say('ข้อมูลจำแนกตามส่วนงาน', 'Segment information'),
    say(
      'กลุ่มบริษัทมีห้าส่วนงานที่รายงานตามสายธุรกิจ ได้แก่ เนื้อสัตว์สด อาหารแปรรูป ร้านอาหาร อาหารสัตว์เลี้ยง และผลิตภัณฑ์ที่ไม่ใช่เนื้อสัตว์ ผู้มีอำนาจตัดสินใจสูงสุดด้านการดำเนินงานประเมินผลจากกำไรขั้นต้นของแต่ละส่วนงาน รายได้ส่วนใหญ่เกิดในประเทศไทย และไม่มีลูกค้ารายใดที่มีรายได้เกินร้อยละ 10 ของรายได้รวม',
      'The group has five reportable segments, its business lines: fresh meat, processed food, restaurants, pet food and non-meat products. The chief operating decision maker assesses each by its gross profit. Most revenue is earned in Thailand, and no customer accounts for more than 10% of revenue.',
    ),
  )
  note(
    5,
    say('รายการกับบุคคลหรือกิจการที่เกี่ยวข้องกัน', 'Related-party transactions'),
    say(
      'รายการระหว่างบริษัทกับบริษัทย่อยเป็นไปตามเงื่อนไขการค้าปกติและตัดรายการในงบการเงินรวม ค่าตอบแทนผู้บริหารสำคัญประกอบด้วยเงินเดือน โบนัส และผลประโยชน์หลังออกจากงาน ไม่มีรายการที่เกี่ยวโยงกันที่มีสาระสำคัญในงวดนี้',
      'Transactions between the company and its subsidiaries are on normal commercial terms and eliminated on consolidation. Key management pay comprises salaries, bonuses and post-employment benefits. There was no material connected transaction in the period.',
    ),
  )
  note(
    6,
    say('เงินปันผล', 'Dividends'),
    say(
      `ตั้งแต่ต้นปีถึงวันที่ ${periodEnd} บริษัทจ่ายเงินปันผลรวม ${figure(current.dividendsPaid)} ล้านบาท (งวดเดียวกันของปี ${previousLabel}: ${figure(previous.dividendsPaid)} ล้านบาท)`,
      `From the start of the year to ${periodEnd} the company paid dividends of THB ${figure(current.dividendsPaid)} million (same period of ${year - 1}: THB ${figure(previous.dividendsPaid)} million).`,
    ),
  )
  note(
    7,
    say('เหตุการณ์ภายหลังรอบระยะเวลารายงาน', 'Events after the reporting period'),
    say(
      `ไม่มีเหตุการณ์ภายหลังวันที่ ${periodEnd} ที่ต้องปรับปรุงหรือเปิดเผยในงบการเงินนี้${isAnnual ? ' นอกจากเงินปันผลประจำปีที่คณะกรรมการเสนอต่อที่ประชุมสามัญผู้ถือหุ้น ซึ่งยังไม่รับรู้เป็นหนี้สิน' : ''}`,
      `No event after ${periodEnd} requires adjustment or disclosure in these statements${isAnnual ? ', other than the annual dividend the board proposes to the Annual General Meeting, not recognised as a liability' : ''}.`,
    ),
  )
  note(
    8,
    say('การอนุมัติงบการเงิน', 'Approval'),
    say(
      `คณะกรรมการบริษัทอนุมัติให้เผยแพร่งบการเงินนี้เมื่อวันที่ ${formatDate(spec.publishedAt, lang)}`,
      `The board of directors authorised these statements for issue on ${formatDate(spec.publishedAt, lang)}.`,
    ),
  )

  if (isAnnual) {
    pdf.page()
    pdf.heading(say('รายงานของผู้สอบบัญชีรับอนุญาต', "Independent auditor's report"), 1)
    pdf.paragraph(
      say(
        `เสนอต่อผู้ถือหุ้นของ${company.legalName.th}`,
        `To the shareholders of ${company.legalName.en}`,
      ),
      { weight: 'bold' },
    )
    pdf.paragraph(
      say(
        `ความเห็น: งบการเงินรวมสำหรับปีสิ้นสุดวันที่ ${periodEnd} แสดงฐานะการเงิน ผลการดำเนินงาน และกระแสเงินสด โดยถูกต้องตามที่ควรในสาระสำคัญ ตามมาตรฐานการรายงานทางการเงิน`,
        `Opinion: the consolidated financial statements for the year ended ${periodEnd} present fairly, in all material respects, the financial position, performance and cash flows of the group in accordance with Thai Financial Reporting Standards.`,
      ),
    )
    pdf.paragraph(
      say(
        `ผู้สอบบัญชี: ${spec.auditor.th} ลงวันที่ ${formatDate(spec.publishedAt, lang)}`,
        `Auditor: ${spec.auditor.en}, dated ${formatDate(spec.publishedAt, lang)}.`,
      ),
    )
  }
  return pdf
}
