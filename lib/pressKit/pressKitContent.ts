import { pressKitQuery } from '@/cms/queries/pressKit'
import type { PressKitQueryResult } from '@/cms/sanity.types'
import { fetchContent } from '@/lib/content/fetchContent'
import type { LoadOptions } from '@/lib/content/loadOptions'
import type { Lang } from '@/lib/i18n/lang'
import {
  getFinancialHighlightsPage,
  type FinancialHighlightsPage,
} from '@/lib/investors/financialHighlights'
import {
  getDividendPage,
  getShareholdingPage,
  type DividendPage,
  type ShareholdingPage,
} from '@/lib/investors/investors'

/** Everything one language's kit is built from; its hash is the kit's revision. */
export interface PressKitContent {
  lang: Lang
  kit: PressKitQueryResult
  /** The investor pages' own loaders: the fact sheet repeats no figure of its own. */
  highlights: FinancialHighlightsPage
  dividends: DividendPage
  shareholding: ShareholdingPage
}

export async function getPressKitContent(
  lang: Lang,
  options: LoadOptions = {},
): Promise<PressKitContent> {
  const [kit, highlights, dividends, shareholding] = await Promise.all([
    fetchContent(pressKitQuery, { lang }, options),
    getFinancialHighlightsPage(lang, options),
    getDividendPage(lang, options),
    getShareholdingPage(lang, options),
  ])
  return { lang, kit, highlights, dividends, shareholding }
}

/**
 * The day the kit's content speaks of: the latest change to the company's settings, the latest
 * dividend's XD date or the share register's date, whichever is later. The fact sheet and the
 * ZIP's entries are dated with it, never with the clock, so the same content gives the same
 * bytes.
 */
export function contentDate(content: PressKitContent): string {
  const dates = [
    content.kit.company?._updatedAt.slice(0, 10),
    content.dividends.dividends[0]?.xdDate,
    content.shareholding.asOf ?? undefined,
  ].filter((date): date is string => typeof date === 'string' && date !== '')
  return dates.reduce((latest, date) => (date > latest ? date : latest), '2000-01-01')
}
