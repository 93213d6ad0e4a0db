import { financialYearsQuery } from '@/cms/queries/financialHighlights'
import type { FinancialYearsQueryResult } from '@/cms/sanity.types'
import { FINANCIAL_FIGURES, type FigureKey, type FigureUnit } from '@/cms/lib/financialFigures'
import type { Lang } from '@/lib/i18n/lang'
import { formatDecimal, formatYear } from '@/lib/i18n/format'
import { fetchContent } from '@/lib/content/fetchContent'
import type { LoadOptions } from '@/lib/content/loadOptions'
import { barChart, type BarChartGeometry } from './barChart'
import { getQuarterlyResults, type QuarterlyResults } from './quarterlyResults'
import { labelledChange, type FigureChange } from './figureChange'

/*
 * The loader of /investors/financial-highlights and of the overview's headline figures. Like
 * the other investor loaders it formats every number once, here, in the page's language (Thai
 * pages: Buddhist-era years, th-TH digits), so the page hydrates no Intl formatter.
 */

export type FinancialYear = FinancialYearsQueryResult[number]

export type { FigureChange } from './figureChange'

export interface FigureValue {
  value: number
  /** `151,860` (THB million), `1.74` (baht a share). */
  label: string
  change: FigureChange
}

/** One figure over the years, oldest first (the order of `years`). */
export interface FigureRow {
  key: FigureKey
  unit: FigureUnit
  values: FigureValue[]
}

export const CHARTS = [
  { key: 'revenue', series: ['revenue', 'grossProfit'] },
  { key: 'profit', series: ['ebitda', 'netProfit'] },
  { key: 'perShare', series: ['eps', 'dividendPerShare'] },
  { key: 'position', series: ['totalAssets', 'totalLiabilities', 'equity'] },
] as const satisfies readonly { key: string; series: readonly FigureKey[] }[]

export type ChartKey = (typeof CHARTS)[number]['key']

export interface HighlightChart {
  key: ChartKey
  unit: FigureUnit
  series: FigureKey[]
  geometry: BarChartGeometry
  /** The axis's values as the page writes them, in the order of `geometry.ticks`. */
  tickLabels: string[]
}

export interface FinancialHighlightsPage {
  /** Oldest first. */
  years: { fiscalYear: number; label: string }[]
  rows: FigureRow[]
  charts: HighlightChart[]
  /** The latest quarters as announced; null when none is published. */
  quarters: QuarterlyResults | null
}

/** The overview's headline figures: the latest year's, with their change on the year before. */
export interface FinancialHeadlines {
  yearLabel: string
  figures: { key: FigureKey; unit: FigureUnit; value: FigureValue }[]
}

export const HEADLINE_FIGURES = ['revenue', 'netProfit', 'eps'] as const satisfies FigureKey[]

const UNIT_OF = Object.fromEntries(
  FINANCIAL_FIGURES.map((figure) => [figure.key, figure.unit]),
) as Record<FigureKey, FigureUnit>

/** A figure as the page writes it: millions to two decimals at most, per share at least two. */
export function formatFigure(value: number, unit: FigureUnit, lang: Lang): string {
  return unit === 'thbPerShare'
    ? formatDecimal(value, lang, 2, 4)
    : formatDecimal(value, lang, 0, 2)
}

function figureValue(
  years: readonly FinancialYear[],
  index: number,
  key: FigureKey,
  lang: Lang,
): FigureValue {
  const value = years[index]![key]
  const previous = index > 0 ? years[index - 1] : undefined
  // Only the year just before counts as "the year before": a gap in the years is no change.
  const comparable = previous && previous.fiscalYear === years[index]!.fiscalYear - 1
  return {
    value,
    label: formatFigure(value, UNIT_OF[key], lang),
    change: comparable
      ? labelledChange(value, previous[key], lang, formatYear(previous.fiscalYear, lang))
      : labelledChange(value, undefined, lang),
  }
}

/** Every fiscal year's figures, oldest first, as stored. */
export function getFinancialYears(options: LoadOptions = {}): Promise<FinancialYearsQueryResult> {
  return fetchContent(financialYearsQuery, {}, options)
}

/** The page's table and charts from the stored years (oldest first). */
export function toFinancialHighlights(
  years: readonly FinancialYear[],
  lang: Lang,
  quarters: QuarterlyResults | null = null,
): FinancialHighlightsPage {
  const rows = FINANCIAL_FIGURES.map((figure): FigureRow => ({
    key: figure.key,
    unit: figure.unit,
    values: years.map((_, index) => figureValue(years, index, figure.key, lang)),
  }))
  const charts = years.length
    ? CHARTS.map((chart): HighlightChart => {
        const unit = UNIT_OF[chart.series[0]]
        const geometry = barChart({
          categoryCount: years.length,
          series: chart.series.map((key) => ({
            key,
            values: years.map((year) => year[key]),
          })),
        })
        return {
          key: chart.key,
          unit,
          series: [...chart.series],
          geometry,
          tickLabels: geometry.ticks.map((tick) => formatFigure(tick.value, unit, lang)),
        }
      })
    : []
  return {
    years: years.map((year) => ({
      fiscalYear: year.fiscalYear,
      label: formatYear(year.fiscalYear, lang),
    })),
    rows,
    charts,
    quarters,
  }
}

export async function getFinancialHighlightsPage(
  lang: Lang,
  options: LoadOptions = {},
): Promise<FinancialHighlightsPage> {
  const [years, quarters] = await Promise.all([
    getFinancialYears(options),
    getQuarterlyResults(lang, options),
  ])
  return toFinancialHighlights(years, lang, quarters)
}

/** The latest year's headline figures with their change; null when no year is published. */
export function toFinancialHeadlines(
  years: readonly FinancialYear[],
  lang: Lang,
): FinancialHeadlines | null {
  const latest = years.length - 1
  if (latest < 0) return null
  return {
    yearLabel: formatYear(years[latest]!.fiscalYear, lang),
    figures: HEADLINE_FIGURES.map((key) => ({
      key,
      unit: UNIT_OF[key],
      value: figureValue(years, latest, key, lang),
    })),
  }
}
