import { latestQuartersQuery } from '@/cms/queries/financialHighlights'
import type { LatestQuartersQueryResult } from '@/cms/sanity.types'
import type { Lang } from '@/lib/i18n/lang'
import { formatDecimal, formatYear } from '@/lib/i18n/format'
import { fetchContent } from '@/lib/content/fetchContent'
import type { LoadOptions } from '@/lib/content/loadOptions'
import { labelledChange, type FigureChange } from './figureChange'

/*
 * The quarterly results table of /investors/financial-highlights: the latest five quarters as
 * the company announced them (the financialQuarter documents the years add up from), and the
 * latest one's change on the same quarter a year before.
 */

export type AnnouncedQuarter = LatestQuartersQueryResult[number]

export const QUARTER_FIGURES = ['revenue', 'grossProfit', 'ebitda', 'netProfit'] as const

export type QuarterFigure = (typeof QUARTER_FIGURES)[number]

export interface QuarterColumn {
  fiscalYear: number
  quarter: number
  /** The fiscal year as the page writes it (Buddhist era on Thai pages). */
  yearLabel: string
}

export interface QuarterlyResults {
  /** Oldest first. */
  columns: QuarterColumn[]
  rows: {
    key: QuarterFigure
    /** In the order of `columns`. */
    labels: string[]
    /** The latest quarter's change on the same quarter a year before. */
    change: FigureChange
  }[]
  /** The quarter the change compares with, when the content has it. */
  comparedWith: QuarterColumn | null
}

const SHOWN = 5

const columnOf = (quarter: AnnouncedQuarter, lang: Lang): QuarterColumn => ({
  fiscalYear: quarter.fiscalYear,
  quarter: quarter.quarter,
  yearLabel: formatYear(quarter.fiscalYear, lang),
})

/** The table from the latest quarters (newest first, as the query gives them); null for none. */
export function toQuarterlyResults(
  newestFirst: readonly AnnouncedQuarter[],
  lang: Lang,
): QuarterlyResults | null {
  const latest = newestFirst[0]
  if (!latest) return null
  const shown = newestFirst.slice(0, SHOWN).reverse()
  const yearBefore = newestFirst.find(
    (each) => each.fiscalYear === latest.fiscalYear - 1 && each.quarter === latest.quarter,
  )
  return {
    columns: shown.map((quarter) => columnOf(quarter, lang)),
    rows: QUARTER_FIGURES.map((key) => {
      return {
        key,
        labels: shown.map((quarter) => formatDecimal(quarter[key], lang, 0, 2)),
        // The component names the quarter compared with: "Q3 2025" is words, its translations'.
        change: labelledChange(latest[key], yearBefore?.[key], lang),
      }
    }),
    comparedWith: yearBefore ? columnOf(yearBefore, lang) : null,
  }
}

export async function getQuarterlyResults(
  lang: Lang,
  options: LoadOptions = {},
): Promise<QuarterlyResults | null> {
  return toQuarterlyResults(await fetchContent(latestQuartersQuery, {}, options), lang)
}
