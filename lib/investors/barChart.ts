// The geometry of the financial highlights' bar charts, as pure functions: the server draws the
// SVG from it (no chart code reaches the browser), the tests check it. Units are the SVG's own
// (its viewBox); the picture scales to its column.

export interface BarChartInput {
  /** The categories along the bottom, left to right (the fiscal years, oldest first). */
  categoryCount: number
  /** One value a category for each series; a group of bars a category, series side by side. */
  series: readonly { key: string; values: readonly number[] }[]
}

export interface ChartBar {
  series: string
  category: number
  value: number
  x: number
  y: number
  width: number
  height: number
}

export interface ChartTick {
  value: number
  y: number
}

export interface BarChartGeometry {
  width: number
  height: number
  /** The plot area: left of it are the tick labels, below it the category labels. */
  plot: { left: number; right: number; top: number; bottom: number }
  /** Where zero is: bars grow up from it, and down for negative values. */
  zeroY: number
  ticks: ChartTick[]
  /** The centre of each category's group, for its label. */
  categoryX: number[]
  bars: ChartBar[]
}

export const CHART_WIDTH = 640
export const CHART_HEIGHT = 300
// Room on the left for the axis's values (`200,000`) and below for the years, at a phone's font size.
const MARGIN = { left: 100, right: 8, top: 14, bottom: 44 }
// Of a category's width: the group of bars, and of the group, each bar (the rest a gap).
const GROUP_SHARE = 0.7
const BAR_SHARE = 0.9

/** A step of 1, 2, 2.5 or 5 × 10ⁿ that divides `range` into about `count` parts. */
export function niceStep(range: number, count = 4): number {
  if (!(range > 0) || !Number.isFinite(range)) return 1
  const rough = range / count
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 2.5, 5, 10].find((multiple) => multiple * power >= rough)!
  return step * power
}

/** Tick values from below the smallest value to above the largest, zero always among them. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const low = Math.min(0, min)
  const high = Math.max(0, max)
  const step = niceStep(high - low || Math.abs(high) || 1, count)
  const first = Math.floor(low / step)
  const last = Math.max(Math.ceil(high / step), first + 1)
  const ticks: number[] = []
  // Multiplied from integers, not added up: 0.1 + 0.2 would print as 0.30000000000000004.
  for (let index = first; index <= last; index += 1) ticks.push(round(index * step))
  return ticks
}

const round = (value: number) => Math.round(value * 1e9) / 1e9
const px = (value: number) => Math.round(value * 100) / 100

/**
 * Bars of every series in groups, one group a category, scaled to ticks that hold every value
 * and zero. A bar of a negative value hangs below zero; a zero value is a bar of no height.
 */
export function barChart({ categoryCount, series }: BarChartInput): BarChartGeometry {
  const values = series.flatMap((one) => one.values.slice(0, categoryCount))
  const tickValues = niceTicks(Math.min(0, ...values), Math.max(0, ...values))
  const lowest = tickValues[0]!
  const highest = tickValues[tickValues.length - 1]!
  const plot = {
    left: MARGIN.left,
    right: CHART_WIDTH - MARGIN.right,
    top: MARGIN.top,
    bottom: CHART_HEIGHT - MARGIN.bottom,
  }
  const yOf = (value: number) =>
    px(plot.bottom - ((value - lowest) / (highest - lowest)) * (plot.bottom - plot.top))
  const zeroY = yOf(0)
  const categoryWidth = (plot.right - plot.left) / Math.max(1, categoryCount)
  const groupWidth = categoryWidth * GROUP_SHARE
  const slot = groupWidth / Math.max(1, series.length)
  const categoryX = Array.from({ length: categoryCount }, (_, index) =>
    px(plot.left + categoryWidth * (index + 0.5)),
  )
  const bars = categoryX.flatMap((centre, category) =>
    series.map((one, index): ChartBar => {
      const value = one.values[category] ?? 0
      const y = yOf(value)
      return {
        series: one.key,
        category,
        value,
        x: px(centre - groupWidth / 2 + slot * index + (slot * (1 - BAR_SHARE)) / 2),
        y: Math.min(y, zeroY),
        width: px(slot * BAR_SHARE),
        height: px(Math.abs(zeroY - y)),
      }
    }),
  )
  return {
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
    plot,
    zeroY,
    ticks: tickValues.map((value) => ({ value, y: yOf(value) })),
    categoryX,
    bars,
  }
}
