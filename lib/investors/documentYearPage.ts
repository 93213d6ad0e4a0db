import type { GetStaticProps } from 'next'
import type { LoadOptions } from '@/lib/content/loadOptions'
import type { Lang } from '@/lib/i18n/lang'
import { queryOfSegment, type ListId } from '@/lib/routing/listAddress'
import { MEETING_CATEGORIES } from './documents'
import { investorPageProps, type InvestorPageProps } from './investorPageProps'
import {
  getInvestorDocuments,
  type InvestorDocumentCategory,
  type InvestorDocumentList,
} from './investors'

/** The investor pages that show their documents one year at a time, and what each lists. */
export const DOCUMENT_YEAR_LISTS = {
  financialStatements: ['financial-statement'],
  report561: ['one-report'],
  shareholdersMeeting: MEETING_CATEGORIES,
} as const satisfies Partial<Record<ListId, readonly InvestorDocumentCategory[]>>

export type DocumentYearList = keyof typeof DOCUMENT_YEAR_LISTS

export interface DocumentYearPage extends InvestorDocumentList {
  /**
   * The year the address asked for (`?year=2024`, served as the page's static selection page);
   * null on the list's own address, which shows the latest year.
   */
  selectedYear: number | null
}

/**
 * A document list's page: every year's documents (the browser switches years without a reload),
 * and for a year's own address (`selection`: `year=2024`, lib/routing/listAddress.ts) that year.
 * Null — the page's 404 — for a selection that is no year, or a year without documents.
 */
export async function getDocumentYearPage(
  list: DocumentYearList,
  selection: string | undefined,
  lang: Lang,
  options: LoadOptions = {},
): Promise<DocumentYearPage | null> {
  let selectedYear: number | null = null
  if (selection !== undefined) {
    const year = queryOfSegment(list, selection)?.year?.[0]
    if (year === undefined) return null
    selectedYear = Number(year)
  }
  const documents = await getInvestorDocuments(DOCUMENT_YEAR_LISTS[list], lang, null, options)
  if (selectedYear !== null && !documents.years.includes(selectedYear)) return null
  return { ...documents, selectedYear }
}

/** `getStaticProps` of a document list's page, and of its years' selection pages. */
export function documentYearPageProps(
  list: DocumentYearList,
): GetStaticProps<InvestorPageProps<DocumentYearPage>> {
  return (context) => {
    const selection = context.params?.selection
    return investorPageProps(['investors'], (lang, options) =>
      getDocumentYearPage(
        list,
        selection === undefined ? undefined : String(selection),
        lang,
        options,
      ),
    )(context)
  }
}
