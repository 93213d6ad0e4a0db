// Year-on-year change of a figure, as a pure function: the table, the charts' tables and the
// investor overview say it the same way, and the tests hold it to the arithmetic.

export type ChangeDirection = 'up' | 'down' | 'unchanged'

export type YearOnYearChange =
  /** No earlier year to compare with. */
  | { kind: 'none' }
  /**
   * A percentage would mislead: the earlier year was zero, or the figure crossed zero (a loss
   * after a profit, or back), as annual reports write "n.m.".
   */
  | { kind: 'notMeaningful'; direction: ChangeDirection }
  /** `percent` is the size of the change to one decimal, never negative: `direction` says which way. */
  | { kind: 'percent'; direction: ChangeDirection; percent: number }

const directionOf = (difference: number): ChangeDirection =>
  difference > 0 ? 'up' : difference < 0 ? 'down' : 'unchanged'

/**
 * The change from `previous` to `current`, relative to the size of `previous`, rounded to one
 * decimal; a change that rounds to 0.0% is `unchanged`.
 */
export function yearOnYearChange(current: number, previous: number | undefined): YearOnYearChange {
  if (previous === undefined || !Number.isFinite(previous) || !Number.isFinite(current)) {
    return { kind: 'none' }
  }
  const difference = current - previous
  if (previous === 0 || (previous < 0 && current > 0) || (previous > 0 && current < 0)) {
    return { kind: 'notMeaningful', direction: directionOf(difference) }
  }
  const percent = Math.round((Math.abs(difference) / Math.abs(previous)) * 1000) / 10
  if (percent === 0) return { kind: 'percent', direction: 'unchanged', percent: 0 }
  return { kind: 'percent', direction: directionOf(difference), percent }
}
