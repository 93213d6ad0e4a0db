import {
  formatBaht,
  formatDate,
  formatFigure,
  formatPercent,
  formatPerShare,
  formatYear,
} from './format'
import { createInvestorPdf, sayIn } from './frame'
import { figureColumns } from './layout'
import type { OneReportSpec, YearFigureKey } from './types'

/** Cover and overview, business lines (two pages), highlights, position, board, dividends. */
export const oneReportPages = () => 7

export function renderOneReport(spec: OneReportSpec): Promise<Buffer> {
  const { lang, company, year, previousYear } = spec
  const say = sayIn(lang)
  const figure = (value: number) => formatFigure(value, lang)
  const yearLabel = formatYear(year.fiscalYear, lang)
  const previousLabel = formatYear(previousYear.fiscalYear, lang)
  const pdf = createInvestorPdf(
    spec,
    say(`แบบ 56-1 One Report ${yearLabel}`, `One Report ${year.fiscalYear} (Form 56-1)`),
  )
  const growth = (key: YearFigureKey) =>
    formatPercent(((year[key] - previousYear[key]) / previousYear[key]) * 100, lang, 1)
  const unit = say('หน่วย: ล้านบาท', 'THB million')

  // Page 1: cover and the company.
  pdf.page()
  pdf.heading(spec.title[lang], 1)
  pdf.paragraph(company.legalName[lang], { size: 13, weight: 'bold' })
  pdf.paragraph(
    say(
      `แบบแสดงรายการข้อมูลประจำปีและรายงานประจำปี สำหรับปีสิ้นสุดวันที่ ${formatDate(`${year.fiscalYear}-12-31`, lang)}`,
      `Annual registration statement and annual report for the year ended ${formatDate(`${year.fiscalYear}-12-31`, lang)}`,
    ),
    { colour: 'muted' },
  )
  pdf.space(6)
  pdf.heading(say('ภาพรวมบริษัท', 'Company overview'))
  pdf.paragraph(spec.description[lang])
  pdf.facts([
    [say('ชื่อบริษัท', 'Registered name'), company.legalName[lang]],
    [say('ชื่อย่อหลักทรัพย์', 'SET symbol'), company.stockSymbol],
    [say('สำนักงานใหญ่', 'Head office'), company.address[lang]],
    [
      say('หุ้นที่ชำระแล้ว', 'Paid-up shares'),
      say(
        `${figure(company.paidUpShares / 1_000_000)} ล้านหุ้น`,
        `${figure(company.paidUpShares / 1_000_000)} million`,
      ),
    ],
  ])

  // Pages 2 and 3: business lines, three then the rest.
  const lines = spec.businessLines.map((line, index) => ({ line, number: index + 1 }))
  for (const [part, group] of [lines.slice(0, 3), lines.slice(3)].entries()) {
    pdf.page()
    pdf.heading(
      part === 0
        ? say('ลักษณะการประกอบธุรกิจ', 'Business lines')
        : say('ลักษณะการประกอบธุรกิจ (ต่อ)', 'Business lines (continued)'),
      1,
    )
    for (const { line, number } of group) {
      pdf.item(`${number}.`, line.name[lang], { weight: 'bold', size: 11 })
      pdf.paragraph(line.summary[lang], { weight: 'bold', colour: 'muted' }, 22)
      pdf.paragraph(line.description[lang], {}, 22)
      pdf.space(6)
    }
  }

  // Page 3: the year's highlights.
  pdf.page()
  pdf.heading(say(`ผลการดำเนินงานปี ${yearLabel}`, `${year.fiscalYear} highlights`), 1)
  pdf.paragraph(
    say(
      `รายได้จากการขาย ${figure(year.revenue)} ล้านบาท เพิ่มขึ้นร้อยละ ${growth('revenue').replace('%', '')} จากปี ${previousLabel} กำไรสุทธิ ${figure(year.netProfit)} ล้านบาท กำไรต่อหุ้น ${formatPerShare(year.eps, lang)} บาท`,
      `Revenue was THB ${figure(year.revenue)} million, ${growth('revenue')} more than in ${previousYear.fiscalYear}; net profit was THB ${figure(year.netProfit)} million, earnings per share THB ${formatPerShare(year.eps, lang)}.`,
    ),
  )
  const row = (label: string, key: YearFigureKey) => [
    label,
    figure(year[key]),
    figure(previousYear[key]),
    growth(key),
  ]
  pdf.table(
    figureColumns(0.4, 3),
    [unit, yearLabel, previousLabel, say('เปลี่ยนแปลง', 'Change')],
    [
      row(say('รายได้จากการขาย', 'Revenue'), 'revenue'),
      row(say('กำไรขั้นต้น', 'Gross profit'), 'grossProfit'),
      row('EBITDA', 'ebitda'),
      row(say('กำไรสุทธิ', 'Net profit'), 'netProfit'),
      [
        say('กำไรต่อหุ้น (บาท)', 'Earnings per share (THB)'),
        formatPerShare(year.eps, lang),
        formatPerShare(previousYear.eps, lang),
        growth('eps'),
      ],
      [
        say('เงินปันผลต่อหุ้น (บาท)', 'Dividend per share (THB)'),
        formatPerShare(year.dividendPerShare, lang),
        formatPerShare(previousYear.dividendPerShare, lang),
        growth('dividendPerShare'),
      ],
    ],
  )
  pdf.table(
    figureColumns(0.6, 2),
    [say('อัตราส่วน', 'Margins'), yearLabel, previousLabel],
    [
      [
        say('อัตรากำไรขั้นต้น', 'Gross margin'),
        formatPercent((year.grossProfit / year.revenue) * 100, lang, 1),
        formatPercent((previousYear.grossProfit / previousYear.revenue) * 100, lang, 1),
      ],
      [
        say('อัตรากำไรสุทธิ', 'Net margin'),
        formatPercent((year.netProfit / year.revenue) * 100, lang, 1),
        formatPercent((previousYear.netProfit / previousYear.revenue) * 100, lang, 1),
      ],
    ],
  )

  // Page 4: financial position.
  pdf.page()
  pdf.heading(say('ฐานะการเงิน', 'Financial position'), 1)
  pdf.paragraph(
    say(
      `ณ วันที่ ${formatDate(`${year.fiscalYear}-12-31`, lang)} เปรียบเทียบกับสิ้นปี ${previousLabel}`,
      `At ${formatDate(`${year.fiscalYear}-12-31`, lang)}, with the end of ${previousYear.fiscalYear}`,
    ),
    { colour: 'muted' },
  )
  pdf.table(
    figureColumns(0.4, 3),
    [unit, yearLabel, previousLabel, say('เปลี่ยนแปลง', 'Change')],
    [
      row(say('สินทรัพย์รวม', 'Total assets'), 'totalAssets'),
      row(say('หนี้สินรวม', 'Total liabilities'), 'totalLiabilities'),
      row(say('=ส่วนของผู้ถือหุ้น', '=Equity'), 'equity'),
    ],
  )
  pdf.paragraph(
    say(
      `อัตราส่วนหนี้สินต่อส่วนของผู้ถือหุ้น ${formatPerShare(year.totalLiabilities / year.equity, lang)} เท่า (ปี ${previousLabel}: ${formatPerShare(previousYear.totalLiabilities / previousYear.equity, lang)} เท่า)`,
      `Liabilities to equity: ${formatPerShare(year.totalLiabilities / year.equity, lang)} times (${previousYear.fiscalYear}: ${formatPerShare(previousYear.totalLiabilities / previousYear.equity, lang)} times).`,
    ),
  )

  // Page 5: the board.
  pdf.page()
  pdf.heading(say('คณะกรรมการบริษัท', 'Board of directors'), 1)
  pdf.table(
    [{ width: 0.08 }, { width: 0.46 }, { width: 0.46 }],
    ['', say('ชื่อ', 'Name'), say('ตำแหน่ง', 'Position')],
    spec.board.map((member, index) => [`${index + 1}.`, member.name[lang], member.position[lang]]),
  )

  // Page 6: dividends.
  pdf.page()
  pdf.heading(say('นโยบายและการจ่ายเงินปันผล', 'Dividend policy and dividends'), 1)
  pdf.paragraph(
    say(
      'บริษัทมีนโยบายจ่ายเงินปันผลไม่น้อยกว่าร้อยละ 50 ของกำไรสุทธิของงบการเงินรวม หลังหักภาษีและเงินสำรองตามกฎหมาย โดยพิจารณาจากผลการดำเนินงาน ฐานะการเงิน และแผนการลงทุน',
      'The company aims to pay at least 50% of its consolidated net profit, after tax and the legal reserve, as dividends, taking its results, financial position and investment plans into account.',
    ),
  )
  const typeLabel = (type: string) =>
    type === 'interim'
      ? say('ระหว่างกาล', 'Interim')
      : type === 'annual'
        ? say('ประจำปี', 'Annual')
        : say('พิเศษ', 'Special')
  pdf.table(
    figureColumns(0.2, 4),
    [
      say('ประเภท', 'Type'),
      say('บาทต่อหุ้น', 'Per share'),
      say('วันที่ XD', 'XD date'),
      say('วันกำหนดรายชื่อ', 'Record date'),
      say('วันจ่าย', 'Payment date'),
    ],
    spec.dividends.map((dividend) => [
      typeLabel(dividend.type),
      formatBaht(dividend.amountPerShare, lang),
      formatDate(dividend.xdDate, lang),
      formatDate(dividend.recordDate, lang),
      formatDate(dividend.paymentDate, lang),
    ]),
    9,
  )
  pdf.paragraph(
    say(
      `เงินปันผลสำหรับผลการดำเนินงานปี ${yearLabel} รวม ${formatBaht(year.dividendPerShare, lang)} ต่อหุ้น คิดเป็นร้อยละ ${formatFigure(Math.round((year.dividendPerShare / year.eps) * 100), lang)} ของกำไรต่อหุ้น เงินปันผลประจำปีเสนอต่อที่ประชุมสามัญผู้ถือหุ้นวันที่ ${formatDate(spec.agmDate, lang)}`,
      `The dividend for ${year.fiscalYear} totals ${formatBaht(year.dividendPerShare, lang)} a share, ${formatFigure(Math.round((year.dividendPerShare / year.eps) * 100), lang)}% of earnings per share. The annual dividend is proposed to the Annual General Meeting on ${formatDate(spec.agmDate, lang)}.`,
    ),
  )
  return pdf.finish()
}
