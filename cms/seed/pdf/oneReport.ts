import {
  formatBaht,
  formatCount,
  formatDate,
  formatFigure,
  formatPercent,
  formatPerShare,
  formatYear,
} from './format'
import { sayIn } from './frame'
import { figureColumns, type PdfLayout } from './layout'
import { drawBlocks, layOutLongDocument } from './longDocument'
import {
  EBITDA_LINE,
  INCOME_LINES,
  POSITION_LINES,
  cashFlowLines,
  statementRows,
} from './statementLines'
import type { OneReportSection, OneReportSpec, YearFigureKey, YearFigures } from './types'

/*
 * Form 56-1 One Report as the SEC sets it out: Part 1 business and performance (structure and
 * operations, risk management, sustainability, MD&A, general information), Part 2 corporate
 * governance (policy, structure, the year's governance results, internal control and related
 * transactions), Part 3 the financial statements. The narrative is the content's (spec.text);
 * every figure is the spec's (year, previousYear, dividends, company).
 */

export function layOutOneReport(spec: OneReportSpec): PdfLayout {
  const { lang, company, year, previousYear } = spec
  const say = sayIn(lang)
  const figure = (value: number) => formatFigure(value, lang)
  const yearLabel = formatYear(year.fiscalYear, lang)
  const previousLabel = formatYear(previousYear.fiscalYear, lang)
  const yearEnd = formatDate(`${year.fiscalYear}-12-31`, lang)
  const previousYearEnd = formatDate(`${previousYear.fiscalYear}-12-31`, lang)
  const unit = say('หน่วย: ล้านบาท', 'THB million')
  const growth = (key: YearFigureKey) =>
    formatPercent(((year[key] - previousYear[key]) / previousYear[key]) * 100, lang, 1)
  const shortName = say(`แบบ 56-1 One Report ${yearLabel}`, `One Report ${year.fiscalYear}`)

  return layOutLongDocument(spec, shortName, (pdf, contents) => {
    const text = (section: OneReportSection) => drawBlocks(pdf, spec.text?.[section] ?? [], lang)
    const part = (label: string) => {
      pdf.paragraph(label.toUpperCase(), { size: 9, weight: 'bold', colour: 'muted' })
    }
    const chapter = (title: string) => {
      pdf.page()
      pdf.heading(title, 1)
    }
    const row = (label: string, key: YearFigureKey, perShare = false) => [
      label,
      perShare ? formatPerShare(year[key], lang) : figure(year[key]),
      perShare ? formatPerShare(previousYear[key], lang) : figure(previousYear[key]),
      growth(key),
    ]

    pdf.page()
    pdf.cover(
      spec.title[lang],
      [
        company.legalName[lang],
        say(
          `แบบแสดงรายการข้อมูลประจำปีและรายงานประจำปี สำหรับปีสิ้นสุดวันที่ ${yearEnd}`,
          `Annual registration statement and annual report for the year ended ${yearEnd}`,
        ),
        `${say('ชื่อย่อหลักทรัพย์', 'SET symbol')} ${company.stockSymbol}`,
      ],
      say(
        `เผยแพร่ ${formatDate(spec.publishedAt, lang)} · ฉบับภาษาไทย`,
        `Published ${formatDate(spec.publishedAt, lang)} · English version`,
      ),
      [
        [say('รายได้จากการขาย (ล้านบาท)', 'Revenue (THB million)'), figure(year.revenue)],
        [say('กำไรสุทธิ (ล้านบาท)', 'Net profit (THB million)'), figure(year.netProfit)],
        [say('กำไรต่อหุ้น (บาท)', 'Earnings per share (THB)'), formatPerShare(year.eps, lang)],
        [
          say('เงินปันผลต่อหุ้น (บาท)', 'Dividend per share (THB)'),
          formatPerShare(year.dividendPerShare, lang),
        ],
      ],
    )

    pdf.page()
    pdf.contents(say('สารบัญ', 'Contents'), contents)

    chapter(say('สารจากคณะกรรมการ', 'Message from the board'))
    text('message')

    // Part 1.
    pdf.page()
    part(say('ส่วนที่ 1 การประกอบธุรกิจและผลการดำเนินงาน', 'Part 1 Business and performance'))
    pdf.heading(say('1. โครงสร้างและการดำเนินงาน', '1. Structure and operations'), 1)
    pdf.paragraph(spec.description[lang])
    text('structure')
    pdf.heading(say('ลักษณะการประกอบธุรกิจ', 'Business lines'))
    spec.businessLines.forEach((line, index) => {
      pdf.item(`${index + 1}.`, line.name[lang], { weight: 'bold', size: 11 })
      pdf.paragraph(line.summary[lang], { weight: 'bold', colour: 'muted' }, 22)
      pdf.paragraph(line.description[lang], {}, 22)
    })
    pdf.heading(say('ภาวะตลาดและการแข่งขัน', 'Market and competition'))
    text('market')
    pdf.heading(say('การผลิตและการจัดหาผลิตภัณฑ์', 'Production and sourcing'))
    text('production')
    pdf.heading(say('ทรัพย์สินที่ใช้ในการประกอบธุรกิจ', 'Assets used in the business'))
    text('assets')
    pdf.heading(say('ทุนจดทะเบียนและนโยบายเงินปันผล', 'Share capital and dividend policy'))
    pdf.facts([
      [say('ชื่อย่อหลักทรัพย์', 'SET symbol'), company.stockSymbol],
      [
        say('หุ้นสามัญที่ชำระแล้ว', 'Paid-up ordinary shares'),
        say(
          `${figure(company.paidUpShares / 1_000_000)} ล้านหุ้น`,
          `${figure(company.paidUpShares / 1_000_000)} million`,
        ),
      ],
    ])
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
        `เงินปันผลสำหรับผลการดำเนินงานปี ${yearLabel} รวม ${formatBaht(year.dividendPerShare, lang)} ต่อหุ้น คิดเป็นร้อยละ ${figure(Math.round((year.dividendPerShare / year.eps) * 100))} ของกำไรต่อหุ้น เงินปันผลประจำปีเสนอต่อที่ประชุมสามัญผู้ถือหุ้นวันที่ ${formatDate(spec.agmDate, lang)}`,
        `The dividend for ${year.fiscalYear} totals ${formatBaht(year.dividendPerShare, lang)} a share, ${figure(Math.round((year.dividendPerShare / year.eps) * 100))}% of earnings per share. The annual dividend is proposed to the Annual General Meeting on ${formatDate(spec.agmDate, lang)}.`,
      ),
    )

    chapter(say('2. การบริหารจัดการความเสี่ยง', '2. Risk management'))
    text('risk')

    chapter(say('3. การขับเคลื่อนธุรกิจเพื่อความยั่งยืน', '3. Driving business for sustainability'))
    text('sustainability')

    chapter(say('4. การวิเคราะห์และคำอธิบายของฝ่ายจัดการ', "4. Management's discussion and analysis"))
    pdf.paragraph(
      say(
        `รายได้จากการขาย ${figure(year.revenue)} ล้านบาท เปลี่ยนแปลง ${growth('revenue')} จากปี ${previousLabel} กำไรขั้นต้น ${figure(year.grossProfit)} ล้านบาท EBITDA ${figure(year.ebitda)} ล้านบาท กำไรสุทธิ ${figure(year.netProfit)} ล้านบาท กำไรต่อหุ้น ${formatPerShare(year.eps, lang)} บาท`,
        `Revenue was THB ${figure(year.revenue)} million, ${growth('revenue')} on ${previousYear.fiscalYear}; gross profit THB ${figure(year.grossProfit)} million, EBITDA THB ${figure(year.ebitda)} million and net profit THB ${figure(year.netProfit)} million, earnings per share THB ${formatPerShare(year.eps, lang)}.`,
      ),
    )
    pdf.heading(say('ผลการดำเนินงาน', 'Results of operations'))
    pdf.table(
      figureColumns(0.4, 3),
      [unit, yearLabel, previousLabel, say('เปลี่ยนแปลง', 'Change')],
      [
        row(say('รายได้จากการขาย', 'Revenue'), 'revenue'),
        row(say('กำไรขั้นต้น', 'Gross profit'), 'grossProfit'),
        row('EBITDA', 'ebitda'),
        row(say('กำไรสุทธิ', 'Net profit'), 'netProfit'),
        row(say('กำไรต่อหุ้น (บาท)', 'Earnings per share (THB)'), 'eps', true),
        row(say('เงินปันผลต่อหุ้น (บาท)', 'Dividend per share (THB)'), 'dividendPerShare', true),
      ],
    )
    const margin = (figures: YearFigures, key: 'grossProfit' | 'ebitda' | 'netProfit') =>
      formatPercent((figures[key] / figures.revenue) * 100, lang, 1)
    pdf.table(
      figureColumns(0.6, 2),
      [say('อัตราส่วนความสามารถในการทำกำไร', 'Profitability'), yearLabel, previousLabel],
      [
        [
          say('อัตรากำไรขั้นต้น', 'Gross margin'),
          margin(year, 'grossProfit'),
          margin(previousYear, 'grossProfit'),
        ],
        [
          say('อัตรา EBITDA', 'EBITDA margin'),
          margin(year, 'ebitda'),
          margin(previousYear, 'ebitda'),
        ],
        [
          say('อัตรากำไรสุทธิ', 'Net margin'),
          margin(year, 'netProfit'),
          margin(previousYear, 'netProfit'),
        ],
        [
          say('อัตราผลตอบแทนผู้ถือหุ้น', 'Return on equity'),
          formatPercent((year.netProfit / year.equity) * 100, lang, 1),
          formatPercent((previousYear.netProfit / previousYear.equity) * 100, lang, 1),
        ],
      ],
    )
    pdf.heading(say('ฐานะการเงิน', 'Financial position'))
    pdf.table(
      figureColumns(0.4, 3),
      [unit, yearEnd, previousYearEnd, say('เปลี่ยนแปลง', 'Change')],
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
    text('mdna')

    chapter(say('5. ข้อมูลทั่วไปและข้อมูลสำคัญอื่น', '5. General information'))
    pdf.facts([
      [say('ชื่อบริษัท', 'Registered name'), company.legalName[lang]],
      [say('ชื่อย่อหลักทรัพย์', 'SET symbol'), company.stockSymbol],
      [say('สำนักงานใหญ่', 'Head office'), company.address[lang]],
      ...(spec.auditor
        ? [[say('ผู้สอบบัญชี', 'Auditor'), spec.auditor[lang]] as [string, string]]
        : []),
    ])
    text('generalInformation')

    // Part 2.
    pdf.page()
    part(say('ส่วนที่ 2 การกำกับดูแลกิจการ', 'Part 2 Corporate governance'))
    pdf.heading(say('6. นโยบายการกำกับดูแลกิจการ', '6. Corporate governance policy'), 1)
    text('governancePolicy')

    chapter(say('7. โครงสร้างการกำกับดูแลกิจการ', '7. Governance structure'))
    pdf.heading(say('คณะกรรมการบริษัท', 'Board of directors'))
    pdf.table(
      [{ width: 0.08 }, { width: 0.42 }, { width: 0.5 }],
      ['', say('ชื่อ', 'Name'), say('ตำแหน่ง', 'Position')],
      spec.board.map((member, index) => [
        `${index + 1}.`,
        member.name[lang],
        member.position[lang],
      ]),
    )
    text('board')
    pdf.heading(say('คณะกรรมการชุดย่อย', 'Board committees'))
    text('committees')
    pdf.heading(say('ผู้บริหาร', 'Executives'))
    text('executives')
    pdf.heading(say('บุคลากร', 'Employees'))
    text('employees')

    chapter(
      say('8. รายงานผลการดำเนินงานสำคัญด้านการกำกับดูแลกิจการ', '8. Corporate governance in the year'),
    )
    text('boardPerformance')
    text('committeeReports')
    if (spec.attendance && spec.attendance.length > 0) {
      pdf.heading(say('การเข้าประชุม', 'Meeting attendance'))
      pdf.table(
        [{ width: 0.5 }, { width: 0.25, align: 'right' }, { width: 0.25, align: 'right' }],
        [
          say('กรรมการ', 'Director'),
          say('คณะกรรมการบริษัท', 'Board'),
          say('คณะกรรมการชุดย่อย', 'Committees'),
        ],
        spec.attendance.map((entry) => [
          entry.name[lang],
          `${entry.board[0]}/${entry.board[1]}`,
          entry.committees ? `${entry.committees[0]}/${entry.committees[1]}` : '–',
        ]),
      )
    }

    chapter(
      say('9. การควบคุมภายในและรายการระหว่างกัน', '9. Internal control and related transactions'),
    )
    pdf.heading(say('การควบคุมภายใน', 'Internal control'))
    text('internalControl')
    pdf.heading(say('รายการระหว่างกัน', 'Related-party transactions'))
    text('relatedTransactions')

    // Part 3.
    pdf.page()
    part(say('ส่วนที่ 3 งบการเงิน', 'Part 3 Financial statements'))
    pdf.heading(say('10. รายงานของผู้สอบบัญชีรับอนุญาต', "10. Independent auditor's report"), 1)
    pdf.paragraph(
      say(
        `เสนอต่อผู้ถือหุ้นของ${company.legalName.th}`,
        `To the shareholders of ${company.legalName.en}`,
      ),
      { weight: 'bold' },
    )
    pdf.heading(say('ความเห็น', 'Opinion'))
    pdf.paragraph(
      say(
        `ข้าพเจ้าได้ตรวจสอบงบการเงินรวมของ${company.legalName.th}และบริษัทย่อย ซึ่งประกอบด้วยงบแสดงฐานะการเงินรวม ณ วันที่ ${yearEnd} งบกำไรขาดทุนรวม งบการเปลี่ยนแปลงส่วนของผู้ถือหุ้นรวม และงบกระแสเงินสดรวมสำหรับปีสิ้นสุดวันเดียวกัน รวมถึงหมายเหตุประกอบงบการเงิน ข้าพเจ้าเห็นว่างบการเงินรวมข้างต้นแสดงฐานะการเงินรวม ณ วันที่ ${yearEnd} ผลการดำเนินงานรวม และกระแสเงินสดรวมสำหรับปีสิ้นสุดวันเดียวกัน โดยถูกต้องตามที่ควรในสาระสำคัญตามมาตรฐานการรายงานทางการเงิน`,
        `We have audited the consolidated financial statements of ${company.legalName.en} and its subsidiaries, which comprise the consolidated statement of financial position as at ${yearEnd}, the consolidated statements of income, changes in equity and cash flows for the year then ended, and the notes. In our opinion they present fairly, in all material respects, the group's financial position as at ${yearEnd}, and its financial performance and cash flows for the year then ended, in accordance with Thai Financial Reporting Standards.`,
      ),
    )
    text('auditorsReport')
    if (spec.auditor) {
      pdf.paragraph(
        say(
          `${spec.auditor.th} กรุงเทพมหานคร ${formatDate(spec.publishedAt, lang)}`,
          `${spec.auditor.en}, Bangkok, ${formatDate(spec.publishedAt, lang)}`,
        ),
        { weight: 'bold' },
      )
    }

    chapter(say('11. งบการเงินรวม', '11. Consolidated financial statements'))
    pdf.heading(say('งบแสดงฐานะการเงินรวม', 'Consolidated statement of financial position'))
    pdf.table(
      figureColumns(0.4, 3),
      [unit, yearEnd, previousYearEnd, say('เปลี่ยนแปลง', 'Change')],
      statementRows(POSITION_LINES, [year, previousYear], lang, { change: true }),
    )
    // Each statement on a page of its own, as audited statements are printed.
    pdf.page()
    pdf.heading(say('งบกำไรขาดทุนรวม', 'Consolidated statement of income'))
    pdf.table(
      figureColumns(0.5, 2),
      [unit, yearLabel, previousLabel],
      [
        ...statementRows(INCOME_LINES, [year, previousYear], lang),
        [
          say('กำไรต่อหุ้นขั้นพื้นฐาน (บาท)', 'Basic earnings per share (THB)'),
          formatPerShare(year.eps, lang),
          formatPerShare(previousYear.eps, lang),
        ],
        ...statementRows([EBITDA_LINE], [year, previousYear], lang),
      ],
    )
    pdf.page()
    pdf.heading(say('งบการเปลี่ยนแปลงส่วนของผู้ถือหุ้นรวม', 'Consolidated statement of changes in equity'))
    pdf.table(
      figureColumns(0.5, 2),
      [unit, yearLabel, previousLabel],
      [
        [
          say('ส่วนของผู้ถือหุ้นต้นปี', 'Equity at the start of the year'),
          figure(year.equity - year.netProfit - year.cashFlow.dividendsPaid),
          figure(
            previousYear.equity - previousYear.netProfit - previousYear.cashFlow.dividendsPaid,
          ),
        ],
        [say('กำไรสุทธิ', 'Net profit'), figure(year.netProfit), figure(previousYear.netProfit)],
        [
          say('เงินปันผลจ่าย', 'Dividends paid'),
          figure(year.cashFlow.dividendsPaid),
          figure(previousYear.cashFlow.dividendsPaid),
        ],
        [
          say('=ส่วนของผู้ถือหุ้นสิ้นปี', '=Equity at the end of the year'),
          figure(year.equity),
          figure(previousYear.equity),
        ],
      ],
    )
    // Each statement on a page of its own, as audited statements are printed.
    pdf.page()
    pdf.heading(say('งบกระแสเงินสดรวม', 'Consolidated statement of cash flows'))
    pdf.table(
      figureColumns(0.5, 2),
      [unit, yearLabel, previousLabel],
      statementRows(
        cashFlowLines({ th: 'ปี', en: 'the year' }),
        [year.cashFlow, previousYear.cashFlow],
        lang,
      ),
    )

    chapter(
      say('12. หมายเหตุประกอบงบการเงินรวม', '12. Notes to the consolidated financial statements'),
    )
    pdf.heading(say('ข้อมูลทั่วไป', 'General information'))
    pdf.paragraph(
      say(
        `${company.legalName.th} เป็นบริษัทมหาชนจำกัดที่จดทะเบียนในประเทศไทย สำนักงานใหญ่ตั้งอยู่ที่ ${company.address.th} หุ้นสามัญ ${figure(company.paidUpShares / 1_000_000)} ล้านหุ้นของบริษัทซื้อขายในตลาดหลักทรัพย์แห่งประเทศไทยภายใต้ชื่อย่อ ${company.stockSymbol}`,
        `${company.legalName.en} is a public limited company incorporated in Thailand, with its head office at ${company.address.en}. Its ${figure(company.paidUpShares / 1_000_000)} million ordinary shares trade on the Stock Exchange of Thailand under the symbol ${company.stockSymbol}.`,
      ),
    )
    text('notes')
    pdf.heading(say('กำไรต่อหุ้น', 'Earnings per share'))
    pdf.paragraph(
      say(
        `กำไรต่อหุ้นขั้นพื้นฐานคำนวณจากกำไรสุทธิ ${figure(year.netProfit)} ล้านบาท หารด้วยจำนวนหุ้นสามัญถัวเฉลี่ยถ่วงน้ำหนัก ${figure(company.paidUpShares / 1_000_000)} ล้านหุ้น ได้ ${formatPerShare(year.eps, lang)} บาท (ปี ${previousLabel}: ${formatPerShare(previousYear.eps, lang)} บาท) บริษัทไม่มีหุ้นสามัญเทียบเท่าปรับลด`,
        `Basic earnings per share is net profit of THB ${figure(year.netProfit)} million over ${figure(company.paidUpShares / 1_000_000)} million weighted average ordinary shares: THB ${formatPerShare(year.eps, lang)} (${previousYear.fiscalYear}: THB ${formatPerShare(previousYear.eps, lang)}). There are no dilutive potential ordinary shares.`,
      ),
    )
    pdf.heading(say('เงินปันผล', 'Dividends'))
    for (const dividend of spec.dividends) {
      pdf.item(
        '•',
        say(
          `เงินปันผล${typeLabel(dividend.type)} ${formatBaht(dividend.amountPerShare, lang)} ต่อหุ้น รวม ${figure((dividend.amountPerShare * company.paidUpShares) / 1_000_000)} ล้านบาท จ่ายวันที่ ${formatDate(dividend.paymentDate, lang)}`,
          `${typeLabel(dividend.type)} dividend of ${formatBaht(dividend.amountPerShare, lang)} a share, THB ${figure((dividend.amountPerShare * company.paidUpShares) / 1_000_000)} million in all, paid on ${formatDate(dividend.paymentDate, lang)}.`,
        ),
      )
    }
    pdf.heading(say('การอนุมัติงบการเงิน', 'Approval of the financial statements'))
    pdf.paragraph(
      say(
        `คณะกรรมการบริษัทอนุมัติให้ออกงบการเงินนี้ และเสนอเงินปันผลประจำปีต่อที่ประชุมสามัญผู้ถือหุ้นวันที่ ${formatDate(spec.agmDate, lang)}`,
        `The board of directors authorised these statements for issue and proposes the annual dividend to the Annual General Meeting on ${formatDate(spec.agmDate, lang)}.`,
      ),
    )

    // The attachments: the directors' details, then whole documents the form asks for.
    chapter(say('เอกสารแนบ 1 รายละเอียดเกี่ยวกับกรรมการ', 'Attachment 1: Details of the directors'))
    spec.board.forEach((member, index) => {
      const attendance = spec.attendance?.[index]
      pdf.heading(`${index + 1}. ${member.name[lang]}`, 2, false)
      const profile = member.profile
      const list = (items: { th: string; en: string }[]) =>
        items.length ? items.map((item) => item[lang]).join('; ') : say('ไม่มี', 'None')
      pdf.facts([
        [say('ตำแหน่ง', 'Position'), member.position[lang]],
        ...(profile
          ? ([
              [say('อายุ (ปี)', 'Age (years)'), formatCount(profile.age, lang)],
              [
                say('วันที่ได้รับแต่งตั้งครั้งแรก', 'First appointed'),
                formatDate(profile.firstAppointedOn, lang),
              ],
              [say('คุณวุฒิทางการศึกษา', 'Education'), list(profile.education)],
              [
                say('การอบรมหลักสูตรกรรมการ (IOD)', 'Director training (IOD)'),
                profile.training.join('; ') || say('ไม่มี', 'None'),
              ],
              [
                say(
                  'การถือหุ้นในบริษัท (รวมคู่สมรสและบุตรที่ยังไม่บรรลุนิติภาวะ)',
                  'Shareholding, with spouse and minor children',
                ),
                say(
                  `${formatCount(profile.shareholding.shares, lang)} หุ้น (ร้อยละ ${formatPercent(profile.shareholding.percentage, lang, 4).replace('%', '')})`,
                  `${formatCount(profile.shareholding.shares, lang)} shares (${formatPercent(profile.shareholding.percentage, lang, 4)})`,
                ),
              ],
              [say('กรรมการชุดย่อย', 'Board committees'), list(profile.committees)],
              [
                say('ตำแหน่งในบริษัทจดทะเบียนอื่น', 'Positions in other listed companies'),
                list(profile.listedCompanyPositions),
              ],
              [
                say('ตำแหน่งในกิจการอื่นที่ไม่ใช่บริษัทจดทะเบียน', 'Positions in non-listed companies'),
                list(profile.otherPositions),
              ],
              [
                say('ความสัมพันธ์ทางครอบครัวกับผู้บริหาร', 'Family relationship with executives'),
                profile.familyRelationship[lang],
              ],
            ] as [string, string][])
          : []),
        ...(attendance
          ? [
              [
                say('การประชุมคณะกรรมการบริษัท', 'Board meetings attended'),
                `${attendance.board[0]}/${attendance.board[1]}`,
              ] as [string, string],
              [
                say('การประชุมคณะกรรมการชุดย่อย', 'Committee meetings attended'),
                attendance.committees
                  ? `${attendance.committees[0]}/${attendance.committees[1]}`
                  : '–',
              ] as [string, string],
            ]
          : []),
      ])
    })
    spec.attachments?.forEach((attachment, index) => {
      chapter(
        say(
          `เอกสารแนบ ${index + 2} ${attachment.title.th}`,
          `Attachment ${index + 2}: ${attachment.title.en}`,
        ),
      )
      attachment.chapters.forEach((part) => {
        pdf.heading(part.title[lang], 2, false)
        drawBlocks(pdf, part.blocks, lang)
      })
    })
  })
}

export const renderOneReport = (spec: OneReportSpec) => layOutOneReport(spec).finish()

export const oneReportPages = (spec: OneReportSpec) => layOutOneReport(spec).pageCount()
