/**
 * The share's one-year line chart as SVG geometry, computed on the server: the line and the
 * area under it in a fixed plot box (stretched to the block's width by the browser), the price
 * levels of the gridlines and the months along the bottom as shares of the width and height, so
 * their labels can be placed as HTML and stay legible at any width.
 */

export const CHART_WIDTH = 1000
export const CHART_HEIGHT = 300

export interface ChartPoint {
  date: string
  close: number
}

export interface PriceChart {
  /** `M x y L x y …` of the closes, in the CHART_WIDTH × CHART_HEIGHT box. */
  line: string
  /** The line closed down to the bottom edge: the shaded area. */
  area: string
  /** Gridline levels, lowest first; `top` in percent of the height from the top. */
  levels: { value: number; top: number }[]
  /** The first trading day of each month shown; `left` in percent of the width. */
  months: { date: string; left: number }[]
  first: ChartPoint
  last: ChartPoint
  high: ChartPoint
  low: ChartPoint
}

/** A 1–2–2.5–5 × 10ⁿ step that gives about `count` gridlines over `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / count
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= raw) ?? 10
  return step * magnitude
}

const round1 = (value: number) => Math.round(value * 10) / 10
const round2 = (value: number) => Math.round(value * 100) / 100

/** The chart of `points` (oldest first), or null with fewer than two. */
export function buildPriceChart(points: readonly ChartPoint[]): PriceChart | null {
  if (points.length < 2) return null
  const closes = points.map((point) => point.close)
  const min = Math.min(...closes)
  const max = Math.max(...closes)
  // The price axis runs from a gridline below the lowest close to one above the highest.
  const step = niceStep(max - min || Math.max(max * 0.02, 0.01), 4)
  const bottom = Math.floor(min / step - 1e-9) * step
  const top = Math.max(Math.ceil(max / step + 1e-9) * step, bottom + step)
  const x = (index: number) => round1((index / (points.length - 1)) * CHART_WIDTH)
  const y = (value: number) => round1(((top - value) / (top - bottom)) * CHART_HEIGHT)

  const line = points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index)} ${y(point.close)}`)
    .join('')
  const levels: PriceChart['levels'] = []
  for (let value = bottom; value <= top + step / 2; value += step) {
    levels.push({ value: round2(value), top: round2((y(value) / CHART_HEIGHT) * 100) })
  }
  const months = points.flatMap((point, index) => {
    const isNewMonth = index > 0 && point.date.slice(0, 7) !== points[index - 1]!.date.slice(0, 7)
    return isNewMonth ? [{ date: point.date, left: round2((x(index) / CHART_WIDTH) * 100) }] : []
  })
  const byClose = (pick: (a: number, b: number) => boolean) =>
    points.reduce((best, point) => (pick(point.close, best.close) ? point : best))
  return {
    line,
    area: `${line}L${CHART_WIDTH} ${CHART_HEIGHT}L0 ${CHART_HEIGHT}Z`,
    levels,
    months,
    first: points[0]!,
    last: points.at(-1)!,
    // The first day it was reached.
    high: byClose((a, b) => a > b),
    low: byClose((a, b) => a < b),
  }
}
