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
import { fetchContent } from './fetchContent'
import type { LoadOptions } from './loadOptions'

export type InvestorDocumentCategory =
  'financial-statement' | 'one-report' | 'meeting-notice' | 'meeting-minutes' | 'meeting-form'

/** `today` is an ISO date (YYYY-MM-DD): upcoming events are those on or after it. */
export function getInvestorOverview(
  lang: Lang,
  today: string,
  options: LoadOptions = {},
): Promise<InvestorOverviewQueryResult> {
  return fetchContent<InvestorOverviewQueryResult>(investorOverviewQuery, { lang, today }, options)
}

/** Documents of some categories, newest first, with the years there are documents for. */
export function getInvestorDocuments(
  categories: readonly InvestorDocumentCategory[],
  lang: Lang,
  year: number | null = null,
  options: LoadOptions = {},
): Promise<InvestorDocumentsQueryResult> {
  return fetchContent<InvestorDocumentsQueryResult>(
    investorDocumentsQuery,
    { categories, year, lang },
    options,
  )
}

/** Dividend history, newest first. */
export function getDividends(options: LoadOptions = {}): Promise<DividendsQueryResult> {
  return fetchContent<DividendsQueryResult>(dividendsQuery, {}, options)
}

/** Major shareholders in their set order. */
export function getShareholders(
  lang: Lang,
  options: LoadOptions = {},
): Promise<ShareholdersQueryResult> {
  return fetchContent<ShareholdersQueryResult>(shareholdersQuery, { lang }, options)
}

/** IR calendar entries from a date (YYYY-MM-DD) on. */
export function getIrEvents(
  lang: Lang,
  from: string,
  options: LoadOptions = {},
): Promise<IrEventsQueryResult> {
  return fetchContent<IrEventsQueryResult>(irEventsQuery, { lang, from }, options)
}
