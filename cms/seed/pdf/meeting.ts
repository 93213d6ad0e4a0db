import {
  formatBaht,
  formatCount,
  formatDate,
  formatFigure,
  formatPercent,
  formatYear,
} from './format'
import { createInvestorPdf, sayIn } from './frame'
import type { PdfLayout } from './layout'
import type {
  MeetingFormSpec,
  MeetingMinutesSpec,
  MeetingNoticeSpec,
  MeetingSpecBase,
  PdfLang,
} from './types'

/** Notice: cover and meeting details, agenda 1–4, agenda 5–8, attending and documents. */
export const meetingNoticePages = () => 4
/** Proxy forms A, B and C, a page each. */
export const meetingFormPages = () => 3
/** Minutes: opening and attendance, resolutions 1–4, resolutions 5–8, closing. */
export const meetingMinutesPages = () => 4

/** The meeting's name, the agenda and what each item proposes, in the reader's language. */
function meetingTexts(spec: MeetingSpecBase, lang: PdfLang) {
  const say = sayIn(lang)
  const agmYear = Number(spec.agmDate.slice(0, 4))
  const meetingName = say(
    `การประชุมสามัญผู้ถือหุ้นประจำปี ${formatYear(agmYear, lang)}`,
    `${agmYear} Annual General Meeting of Shareholders`,
  )
  const fiscal = formatYear(spec.year.fiscalYear, lang)
  const totalDividend = spec.interimDividend.amountPerShare + spec.annualDividend.amountPerShare
  const baht = (amount: number) => formatBaht(amount, lang)
  const directors = spec.retiringDirectors.map((director) => director.name[lang]).join(', ')
  const agenda: { title: string; proposal: string }[] = [
    {
      title: say(
        `รับรองรายงานการประชุมสามัญผู้ถือหุ้นประจำปี ${formatYear(agmYear - 1, lang)}`,
        `To certify the minutes of the ${agmYear - 1} Annual General Meeting`,
      ),
      proposal: say(
        'คณะกรรมการเห็นว่ารายงานการประชุมได้บันทึกไว้อย่างถูกต้อง เห็นควรเสนอให้ที่ประชุมรับรอง',
        'The board considers the minutes accurate and proposes that the meeting certify them.',
      ),
    },
    {
      title: say(
        `รับทราบผลการดำเนินงานของบริษัทประจำปี ${fiscal}`,
        `To acknowledge the company's results for ${spec.year.fiscalYear}`,
      ),
      proposal: say(
        `รายได้จากการขาย ${formatFigure(spec.year.revenue, lang)} ล้านบาท กำไรสุทธิ ${formatFigure(spec.year.netProfit, lang)} ล้านบาท ตามรายละเอียดในแบบ 56-1 One Report`,
        `Revenue of THB ${formatFigure(spec.year.revenue, lang)} million and net profit of THB ${formatFigure(spec.year.netProfit, lang)} million, as the One Report (Form 56-1) sets out.`,
      ),
    },
    {
      title: say(
        `อนุมัติงบการเงินสำหรับปีสิ้นสุดวันที่ ${formatDate(`${spec.year.fiscalYear}-12-31`, lang)}`,
        `To approve the financial statements for the year ended ${formatDate(`${spec.year.fiscalYear}-12-31`, lang)}`,
      ),
      proposal: say(
        `งบการเงินผ่านการตรวจสอบโดย${spec.auditor.th} สินทรัพย์รวม ${formatFigure(spec.year.totalAssets, lang)} ล้านบาท หนี้สินรวม ${formatFigure(spec.year.totalLiabilities, lang)} ล้านบาท ส่วนของผู้ถือหุ้น ${formatFigure(spec.year.equity, lang)} ล้านบาท`,
        `Audited by ${spec.auditor.en}: total assets THB ${formatFigure(spec.year.totalAssets, lang)} million, total liabilities THB ${formatFigure(spec.year.totalLiabilities, lang)} million, equity THB ${formatFigure(spec.year.equity, lang)} million.`,
      ),
    },
    {
      title: say(
        `อนุมัติการจัดสรรกำไรและการจ่ายเงินปันผลประจำปี ${fiscal}`,
        `To approve the allocation of profit and the dividend for ${spec.year.fiscalYear}`,
      ),
      proposal: say(
        `จ่ายเงินปันผลประจำปีหุ้นละ ${baht(spec.annualDividend.amountPerShare)} รวมกับเงินปันผลระหว่างกาลหุ้นละ ${baht(spec.interimDividend.amountPerShare)} ที่จ่ายแล้วเมื่อ ${formatDate(spec.interimDividend.paymentDate, lang)} เป็นเงินปันผลทั้งปีหุ้นละ ${baht(totalDividend)} กำหนดวันที่ไม่มีสิทธิรับเงินปันผล (XD) ${formatDate(spec.annualDividend.xdDate, lang)} วันกำหนดรายชื่อผู้ถือหุ้น ${formatDate(spec.annualDividend.recordDate, lang)} และวันจ่ายเงินปันผล ${formatDate(spec.annualDividend.paymentDate, lang)}`,
        `An annual dividend of ${baht(spec.annualDividend.amountPerShare)} a share; with the interim dividend of ${baht(spec.interimDividend.amountPerShare)} paid on ${formatDate(spec.interimDividend.paymentDate, lang)}, ${baht(totalDividend)} a share for the year. XD date ${formatDate(spec.annualDividend.xdDate, lang)}, record date ${formatDate(spec.annualDividend.recordDate, lang)}, payment on ${formatDate(spec.annualDividend.paymentDate, lang)}.`,
      ),
    },
    {
      title: say(
        'เลือกตั้งกรรมการแทนกรรมการที่ออกตามวาระ',
        'To elect directors in place of those retiring by rotation',
      ),
      proposal: say(
        `กรรมการที่ออกตามวาระ ได้แก่ ${directors} เสนอให้เลือกตั้งกลับเข้าดำรงตำแหน่งอีกวาระหนึ่ง`,
        `Retiring by rotation: ${directors}. The board proposes their re-election for another term.`,
      ),
    },
    {
      title: say(
        `อนุมัติค่าตอบแทนกรรมการประจำปี ${formatYear(agmYear, lang)}`,
        `To approve the directors' remuneration for ${agmYear}`,
      ),
      proposal: say(
        'ค่าตอบแทนตามหลักเกณฑ์เดิมที่คณะกรรมการสรรหาและพิจารณาค่าตอบแทนเสนอ',
        'Remuneration on the terms the nomination and remuneration committee proposes, unchanged from the year before.',
      ),
    },
    {
      title: say(
        `แต่งตั้งผู้สอบบัญชีและกำหนดค่าสอบบัญชีประจำปี ${formatYear(agmYear, lang)}`,
        `To appoint the auditor and set the audit fee for ${agmYear}`,
      ),
      proposal: say(
        `เสนอแต่งตั้ง${spec.auditor.th}เป็นผู้สอบบัญชีของบริษัท`,
        `The board proposes ${spec.auditor.en} as the company's auditor.`,
      ),
    },
    {
      title: say('พิจารณาเรื่องอื่น ๆ (ถ้ามี)', 'Other business (if any)'),
      proposal: say(
        'ผู้ถือหุ้นสามารถส่งคำถามล่วงหน้าถึงฝ่ายนักลงทุนสัมพันธ์',
        'Shareholders may send questions in advance to investor relations.',
      ),
    },
  ]
  return { meetingName, agenda, say }
}

function agendaItems(pdf: PdfLayout, items: { title: string; proposal: string }[], first: number) {
  items.forEach((entry, index) => {
    pdf.item(`${first + index}.`, entry.title, { weight: 'bold' })
    pdf.paragraph(entry.proposal, {}, 22)
  })
}

export function renderMeetingNotice(spec: MeetingNoticeSpec): Promise<Buffer> {
  const { lang, company } = spec
  const { meetingName, agenda, say } = meetingTexts(spec, lang)
  const pdf = createInvestorPdf(spec, say('หนังสือเชิญประชุม', 'Notice of meeting'))
  pdf.page()
  pdf.heading(spec.title[lang], 1)
  pdf.paragraph(company.legalName[lang], { size: 12, weight: 'bold' })
  pdf.paragraph(
    say(
      `คณะกรรมการบริษัทขอเชิญผู้ถือหุ้นเข้าร่วม${meetingName}`,
      `The board of directors invites shareholders to the ${meetingName}.`,
    ),
  )
  pdf.facts([
    [say('วันที่', 'Date'), formatDate(spec.agmDate, lang)],
    [
      say('เวลา', 'Time'),
      say(
        'เริ่มลงทะเบียน 12:30 น. เริ่มประชุม 14:00 น.',
        'Registration from 12:30 p.m.; the meeting starts at 2:00 p.m.',
      ),
    ],
    [say('สถานที่', 'Place'), spec.venue[lang]],
    [
      say('วันกำหนดรายชื่อผู้มีสิทธิเข้าประชุม', 'Record date for attending'),
      formatDate(`${spec.agmDate.slice(0, 4)}-03-12`, lang),
    ],
  ])
  pdf.paragraph(
    say(
      `เอกสารนี้เผยแพร่เมื่อ ${formatDate(spec.publishedAt, lang)} พร้อมแบบ 56-1 One Report ปี ${formatYear(spec.year.fiscalYear, lang)} และหนังสือมอบฉันทะ`,
      `Published on ${formatDate(spec.publishedAt, lang)} with the ${spec.year.fiscalYear} One Report (Form 56-1) and the proxy forms.`,
    ),
    { colour: 'muted' },
  )
  pdf.page()
  pdf.heading(say('ระเบียบวาระการประชุม', 'Agenda'), 1)
  agendaItems(pdf, agenda.slice(0, 4), 1)
  pdf.page()
  pdf.heading(say('ระเบียบวาระการประชุม (ต่อ)', 'Agenda (continued)'), 1)
  agendaItems(pdf, agenda.slice(4), 5)
  pdf.page()
  pdf.heading(say('การเข้าร่วมประชุมและการมอบฉันทะ', 'Attending and proxies'), 1)
  pdf.item(
    '•',
    say(
      'ผู้ถือหุ้นที่เป็นบุคคลธรรมดาโปรดแสดงบัตรประจำตัวประชาชน นิติบุคคลโปรดแสดงหนังสือรับรองบริษัทและเอกสารของผู้แทน',
      'Individual shareholders bring an identity card or passport; companies bring their certificate of registration and their representative’s papers.',
    ),
  )
  pdf.item(
    '•',
    say(
      `ผู้ถือหุ้นที่ไม่สามารถเข้าประชุมได้ มอบฉันทะให้ผู้อื่นหรือ${spec.chairman.name.th} ${spec.chairman.position.th} โดยใช้หนังสือมอบฉันทะแบบ ก. ข. หรือ ค.`,
      `Shareholders who cannot attend may appoint a proxy, or ${spec.chairman.name.en}, ${spec.chairman.position.en}, with proxy form A, B or C.`,
    ),
  )
  pdf.item(
    '•',
    say(
      'การลงคะแนนใช้หนึ่งหุ้นต่อหนึ่งเสียง มติของวาระที่ 6 ต้องได้คะแนนเสียงไม่น้อยกว่าสองในสามของผู้มาประชุม วาระอื่นใช้เสียงข้างมาก',
      'Each share carries one vote. Item 6 needs two thirds of the votes of those present; the other items a majority of the votes cast.',
    ),
  )
  pdf.space(12)
  pdf.paragraph(say('ขอแสดงความนับถือ', 'Yours faithfully'))
  pdf.paragraph(spec.chairman.name[lang], { weight: 'bold' })
  pdf.paragraph(spec.chairman.position[lang], { colour: 'muted' })
  return pdf.finish()
}

export function renderMeetingForm(spec: MeetingFormSpec): Promise<Buffer> {
  const { lang, company } = spec
  const { meetingName, agenda, say } = meetingTexts(spec, lang)
  const pdf = createInvestorPdf(spec, say('หนังสือมอบฉันทะ', 'Proxy forms'))
  const forms = [
    {
      letter: say('แบบ ก.', 'Form A'),
      about: say('แบบทั่วไปอย่างง่าย', 'General form'),
      votes: false,
    },
    {
      letter: say('แบบ ข.', 'Form B'),
      about: say('แบบที่กำหนดรายการละเอียดชัดเจน', 'Form with voting instructions for each item'),
      votes: true,
    },
    {
      letter: say('แบบ ค.', 'Form C'),
      about: say(
        'สำหรับผู้ลงทุนต่างประเทศที่แต่งตั้งคัสโตเดียนในประเทศไทย',
        'For foreign investors who appoint a custodian in Thailand',
      ),
      votes: true,
    },
  ]
  for (const form of forms) {
    pdf.page()
    pdf.heading(`${say('หนังสือมอบฉันทะ', 'Proxy')} ${form.letter}`, 1)
    pdf.paragraph(form.about, { colour: 'muted' })
    pdf.paragraph(
      say(
        `สำหรับ${meetingName} ของ${company.legalName.th} วันที่ ${formatDate(spec.agmDate, lang)}`,
        `For the ${meetingName} of ${company.legalName.en} on ${formatDate(spec.agmDate, lang)}`,
      ),
    )
    pdf.blank(say('ข้าพเจ้า (ชื่อผู้ถือหุ้น)', 'I/We (shareholder’s name)'))
    pdf.blank(say('ที่อยู่', 'Address'))
    pdf.blank(say('ถือหุ้นจำนวน (หุ้น)', 'Holding (shares)'))
    pdf.blank(say('ขอมอบฉันทะให้ (ชื่อผู้รับมอบฉันทะ)', 'Appoint as my/our proxy (name)'))
    pdf.checkbox(
      say(
        `หรือ ${spec.chairman.name.th} ${spec.chairman.position.th}`,
        `or ${spec.chairman.name.en}, ${spec.chairman.position.en}`,
      ),
    )
    if (form.votes) {
      pdf.space(4)
      pdf.paragraph(say('การออกเสียงในแต่ละวาระ', 'Votes on each item'), { weight: 'bold' })
      agenda.slice(0, 7).forEach((entry, index) => {
        pdf.paragraph(`${index + 1}. ${entry.title}`, { size: 9 })
      })
      pdf.paragraph(
        say(
          'ทำเครื่องหมายในช่อง เห็นด้วย / ไม่เห็นด้วย / งดออกเสียง ของแต่ละวาระ ในแบบที่บริษัทจัดส่งให้',
          'Mark approve / disapprove / abstain for each item on the voting card sent with this form.',
        ),
        { size: 9, colour: 'muted' },
      )
    }
    pdf.space(14)
    pdf.blank(say('เขียนที่ / วันที่', 'Place and date'))
    pdf.blank(say('ลงชื่อ ผู้มอบฉันทะ', 'Signed (shareholder)'))
    pdf.blank(say('ลงชื่อ ผู้รับมอบฉันทะ', 'Signed (proxy)'))
  }
  return pdf.finish()
}

export function renderMeetingMinutes(spec: MeetingMinutesSpec): Promise<Buffer> {
  const { lang, company } = spec
  const { meetingName, agenda, say } = meetingTexts(spec, lang)
  const pdf = createInvestorPdf(spec, say('รายงานการประชุม', 'Minutes of meeting'))
  const sharesPresent = Math.round((company.paidUpShares * spec.attendancePercent) / 100)
  pdf.page()
  pdf.heading(spec.title[lang], 1)
  pdf.paragraph(company.legalName[lang], { size: 12, weight: 'bold' })
  pdf.facts([
    [say('ประชุมเมื่อ', 'Held on'), formatDate(spec.agmDate, lang)],
    [say('สถานที่', 'Place'), spec.venue[lang]],
    [say('ประธานที่ประชุม', 'Chair'), `${spec.chairman.name[lang]}, ${spec.chairman.position[lang]}`],
    [
      say('ผู้ถือหุ้นที่เข้าประชุม', 'Shareholders present'),
      say(
        `${formatCount(spec.shareholdersPresent, lang)} ราย ถือหุ้นรวม ${formatCount(sharesPresent, lang)} หุ้น (ร้อยละ ${formatPercent(spec.attendancePercent, lang).replace('%', '')} ของหุ้นที่จำหน่ายแล้ว)`,
        `${formatCount(spec.shareholdersPresent, lang)} in person or by proxy, holding ${formatCount(sharesPresent, lang)} shares (${formatPercent(spec.attendancePercent, lang)} of the issued shares)`,
      ),
    ],
  ])
  pdf.paragraph(
    say(
      `ประธานแจ้งว่ามีผู้ถือหุ้นเข้าประชุมครบเป็นองค์ประชุมตามข้อบังคับ จึงเปิด${meetingName}`,
      `The chair declared a quorum present under the articles of association and opened the ${meetingName}.`,
    ),
  )
  // Votes as shares present: approvals near all, a few against or abstaining, the same each
  // year so that the minutes read the same way.
  const votes = (item: number) => {
    const against = Math.round(sharesPresent * (0.0004 + item * 0.0001))
    const abstain = Math.round(sharesPresent * 0.0002)
    const approve = sharesPresent - against - abstain
    const share = formatPercent((approve / sharesPresent) * 100, lang)
    return say(
      `มติ: อนุมัติ ${formatCount(approve, lang)} เสียง (ร้อยละ ${share.replace('%', '')}) ไม่อนุมัติ ${formatCount(against, lang)} เสียง งดออกเสียง ${formatCount(abstain, lang)} เสียง`,
      `Resolution: approved by ${formatCount(approve, lang)} votes (${share}); ${formatCount(against, lang)} against; ${formatCount(abstain, lang)} abstaining.`,
    )
  }
  const resolutions = (first: number, last: number) => {
    agenda.slice(first - 1, last).forEach((entry, index) => {
      const number = first + index
      pdf.item(`${number}.`, entry.title, { weight: 'bold' })
      pdf.paragraph(entry.proposal, {}, 22)
      pdf.paragraph(
        number === 2 || number === 8
          ? say('ที่ประชุมรับทราบ (วาระนี้ไม่มีการลงมติ)', 'The meeting acknowledged; no vote.')
          : votes(number),
        { colour: 'brand' },
        22,
      )
    })
  }
  pdf.page()
  pdf.heading(say('มติที่ประชุม', 'Resolutions'), 1)
  resolutions(1, 4)
  pdf.page()
  pdf.heading(say('มติที่ประชุม (ต่อ)', 'Resolutions (continued)'), 1)
  resolutions(5, 8)
  pdf.page()
  pdf.heading(say('ปิดประชุม', 'Close of the meeting'), 1)
  pdf.paragraph(
    say(
      `ประธานกล่าวขอบคุณผู้ถือหุ้นและปิดประชุม เงินปันผลประจำปีหุ้นละ ${formatBaht(spec.annualDividend.amountPerShare, lang)} จะจ่ายในวันที่ ${formatDate(spec.annualDividend.paymentDate, lang)} แก่ผู้ถือหุ้นที่มีรายชื่อ ณ วันที่ ${formatDate(spec.annualDividend.recordDate, lang)}`,
      `The chair thanked the shareholders and closed the meeting. The annual dividend of ${formatBaht(spec.annualDividend.amountPerShare, lang)} a share will be paid on ${formatDate(spec.annualDividend.paymentDate, lang)} to shareholders on the register on ${formatDate(spec.annualDividend.recordDate, lang)}.`,
    ),
  )
  pdf.space(16)
  pdf.blank(say('ลงชื่อ ประธานที่ประชุม', 'Signed, chair of the meeting'))
  pdf.paragraph(spec.chairman.name[lang], { weight: 'bold' })
  pdf.blank(
    say('ลงชื่อ เลขานุการบริษัท ผู้บันทึกรายงานการประชุม', 'Signed, company secretary (minute taker)'),
  )
  return pdf.finish()
}
