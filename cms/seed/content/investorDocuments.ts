import type { InvestorDocumentDoc } from './types'

/** Buddhist Era year, as Thai titles use it. */
const be = (year: number) => year + 543

type Quarter = 1 | 2 | 3 | 4

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
  return {
    id: `investorDocument-fs-${year}-q${quarter}`,
    _type: 'investorDocument',
    title: fullYear
      ? {
          th: `งบการเงินประจำปี ${be(year)} (ไตรมาส 4/${be(year)}) ที่ผ่านการตรวจสอบ`,
          en: `Audited financial statements for ${year} (Q4 ${year})`,
        }
      : {
          th: `งบการเงินไตรมาส ${quarter}/${be(year)} ที่ผ่านการสอบทาน`,
          en: `Reviewed financial statements for Q${quarter} ${year}`,
        },
    category: 'financial-statement',
    year,
    quarter,
    publishedAt,
    file: {
      title: fullYear
        ? `Audited financial statements ${year}`
        : `Q${quarter} ${year} financial statements`,
      pages: fullYear ? 6 : 4,
    },
  }
}

/** One Report and AGM papers for a fiscal year; the AGM is held in April of the next year. */
function annualDocuments(
  year: number,
  dates: {
    oneReport: InvestorDocumentDoc['publishedAt']
    notice: InvestorDocumentDoc['publishedAt']
    minutes: InvestorDocumentDoc['publishedAt']
  },
): InvestorDocumentDoc[] {
  const agm = year + 1
  return [
    {
      id: `investorDocument-one-report-${year}`,
      _type: 'investorDocument',
      title: {
        th: `แบบแสดงรายการข้อมูลประจำปี / รายงานประจำปี (แบบ 56-1 One Report) ปี ${be(year)}`,
        en: `One Report ${year} (Form 56-1)`,
      },
      category: 'one-report',
      year,
      publishedAt: dates.oneReport,
      file: { title: `One Report ${year}`, pages: 12 },
    },
    {
      id: `investorDocument-meeting-notice-${year}`,
      _type: 'investorDocument',
      title: {
        th: `หนังสือเชิญประชุมสามัญผู้ถือหุ้นประจำปี ${be(agm)}`,
        en: `Notice of the ${agm} Annual General Meeting of Shareholders`,
      },
      category: 'meeting-notice',
      year,
      publishedAt: dates.notice,
      file: { title: `Notice of the ${agm} AGM`, pages: 8 },
    },
    {
      id: `investorDocument-meeting-form-${year}`,
      _type: 'investorDocument',
      title: {
        th: `หนังสือมอบฉันทะ (แบบ ก. ข. และ ค.) สำหรับการประชุมสามัญผู้ถือหุ้นประจำปี ${be(agm)}`,
        en: `Proxy forms A, B and C for the ${agm} Annual General Meeting`,
      },
      category: 'meeting-form',
      year,
      publishedAt: dates.notice,
      file: { title: `Proxy forms, ${agm} AGM`, pages: 3 },
    },
    {
      id: `investorDocument-meeting-minutes-${year}`,
      _type: 'investorDocument',
      title: {
        th: `รายงานการประชุมสามัญผู้ถือหุ้นประจำปี ${be(agm)}`,
        en: `Minutes of the ${agm} Annual General Meeting of Shareholders`,
      },
      category: 'meeting-minutes',
      year,
      publishedAt: dates.minutes,
      file: { title: `Minutes of the ${agm} AGM`, pages: 6 },
    },
  ]
}

const QUARTERS: Quarter[] = [1, 2, 3, 4]

/** Statements for 2023–2025 (Q1–Q4) and 2026 (Q1–Q3); One Reports and AGM papers for 2023–2025. */
export const investorDocuments: InvestorDocumentDoc[] = [
  ...[2023, 2024, 2025].flatMap((year) => QUARTERS.map((quarter) => statement(year, quarter))),
  ...([1, 2, 3] as const).map((quarter) => statement(2026, quarter)),
  ...annualDocuments(2023, {
    oneReport: '2024-03-20',
    notice: '2024-03-25',
    minutes: '2024-05-08',
  }),
  ...annualDocuments(2024, {
    oneReport: '2025-03-19',
    notice: '2025-03-24',
    minutes: '2025-05-08',
  }),
  ...annualDocuments(2025, {
    oneReport: '2026-03-18',
    notice: '2026-03-23',
    minutes: '2026-05-07',
  }),
]
