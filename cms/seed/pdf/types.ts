/**
 * What the investor PDFs are made from: each document's kind and the data it shows, given by the
 * content module (cms/seed/content/investorDocuments.ts) once per language. Figures are THB
 * million unless named otherwise; per-share figures are baht; dates are ISO (YYYY-MM-DD).
 */

export type PdfLang = 'th' | 'en'

export interface PdfText {
  th: string
  en: string
}

/** The company as the site settings name it. */
export interface PdfCompany {
  siteName: PdfText
  legalName: PdfText
  stockSymbol: string
  address: PdfText
  /** Paid-up ordinary shares (a count, not millions). */
  paidUpShares: number
}

/** What every investor PDF has: its title (the document's), language and publication date. */
interface PdfBase {
  lang: PdfLang
  company: PdfCompany
  title: PdfText
  /** Also the PDF's creation date, so the same content gives the same bytes. */
  publishedAt: string
}

/**
 * A period's income statement, THB million: the figures the company announces (revenue, gross
 * profit, EBITDA, net profit) and the lines between them. Gross profit = revenue − cost of sales;
 * operating profit = gross profit − selling and administrative expenses + other income; EBITDA =
 * operating profit + depreciation and amortisation; net profit = operating profit − finance costs
 * − income tax.
 */
export interface IncomeFigures {
  revenue: number
  costOfSales: number
  grossProfit: number
  sellingAndAdmin: number
  otherIncome: number
  operatingProfit: number
  depreciation: number
  ebitda: number
  financeCosts: number
  profitBeforeTax: number
  incomeTax: number
  netProfit: number
}

/** The statement of financial position at a date, THB million. */
export interface PositionFigures {
  cash: number
  tradeReceivables: number
  inventories: number
  otherCurrentAssets: number
  currentAssets: number
  propertyPlantEquipment: number
  otherNonCurrentAssets: number
  totalAssets: number
  tradePayables: number
  borrowings: number
  otherLiabilities: number
  totalLiabilities: number
  /** Issued and paid-up share capital and share premium. */
  paidInCapital: number
  retainedEarnings: number
  equity: number
}

/**
 * A period's cash flows, THB million (indirect method, from net profit): a negative figure is
 * cash out. The cash at the end is the position's cash.
 */
export interface CashFlowFigures {
  netProfit: number
  depreciation: number
  workingCapital: number
  operating: number
  capitalExpenditure: number
  otherInvesting: number
  investing: number
  borrowings: number
  dividendsPaid: number
  financing: number
  netChange: number
  cashAtStart: number
  cashAtEnd: number
}

/** One period of a statement: its income, and the position at its end. */
export interface StatementPeriod {
  /** The quarter (three months). */
  quarter: IncomeFigures
  /** From the start of the fiscal year to the quarter's end. */
  yearToDate: IncomeFigures
  position: PositionFigures
  /** The year to date's cash flows. */
  cashFlow: CashFlowFigures
  /** Dividends paid from the start of the fiscal year to the quarter's end. */
  dividendsPaid: number
}

export interface FinancialStatementSpec extends PdfBase {
  kind: 'financial-statement'
  year: number
  quarter: 1 | 2 | 3 | 4
  current: StatementPeriod
  /** The auditor who reviewed (quarters) or audited (the year) the statements. */
  auditor: PdfText
  /** The same quarter and period of the year before. */
  previous: StatementPeriod
  /** The position at the year before's end: the statement of financial position's comparative. */
  previousYearEnd: PositionFigures
}

/** A fiscal year's figures: the sum of its quarters, its year-end position and cash flows. */
export interface YearFigures extends IncomeFigures, PositionFigures {
  fiscalYear: number
  eps: number
  dividendPerShare: number
  cashFlow: CashFlowFigures
}

export interface DividendPayment {
  type: 'interim' | 'annual' | 'special'
  amountPerShare: number
  xdDate: string
  recordDate: string
  paymentDate: string
}

export interface BoardMember {
  name: PdfText
  position: PdfText
  /** The One Report's profile of a director (its attachment 1), as the content holds it. */
  profile?: DirectorProfile
}

/** A director's profile as form 56-1 asks for it, each fact ready to print. */
export interface DirectorProfile {
  /** Age in years on the document's date. */
  age: number
  firstAppointedOn: string
  education: PdfText[]
  /** IOD courses with their year (the IOD names them in English in both languages). */
  training: string[]
  /** Shares held with the spouse and minor children, and their share of the paid-up shares. */
  shareholding: { shares: number; percentage: number }
  committees: PdfText[]
  listedCompanyPositions: PdfText[]
  otherPositions: PdfText[]
  familyRelationship: PdfText
}

/** A table cell: text in both languages, a figure (printed in the reader's style) or a symbol. */
export type PdfCell = PdfText | number | string

/**
 * A piece of a long document's text, as the content gives it: a paragraph, a list, label and
 * value pairs, a table, or a sub-heading (listed in the table of contents).
 */
export type PdfBlock =
  | { paragraph: PdfText }
  | { list: PdfText[]; numbered?: boolean }
  | { facts: [PdfText, PdfText][] }
  | { table: { header: PdfText[]; rows: PdfCell[][]; labelShare?: number } }
  | { heading: PdfText }

/** A chapter of a long document: its title (a page of its own begins with it) and its text. */
export interface PdfChapter {
  title: PdfText
  blocks: PdfBlock[]
}

/** A board member's attendance at the year's board meetings. */
export interface MeetingAttendance {
  name: PdfText
  board: [attended: number, held: number]
  /** Committee meetings, where the director sits on committees. */
  committees?: [attended: number, held: number]
}

export interface OneReportSpec extends PdfBase {
  kind: 'one-report'
  description: PdfText
  /** Each line's name, summary and the first paragraph of its description. */
  businessLines: { name: PdfText; summary: PdfText; description: PdfText }[]
  year: YearFigures
  previousYear: YearFigures
  board: BoardMember[]
  /** The fiscal year's dividends: the interim paid, the annual one proposed. */
  dividends: DividendPayment[]
  /** The AGM that approves the annual dividend. */
  agmDate: string
  /**
   * The narrative of the form's sections, as the content writes it (figures in the tables the
   * renderer draws come from `year` and `previousYear`); a section left out is not printed.
   */
  text?: Partial<Record<OneReportSection, PdfBlock[]>>
  /** The year's board meetings, director by director. */
  attendance?: MeetingAttendance[]
  /** The auditor who audited the year's statements. */
  auditor?: PdfText
  /** Documents attached at the end (the code of conduct, the anti-corruption policy). */
  attachments?: { title: PdfText; chapters: PdfChapter[] }[]
}

/** The narrative sections of Form 56-1 One Report, in the form's order. */
export const ONE_REPORT_SECTIONS = [
  'message',
  'structure',
  'market',
  'production',
  'assets',
  'risk',
  'sustainability',
  'mdna',
  'generalInformation',
  'governancePolicy',
  'board',
  'committees',
  'executives',
  'employees',
  'boardPerformance',
  'committeeReports',
  'internalControl',
  'relatedTransactions',
  'auditorsReport',
  'notes',
] as const

export type OneReportSection = (typeof ONE_REPORT_SECTIONS)[number]

/**
 * A document the company publishes as a whole text (a charter, a policy, a report): a cover,
 * a table of contents when it is long, and its chapters.
 */
export interface TextDocumentSpec extends PdfBase {
  kind: 'policy' | 'sustainability-report'
  /** What it is, under the title on its cover: `Approved by the Board on …`. */
  coverLines: PdfText[]
  /** The short name in each page's header. */
  shortName: PdfText
  /** File name's period: the year it covers or was approved in. */
  fileYear: number
  /** Its slug in the file name: `board-charter`. */
  slug: string
  chapters: PdfChapter[]
}

/** What the papers of one Annual General Meeting share. */
export interface MeetingSpecBase extends PdfBase {
  /** The fiscal year the meeting approves the statements of. */
  year: YearFigures
  agmDate: string
  /** Where the meeting is held, and how it is attended. */
  venue: PdfText
  interimDividend: DividendPayment
  annualDividend: DividendPayment
  /** Directors retiring by rotation, proposed for re-election. */
  retiringDirectors: BoardMember[]
  chairman: BoardMember
  auditor: PdfText
}

export interface MeetingNoticeSpec extends MeetingSpecBase {
  kind: 'meeting-notice'
}

export interface MeetingFormSpec extends MeetingSpecBase {
  kind: 'meeting-form'
}

export interface MeetingMinutesSpec extends MeetingSpecBase {
  kind: 'meeting-minutes'
  /** Share of the issued shares present in person or by proxy, in percent. */
  attendancePercent: number
  shareholdersPresent: number
}

export type InvestorPdfSpec =
  | FinancialStatementSpec
  | OneReportSpec
  | MeetingNoticeSpec
  | MeetingFormSpec
  | MeetingMinutesSpec
  | TextDocumentSpec

export type InvestorPdfKind = InvestorPdfSpec['kind']

/** The names of a year's single figures (its cash flows aside). */
export type YearFigureKey = {
  [K in keyof YearFigures]: YearFigures[K] extends number ? K : never
}[keyof YearFigures]
