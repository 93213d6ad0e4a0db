import {
  dividendsQuery,
  investorDocumentsQuery,
  investorOverviewQuery,
  irEventsQuery,
  shareholdersQuery,
} from '@/cms/queries/investors'
import type {
  DividendsQueryResult,
  InvestorDocumentsQueryResult,
  InvestorOverviewQueryResult,
  IrEventsQueryResult,
  ShareholdersQueryResult,
} from '@/cms/sanity.types'
import type { Lang } from '@/lib/i18n/lang'
import { getContentPage, type ContentPage } from './contentPage'
import { fetchContent } from './fetchContent'
import type { LoadOptions } from './loadOptions'

type QueriedDocument = InvestorDocumentsQueryResult['documents'][number]

export type InvestorDocumentCategory = QueriedDocument['category']
export type Dividend = DividendsQueryResult[number]
export type DividendType = Dividend['type']
export type Shareholder = ShareholdersQueryResult[number]
export type IrEvent = InvestorOverviewQueryResult['events'][number]
export type IrEventType = IrEvent['type']

/** A downloadable file: every field a file row shows is there. */
export interface InvestorFile {
  url: string
  size: number
  mimeType: string | null
  filename: string | null
}

/** An investor document with its file (documents whose file is missing are left out). */
export type InvestorDocument = Omit<QueriedDocument, 'title' | 'file'> & {
  title: string
  file: InvestorFile
}

/** Every document of some categories, newest first, and the years they cover (newest first). */
export interface InvestorDocumentList {
  years: number[]
  documents: InvestorDocument[]
}

/** The address of the investor overview: its title, intro, key figures and SEO are a `page`. */
export const INVESTOR_OVERVIEW_PATH = '/investors'

export type InvestorOverviewPage = Omit<InvestorOverviewQueryResult, 'latestDocuments'> & {
  /** Editor-set title, intro, sections (the key figures) and SEO; null when not published. */
  page: ContentPage | null
  latestDocuments: InvestorDocument[]
}

function toInvestorDocuments(documents: readonly QueriedDocument[]): InvestorDocument[] {
  return documents.flatMap(({ file, title, ...document }) =>
    file.url
      ? [
          {
            ...document,
            title: title ?? file.filename ?? '',
            file: {
              url: file.url,
              size: file.size ?? 0,
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
  const [overview, page] = await Promise.all([
    fetchContent<InvestorOverviewQueryResult>(investorOverviewQuery, { lang, today }, options),
    getContentPage(INVESTOR_OVERVIEW_PATH, lang, options),
  ])
  return {
    ...overview,
    page,
    latestDocuments: toInvestorDocuments(overview.latestDocuments),
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
  const { years, documents } = await fetchContent<InvestorDocumentsQueryResult>(
    investorDocumentsQuery,
    { categories, year, lang },
    options,
  )
  return { years, documents: toInvestorDocuments(documents) }
}

/** Dividend history, newest first. */
export function getDividends(options: LoadOptions = {}): Promise<DividendsQueryResult> {
  return fetchContent<DividendsQueryResult>(dividendsQuery, {}, options)
}

/** The dividend history page's content. */
export async function getDividendPage(
  options: LoadOptions = {},
): Promise<{ dividends: Dividend[] }> {
  return { dividends: await getDividends(options) }
}

/** Major shareholders in their set order. */
export function getShareholders(
  lang: Lang,
  options: LoadOptions = {},
): Promise<ShareholdersQueryResult> {
  return fetchContent<ShareholdersQueryResult>(shareholdersQuery, { lang }, options)
}

/** The shareholding structure: the major shareholders and the register date they are from. */
export interface ShareholdingPage {
  shareholders: Shareholder[]
  /** The latest share-register date of the list (YYYY-MM-DD), null when the list is empty. */
  asOf: string | null
}

export async function getShareholdingPage(
  lang: Lang,
  options: LoadOptions = {},
): Promise<ShareholdingPage> {
  const shareholders = await getShareholders(lang, options)
  const asOf = shareholders.reduce<string | null>(
    (latest, { asOf }) => (latest === null || asOf > latest ? asOf : latest),
    null,
  )
  return { shareholders, asOf }
}

/** IR calendar entries from a date (YYYY-MM-DD) on. */
export function getIrEvents(
  lang: Lang,
  from: string,
  options: LoadOptions = {},
): Promise<IrEventsQueryResult> {
  return fetchContent<IrEventsQueryResult>(irEventsQuery, { lang, from }, options)
}
