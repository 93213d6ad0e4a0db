import {
  dividendsQuery,
  investorDocumentsQuery,
  investorOverviewQuery,
  irEventByIdQuery,
  irEventsQuery,
  shareholdersQuery,
} from '@/cms/queries/investors'
import type {
  DividendsQueryResult,
  InvestorDocumentsQueryResult,
  InvestorOverviewQueryResult,
  IrEventByIdQueryResult,
  IrEventsQueryResult,
  ShareholdersQueryResult,
} from '@/cms/sanity.types'
import { dropNullLangMarkers, type OptionalLangMarkers } from '@/lib/i18n/fallbackLang'
import type { Lang } from '@/lib/i18n/lang'
import {
  formatBaht,
  formatDate,
  formatFileSize,
  formatNumber,
  formatPercent,
  formatYear,
} from '@/lib/i18n/format'
import { listedPercentage, shareholdingSlices, type ShareholdingSlice } from './shareholding'
import { getContentPage, type ContentPage } from '@/lib/page/contentPage'
import { fetchContent } from '@/lib/content/fetchContent'
import { getContactPersons, type ContactPerson } from '@/lib/contacts/contactPersons'
import type { LoadOptions } from '@/lib/content/loadOptions'
import { STATIC_ROUTES } from '@/lib/routes'
import {
  getFinancialYears,
  toFinancialHeadlines,
  type FinancialHeadlines,
} from './financialHighlights'

/*
 * The loaders of /investors and its sub-pages. Besides the raw values (for `<time dateTime>`,
 * sorting, `?year=` and the chart's geometry) they return every date, number and amount as the
 * page shows it, in the page's language (`…Label`): formatted once, where the page is built, so
 * the browser builds no Intl formatter to hydrate the same text again.
 */

type QueriedDocument = InvestorDocumentsQueryResult['documents'][number]
type QueriedFile = NonNullable<QueriedDocument['file']>
type QueriedDividend = DividendsQueryResult[number]
type QueriedShareholder = ShareholdersQueryResult[number]

export type InvestorDocumentCategory = QueriedDocument['category']

/** What a dividend shows, as the page's readers read it. */
export interface DividendLabels {
  /** `2025`, `2568` on Thai pages. */
  fiscalYearLabel: string
  /** `฿0.65`, `THB 0.65`. */
  amountPerShareLabel: string
  /** The dates, medium style: `May 6, 2026`, `6 พ.ค. 2569`. */
  xdDateLabel: string
  recordDateLabel: string
  paymentDateLabel: string
}

export type Dividend = QueriedDividend & DividendLabels
export type DividendType = Dividend['type']
/** The overview's latest dividend (no `_id`), with its labels. */
export type LatestDividend = NonNullable<InvestorOverviewQueryResult['latestDividend']> &
  DividendLabels

export type Shareholder = QueriedShareholder & {
  /** `2,480,000,000`. */
  sharesLabel: string
  /** `31.00%`. */
  percentageLabel: string
}

export type IrEvent = OptionalLangMarkers<InvestorOverviewQueryResult['events'][number]> & {
  /** Medium style: `May 10, 2026`, `10 พ.ค. 2569`. */
  dateLabel: string
}
export type IrEventType = IrEvent['type']
export type Agm = OptionalLangMarkers<NonNullable<InvestorOverviewQueryResult['agm']>> & {
  /** Long style: `April 23, 2027`, `23 เมษายน 2570`. */
  dateLabel: string
}

/** A downloadable file: every field a file row shows is there. */
export type InvestorFile = Omit<QueriedFile, 'url' | 'size'> & {
  url: string
  size: number
  /** `1.2 MB`, `1.2 เมกะไบต์`. */
  sizeLabel: string
}

/**
 * An investor document with its file in the reader's language, else the other one, which
 * `fileLang` then names (documents with neither file are left out).
 */
export type InvestorDocument = Omit<OptionalLangMarkers<QueriedDocument>, 'title' | 'file'> & {
  title: string
  /** Medium style: `May 14, 2026`, `14 พ.ค. 2569`. */
  publishedAtLabel: string
  file: InvestorFile
}

/** Every document of some categories, newest first, and the years they cover (newest first). */
export interface InvestorDocumentList {
  /** Gregorian years, as `?year=` and the documents' `year` have them. */
  years: number[]
  /**
   * Every year of `years` as the page shows it (`2025`, `2568` on Thai pages): the browser
   * switches years without a reload, and finds each year's label here.
   */
  yearLabels: Record<number, string>
  documents: InvestorDocument[]
}

/** The address of the investor overview: its title, intro, key figures and SEO are a `page`. */
export const INVESTOR_OVERVIEW_PATH = STATIC_ROUTES.investors

export type InvestorOverviewPage = Omit<
  InvestorOverviewQueryResult,
  'latestDividend' | 'events' | 'agm' | 'latestDocuments' | 'topShareholders'
> & {
  /** Editor-set title, intro, sections (the key figures) and SEO; null when not published. */
  page: ContentPage | null
  latestDividend: LatestDividend | null
  events: IrEvent[]
  agm: Agm | null
  latestDocuments: InvestorDocument[]
  topShareholders: Shareholder[]
  /** The top shareholders' register date, long style; '' when there are none. */
  topShareholdersAsOfLabel: string
  /** The latest fiscal year's headline figures with their change; null when none is published. */
  financialHeadlines: FinancialHeadlines | null
  /** The named investor-relations contacts (contactPerson, desk `investor`), in the editors' order. */
  irContacts: ContactPerson[]
}

function withDividendLabels<T extends Omit<QueriedDividend, '_id'>>(
  dividend: T,
  lang: Lang,
): T & DividendLabels {
  return {
    ...dividend,
    fiscalYearLabel: formatYear(dividend.fiscalYear, lang),
    amountPerShareLabel: formatBaht(dividend.amountPerShare, lang),
    xdDateLabel: formatDate(dividend.xdDate, lang, 'medium'),
    recordDateLabel: formatDate(dividend.recordDate, lang, 'medium'),
    paymentDateLabel: formatDate(dividend.paymentDate, lang, 'medium'),
  }
}

function withShareholderLabels(holder: QueriedShareholder, lang: Lang): Shareholder {
  return {
    ...holder,
    sharesLabel: formatNumber(holder.shares, lang),
    percentageLabel: formatPercent(holder.percentage, lang),
  }
}

/** The latest share-register date of a list (YYYY-MM-DD), null when the list is empty. */
function latestAsOf(shareholders: readonly QueriedShareholder[]): string | null {
  return shareholders.reduce<string | null>(
    (latest, { asOf }) => (latest === null || asOf > latest ? asOf : latest),
    null,
  )
}

function toInvestorDocuments(
  documents: readonly QueriedDocument[],
  lang: Lang,
): InvestorDocument[] {
  return documents.flatMap(({ file, title, ...document }) =>
    file?.url
      ? [
          {
            ...dropNullLangMarkers(document),
            title: title ?? file.filename ?? '',
            publishedAtLabel: formatDate(document.publishedAt, lang, 'medium'),
            file: {
              url: file.url,
              size: file.size ?? 0,
              sizeLabel: formatFileSize(file.size ?? 0, lang),
              mimeType: file.mimeType,
              filename: file.filename,
            },
          },
        ]
      : [],
  )
}

/** `today` is an ISO date (YYYY-MM-DD): upcoming events are those on or after it. */
export async function getInvestorOverview(
  lang: Lang,
  today: string,
  options: LoadOptions = {},
): Promise<InvestorOverviewPage> {
  const [overview, page, financialYears, irContacts] = await Promise.all([
    fetchContent(investorOverviewQuery, { lang, today }, options),
    getContentPage(INVESTOR_OVERVIEW_PATH, lang, options),
    getFinancialYears(options),
    getContactPersons('investor', lang, options),
  ])
  const { latestDividend, events, agm, latestDocuments, topShareholders } = overview
  return {
    ...overview,
    page,
    latestDividend: latestDividend && withDividendLabels(latestDividend, lang),
    events: events.map((event) => ({
      ...dropNullLangMarkers(event),
      dateLabel: formatDate(event.date, lang, 'medium'),
    })),
    agm: agm && { ...dropNullLangMarkers(agm), dateLabel: formatDate(agm.date, lang) },
    latestDocuments: toInvestorDocuments(latestDocuments, lang),
    topShareholders: topShareholders.map((holder) => withShareholderLabels(holder, lang)),
    topShareholdersAsOfLabel: formatDate(latestAsOf(topShareholders), lang),
    financialHeadlines: toFinancialHeadlines(financialYears, lang),
    irContacts,
  }
}

/**
 * Documents of some categories, newest first, with the years there are documents for; all
 * years when `year` is null (the lists are small, and the browser filters them by year).
 */
export async function getInvestorDocuments(
  categories: readonly InvestorDocumentCategory[],
  lang: Lang,
  year: number | null = null,
  options: LoadOptions = {},
): Promise<InvestorDocumentList> {
  const { years, documents } = await fetchContent(
    investorDocumentsQuery,
    { categories, year, lang },
    options,
  )
  return {
    years,
    yearLabels: Object.fromEntries(years.map((each) => [each, formatYear(each, lang)])),
    documents: toInvestorDocuments(documents, lang),
  }
}

/** Dividend history, newest first, as stored (no labels): see `getDividendPage`. */
export function getDividends(options: LoadOptions = {}): Promise<DividendsQueryResult> {
  return fetchContent(dividendsQuery, {}, options)
}

export interface DividendPage {
  /** Newest first. */
  dividends: Dividend[]
}

/** The dividend history page's content, labelled in the page's language. */
export async function getDividendPage(
  lang: Lang,
  options: LoadOptions = {},
): Promise<DividendPage> {
  const dividends = await getDividends(options)
  return { dividends: dividends.map((dividend) => withDividendLabels(dividend, lang)) }
}

/** Major shareholders in their set order, as stored (no labels): see `getShareholdingPage`. */
export function getShareholders(
  lang: Lang,
  options: LoadOptions = {},
): Promise<ShareholdersQueryResult> {
  return fetchContent(shareholdersQuery, { lang }, options)
}

type LabelledSlice<Slice> = Slice extends { kind: 'otherMajor' }
  ? Slice & { percentageLabel: string; countLabel: string }
  : Slice & { percentageLabel: string }

/**
 * A slice of the shareholding chart: its percentage draws the ring, its labels the legend
 * (`9.50%`; the other major holders' slice also says how many they are).
 */
export type ShareholdingChartSlice = LabelledSlice<ShareholdingSlice>

/** The shareholding structure: the major shareholders and the register date they are from. */
export interface ShareholdingPage {
  shareholders: Shareholder[]
  /** The latest share-register date of the list (YYYY-MM-DD), null when the list is empty. */
  asOf: string | null
  /** `asOf`, long style (`March 15, 2026`, `15 มีนาคม 2569`); '' when the list is empty. */
  asOfLabel: string
  /** What the listed shareholders hold together. */
  total: {
    /** How many they are: `11`. */
    countLabel: string
    /** Their shares: `5,200,000,000`. */
    sharesLabel: string
    /** Their share of the paid-up shares: `65.00%`. */
    percentageLabel: string
  }
  /** The chart's slices (see `shareholdingSlices`), with their labels. */
  slices: ShareholdingChartSlice[]
}

export async function getShareholdingPage(
  lang: Lang,
  options: LoadOptions = {},
): Promise<ShareholdingPage> {
  const queried = await getShareholders(lang, options)
  const shareholders = queried.map((holder) => withShareholderLabels(holder, lang))
  const asOf = latestAsOf(queried)
  const totalShares = queried.reduce((sum, holder) => sum + holder.shares, 0)
  return {
    shareholders,
    asOf,
    asOfLabel: formatDate(asOf, lang),
    total: {
      countLabel: formatNumber(queried.length, lang),
      sharesLabel: formatNumber(totalShares, lang),
      percentageLabel: formatPercent(listedPercentage(shareholders), lang),
    },
    slices: shareholdingSlices(shareholders).map((slice): ShareholdingChartSlice => {
      const percentageLabel = formatPercent(slice.percentage, lang)
      return slice.kind === 'otherMajor'
        ? { ...slice, percentageLabel, countLabel: formatNumber(slice.count, lang) }
        : { ...slice, percentageLabel }
    }),
  }
}

/** IR calendar entries from a date (YYYY-MM-DD) on, as stored (the calendar file's events). */
export function getIrEvents(
  lang: Lang,
  from: string,
  options: LoadOptions = {},
): Promise<IrEventsQueryResult> {
  return fetchContent(irEventsQuery, { lang, from }, options)
}

/** One IR calendar entry by its document id, or null when there is none. */
export function getIrEvent(
  id: string,
  lang: Lang,
  options: LoadOptions = {},
): Promise<IrEventByIdQueryResult> {
  return fetchContent(irEventByIdQuery, { lang, id }, options)
}
