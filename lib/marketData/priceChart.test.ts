import { buildPriceChart, CHART_HEIGHT, CHART_WIDTH } from './priceChart'

const points = [
  { date: '2026-09-29', close: 20 },
  { date: '2026-09-30', close: 21.5 },
  { date: '2026-10-01', close: 19.2 },
  { date: '2026-10-02', close: 21.5 },
  { date: '2026-11-02', close: 20.4 },
]

describe('buildPriceChart', () => {
  it('draws the closes across the width, the axis from a gridline below the low to one above the high', () => {
    const chart = buildPriceChart(points)!
    // Steps of 1 from 19 to 22 over the 300 units: 19.2 → 280, 21.5 → 50, 20 → 200.
    expect(chart.levels.map((level) => level.value)).toEqual([19, 20, 21, 22])
    expect(chart.levels[0]).toEqual({ value: 19, top: 100 })
    expect(chart.levels.at(-1)).toEqual({ value: 22, top: 0 })
    expect(chart.line).toBe('M0 200L250 50L500 280L750 50L1000 160')
    expect(chart.area).toBe(`${chart.line}L${CHART_WIDTH} ${CHART_HEIGHT}L0 ${CHART_HEIGHT}Z`)
  })

  it('marks each new month where it starts, and names the first, last, high and low', () => {
    const chart = buildPriceChart(points)!
    expect(chart.months).toEqual([
      { date: '2026-10-01', left: 50 },
      { date: '2026-11-02', left: 100 },
    ])
    expect(chart.first).toEqual(points[0])
    expect(chart.last).toEqual(points[4])
    // The first day the high was reached.
    expect(chart.high).toEqual(points[1])
    expect(chart.low).toEqual(points[2])
  })

  it('gives a flat series a band of its own, and no chart for fewer than two days', () => {
    const flat = buildPriceChart([
      { date: '2026-11-19', close: 18 },
      { date: '2026-11-20', close: 18 },
    ])!
    expect(flat.levels.length).toBeGreaterThanOrEqual(2)
    expect(flat.line).toMatch(/^M0 (\d+(\.\d)?)L1000 \1$/)
    expect(buildPriceChart(points.slice(0, 1))).toBeNull()
    expect(buildPriceChart([])).toBeNull()
  })
})
