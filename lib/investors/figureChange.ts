import type { Lang } from '@/lib/i18n/lang'
import { formatPercent } from '@/lib/i18n/format'
import { yearOnYearChange, type YearOnYearChange } from './yearOnYear'

/** A figure's change on an earlier period, with the percentage as the page writes it. */
export type FigureChange = YearOnYearChange & {
  /** `6.7%` for a percentage change, '' otherwise. */
  percentLabel: string
  /** The period compared with, as the page writes it; '' for none. */
  previousYearLabel: string
}

/** The change from `previous` to `current`, labelled once here for every investor table. */
export function labelledChange(
  current: number,
  previous: number | undefined,
  lang: Lang,
  previousYearLabel = '',
): FigureChange {
  const change = yearOnYearChange(current, previous)
  return {
    ...change,
    percentLabel: change.kind === 'percent' ? formatPercent(change.percent, lang, 1) : '',
    previousYearLabel,
  }
}
