/** The arithmetic of a quote: change and % change against the previous close. */

export type Direction = 'up' | 'down' | 'unchanged'

export interface QuoteChange {
  /** Baht, to the satang (two decimals). */
  change: number
  /** Percent of the previous close, two decimals; null when there is no previous close. */
  changePercent: number | null
  direction: Direction
}

/** Rounds to two decimals, half away from zero, without binary noise (24.3 − 24.1 = 0.2). */
export function roundTo2(value: number): number {
  const rounded = Math.round((Math.abs(value) + Number.EPSILON) * 100) / 100
  return value < 0 && rounded !== 0 ? -rounded : rounded
}

export function quoteChange(last: number, previousClose: number): QuoteChange {
  const change = roundTo2(last - previousClose)
  const changePercent =
    previousClose > 0 ? roundTo2(((last - previousClose) / previousClose) * 100) : null
  const direction: Direction = change > 0 ? 'up' : change < 0 ? 'down' : 'unchanged'
  return { change, changePercent, direction }
}
