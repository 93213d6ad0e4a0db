import type { BoardMember, DividendPayment, InvestorPdfSpec, PdfCompany } from '../pdf/types'
import { BOARD_COMMITTEES, ageOn, directorCourseName } from '../../schemas/officerFacts'
import { businessLines } from './businessLines'
import { dividends } from './dividends'
import { PAID_UP_SHARES } from './announcedQuarters'
import { statementPeriod, yearEndPosition, yearFigures, type Quarter } from './financialStatements'
import { governanceDocuments, oneReportAttachments } from './governanceDocuments'
import { boardAttendance, oneReportText } from './oneReportText'
import { people } from './people'
import { siteSettings } from './settings'
import {
  SUSTAINABILITY_REPORT_YEAR,
  sustainabilityIndicators,
  sustainabilityReport,
} from './sustainabilityReport'
import type { InvestorDocumentDoc, Localized } from './types'

/*
 * The investor documents and the PDFs they link: each document's PDF is drawn, in Thai and in
 * English, from a spec (../pdf/types.ts) made here of the other content modules — the company
 * from the site settings, figures from the financial years, dividends, the board — so a PDF says
 * what the site's pages say.
 */

/** Buddhist Era year, as Thai titles use it. */
const be = (year: number) => year + 543

const settings = siteSettings[0]!
const company: PdfCompany = {
  siteName: settings.siteName,
  legalName: settings.legalName!,
  stockSymbol: settings.stockSymbol!,
  address: settings.address!,
  paidUpShares: PAID_UP_SHARES,
}

const AUDITOR: Localized = {
  th: 'บริษัท สยามแอสชัวรันส์ ออดิต จำกัด',
  en: 'Siam Assurance Audit Company Limited',
}

/** The same spec in Thai and in English: the document's `file` field. */
const inBothLanguages = (spec: DistributiveOmit<InvestorPdfSpec, 'lang'>) =>
  ({ th: { ...spec, lang: 'th' }, en: { ...spec, lang: 'en' } }) as InvestorDocumentDoc['file']

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** Publication dates of the quarterly statements (Q4 = the audited full year, out in February). */
const STATEMENT_DATES: Record<string, InvestorDocumentDoc['publishedAt']> = {
  '2023-1': '2023-05-12',
  '2023-2': '2023-08-10',
  '2023-3': '2023-11-10',
  '2023-4': '2024-02-27',
  '2024-1': '2024-05-14',
  '2024-2': '2024-08-14',
  '2024-3': '2024-11-13',
  '2024-4': '2025-02-27',
  '2025-1': '2025-05-14',
  '2025-2': '2025-08-14',
  '2025-3': '2025-11-13',
  '2025-4': '2026-02-26',
  '2026-1': '2026-05-13',
  '2026-2': '2026-08-13',
  '2026-3': '2026-11-12',
}

function statement(year: number, quarter: Quarter): InvestorDocumentDoc {
  const publishedAt = STATEMENT_DATES[`${year}-${quarter}`]
  if (!publishedAt) throw new Error(`No publication date for Q${quarter} ${year}`)
  const fullYear = quarter === 4
  const title: Localized = fullYear
    ? {
        th: `งบการเงินประจำปี ${be(year)} (ไตรมาส 4/${be(year)}) ที่ผ่านการตรวจสอบ`,
        en: `Audited financial statements for ${year} (Q4 ${year})`,
      }
    : {
        th: `งบการเงินไตรมาส ${quarter}/${be(year)} ที่ผ่านการสอบทาน`,
        en: `Reviewed financial statements for Q${quarter} ${year}`,
      }
  return {
    id: `investorDocument-fs-${year}-q${quarter}`,
    _type: 'investorDocument',
    title,
    category: 'financial-statement',
    year,
    quarter,
    publishedAt,
    file: inBothLanguages({
      kind: 'financial-statement',
      company,
      title,
      publishedAt,
      year,
      quarter,
      current: statementPeriod(year, quarter),
      auditor: AUDITOR,
      previous: statementPeriod(year - 1, quarter),
      previousYearEnd: yearEndPosition(year - 1),
    }),
  }
}

const byOrder = <T extends { order?: number }>(a: T, b: T) => (a.order ?? 0) - (b.order ?? 0)

const directors = people.filter((person) => person.roles.includes('board')).sort(byOrder)

const board: BoardMember[] = directors.map((person) => ({
  name: person.name,
  position: person.position!,
}))

const joined = (first: Localized, second: Localized): Localized => ({
  th: `${first.th} ${second.th}`,
  en: `${first.en}, ${second.en}`,
})

const COMMITTEE_ROLE_NAMES = {
  chair: { th: 'ประธาน', en: 'chair' },
  member: { th: 'กรรมการ', en: 'member' },
} as const

/** The board with each director's One Report profile, their ages on the report's date. */
function boardWithProfiles(on: string): BoardMember[] {
  return directors.map((person) => {
    const { birthDate, firstAppointedOn, shareholding, familyRelationship } = person
    if (!birthDate || !firstAppointedOn || !shareholding || !familyRelationship) {
      throw new Error(`${person.id} has no One Report profile`)
    }
    return {
      name: person.name,
      position: person.position!,
      profile: {
        age: ageOn(birthDate, on),
        firstAppointedOn,
        education: (person.education ?? []).map((fact) => joined(fact.degree, fact.institution)),
        training: (person.directorTraining ?? []).map(
          (fact) => `${directorCourseName(fact.course)} ${fact.year}`,
        ),
        shareholding: { shares: shareholding.shares, percentage: shareholding.percentage },
        committees: (person.committees ?? []).map(({ committee, role }) => ({
          th: `${BOARD_COMMITTEES[committee].th} (${COMMITTEE_ROLE_NAMES[role].th})`,
          en: `${BOARD_COMMITTEES[committee].en} (${COMMITTEE_ROLE_NAMES[role].en})`,
        })),
        listedCompanyPositions: (person.listedCompanyPositions ?? []).map((fact) =>
          joined(fact.position, fact.company),
        ),
        otherPositions: (person.otherPositions ?? []).map((fact) =>
          joined(fact.position, fact.company),
        ),
        familyRelationship,
      },
    }
  })
}

/** A third of the board retires each year, in turn by their order (the chairman's year aside). */
function retiringDirectors(agmYear: number): BoardMember[] {
  const others = board.slice(1)
  const start = ((agmYear % 3) * 3) % others.length
  return [0, 1, 2].map((offset) => others[(start + offset) % others.length]!)
}

function dividendOf(fiscalYear: number, type: DividendPayment['type']): DividendPayment {
  const found = dividends.find(
    (dividend) => dividend.fiscalYear === fiscalYear && dividend.type === type,
  )
  if (!found) throw new Error(`No ${type} dividend for ${fiscalYear}`)
  const { amountPerShare, xdDate, recordDate, paymentDate } = found
  return { type, amountPerShare, xdDate, recordDate, paymentDate }
}

const VENUE: Localized = {
  th: 'ห้องประชุมชั้น 20 สำนักงานใหญ่ ถนนพระรามที่ 4 และผ่านสื่ออิเล็กทรอนิกส์',
  en: '20th-floor meeting hall, head office, Rama IV Road, and online',
}

/** Who attended each AGM: the 2026 meeting's from its news; earlier ones from their minutes. */
const ATTENDANCE: Record<number, { percent: number; shareholders: number }> = {
  2024: { percent: 76.9, shareholders: 1_842 },
  2025: { percent: 77.6, shareholders: 1_915 },
  2026: { percent: 78.4, shareholders: 2_036 },
}

/** One Report and AGM papers for a fiscal year; the AGM is held in April of the next year. */
function annualDocuments(
  year: number,
  dates: {
    oneReport: InvestorDocumentDoc['publishedAt']
    notice: InvestorDocumentDoc['publishedAt']
    agm: InvestorDocumentDoc['publishedAt']
    minutes: InvestorDocumentDoc['publishedAt']
  },
): InvestorDocumentDoc[] {
  const agm = year + 1
  const figures = yearFigures(year)
  const meeting = (publishedAt: string, title: Localized) => ({
    company,
    title,
    publishedAt,
    year: figures,
    agmDate: dates.agm,
    venue: VENUE,
    interimDividend: dividendOf(year, 'interim'),
    annualDividend: dividendOf(year, 'annual'),
    retiringDirectors: retiringDirectors(agm),
    chairman: board[0]!,
    auditor: AUDITOR,
  })
  const titles = {
    oneReport: {
      th: `แบบแสดงรายการข้อมูลประจำปี / รายงานประจำปี (แบบ 56-1 One Report) ปี ${be(year)}`,
      en: `One Report ${year} (Form 56-1)`,
    },
    notice: {
      th: `หนังสือเชิญประชุมสามัญผู้ถือหุ้นประจำปี ${be(agm)}`,
      en: `Notice of the ${agm} Annual General Meeting of Shareholders`,
    },
    form: {
      th: `หนังสือมอบฉันทะ (แบบ ก. ข. และ ค.) สำหรับการประชุมสามัญผู้ถือหุ้นประจำปี ${be(agm)}`,
      en: `Proxy forms A, B and C for the ${agm} Annual General Meeting`,
    },
    minutes: {
      th: `รายงานการประชุมสามัญผู้ถือหุ้นประจำปี ${be(agm)}`,
      en: `Minutes of the ${agm} Annual General Meeting of Shareholders`,
    },
  }
  const attendance = ATTENDANCE[agm]
  if (!attendance) throw new Error(`No attendance for the ${agm} AGM`)
  return [
    {
      id: `investorDocument-one-report-${year}`,
      _type: 'investorDocument',
      title: titles.oneReport,
      category: 'one-report',
      year,
      publishedAt: dates.oneReport,
      file: inBothLanguages({
        kind: 'one-report',
        company,
        title: titles.oneReport,
        publishedAt: dates.oneReport,
        description: settings.description!,
        businessLines: [...businessLines].sort(byOrder).map((line) => ({
          name: line.name,
          summary: line.summary,
          description: { th: line.description.th[0]!, en: line.description.en[0]! },
        })),
        year: figures,
        previousYear: yearFigures(year - 1),
        board: boardWithProfiles(dates.oneReport),
        dividends: [dividendOf(year, 'interim'), dividendOf(year, 'annual')],
        agmDate: dates.agm,
        text: oneReportText(
          year,
          year === SUSTAINABILITY_REPORT_YEAR ? sustainabilityIndicators() : [],
        ),
        attendance: boardAttendance(board),
        auditor: AUDITOR,
        attachments: oneReportAttachments(),
      }),
    },
    {
      id: `investorDocument-meeting-notice-${year}`,
      _type: 'investorDocument',
      title: titles.notice,
      category: 'meeting-notice',
      year,
      publishedAt: dates.notice,
      file: inBothLanguages({ kind: 'meeting-notice', ...meeting(dates.notice, titles.notice) }),
    },
    {
      id: `investorDocument-meeting-form-${year}`,
      _type: 'investorDocument',
      title: titles.form,
      category: 'meeting-form',
      year,
      publishedAt: dates.notice,
      file: inBothLanguages({ kind: 'meeting-form', ...meeting(dates.notice, titles.form) }),
    },
    {
      id: `investorDocument-meeting-minutes-${year}`,
      _type: 'investorDocument',
      title: titles.minutes,
      category: 'meeting-minutes',
      year,
      publishedAt: dates.minutes,
      file: inBothLanguages({
        kind: 'meeting-minutes',
        ...meeting(dates.minutes, titles.minutes),
        attendancePercent: attendance.percent,
        shareholdersPresent: attendance.shareholders,
      }),
    },
  ]
}

const QUARTERS: Quarter[] = [1, 2, 3, 4]

/**
 * Statements for 2023–2025 (Q1–Q4) and 2026 (Q1–Q3); One Reports and AGM papers for 2023–2025;
 * the 2025 sustainability report and the governance documents.
 */
export const investorDocuments: InvestorDocumentDoc[] = [
  ...[2023, 2024, 2025].flatMap((year) => QUARTERS.map((quarter) => statement(year, quarter))),
  ...([1, 2, 3] as const).map((quarter) => statement(2026, quarter)),
  ...annualDocuments(2023, {
    oneReport: '2024-03-20',
    notice: '2024-03-25',
    agm: '2024-04-25',
    minutes: '2024-05-08',
  }),
  ...annualDocuments(2024, {
    oneReport: '2025-03-19',
    notice: '2025-03-24',
    agm: '2025-04-25',
    minutes: '2025-05-08',
  }),
  ...annualDocuments(2025, {
    oneReport: '2026-03-18',
    notice: '2026-03-23',
    agm: '2026-04-24',
    minutes: '2026-05-07',
  }),
  sustainabilityReport(company),
  ...governanceDocuments(company),
]
