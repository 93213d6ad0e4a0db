import { CHART_HEIGHT, CHART_WIDTH, barChart, niceStep, niceTicks } from './barChart'

describe('niceStep and niceTicks', () => {
  it('steps by 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(151_860)).toBe(50_000)
    expect(niceStep(1.74)).toBe(0.5)
    expect(niceStep(100)).toBe(25)
    expect(niceStep(0)).toBe(1)
  })

  it('covers the values and zero, with round tick values', () => {
    expect(niceTicks(118_640, 151_860)).toEqual([0, 50_000, 100_000, 150_000, 200_000])
    expect(niceTicks(0.8, 1.74)).toEqual([0, 0.5, 1, 1.5, 2])
    expect(niceTicks(-30, 70)).toEqual([-50, -25, 0, 25, 50, 75])
    expect(niceTicks(0.1, 0.3)).toEqual([0, 0.1, 0.2, 0.3])
    expect(niceTicks(0, 0)).toEqual([0, 0.25])
  })
})

describe('barChart', () => {
  const revenue = { key: 'revenue', values: [100, 150, 200] }
  const profit = { key: 'netProfit', values: [10, -20, 40] }

  it('draws a group of bars a category, series side by side, inside the plot', () => {
    const chart = barChart({ categoryCount: 3, series: [revenue, profit] })
    expect(chart.width).toBe(CHART_WIDTH)
    expect(chart.height).toBe(CHART_HEIGHT)
    expect(chart.bars).toHaveLength(6)
    expect(chart.categoryX).toHaveLength(3)
    for (const bar of chart.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(chart.plot.left)
      expect(bar.x + bar.width).toBeLessThanOrEqual(chart.plot.right)
      expect(bar.y).toBeGreaterThanOrEqual(chart.plot.top)
      expect(bar.y + bar.height).toBeLessThanOrEqual(chart.plot.bottom + 0.01)
    }
    const [first, second] = chart.bars
    expect(first!.series).toBe('revenue')
    expect(second!.series).toBe('netProfit')
    expect(second!.x).toBeGreaterThan(first!.x + first!.width)
  })

  it('makes bar heights proportional to the values, from zero', () => {
    const chart = barChart({ categoryCount: 3, series: [revenue] })
    const [a, b, c] = chart.bars
    expect(b!.height / a!.height).toBeCloseTo(1.5, 2)
    expect(c!.height / a!.height).toBeCloseTo(2, 2)
    for (const bar of chart.bars) expect(bar.y + bar.height).toBeCloseTo(chart.zeroY, 2)
    expect(chart.zeroY).toBe(chart.plot.bottom)
  })

  it('hangs a negative value below zero, which lies between the ends of the axis', () => {
    const chart = barChart({ categoryCount: 3, series: [profit] })
    const loss = chart.bars[1]!
    expect(chart.zeroY).toBeLessThan(chart.plot.bottom)
    expect(chart.zeroY).toBeGreaterThan(chart.plot.top)
    expect(loss.y).toBeCloseTo(chart.zeroY, 2)
    expect(loss.height).toBeCloseTo(chart.bars[0]!.height * 2, 1)
    expect(chart.ticks.map((tick) => tick.value)).toContain(0)
    expect(chart.ticks[0]!.y).toBe(chart.plot.bottom)
    expect(chart.ticks.at(-1)!.y).toBe(chart.plot.top)
  })

  it('gives a zero value no height and puts ticks top to bottom in order', () => {
    const chart = barChart({ categoryCount: 2, series: [{ key: 'dps', values: [0, 1.05] }] })
    expect(chart.bars[0]!.height).toBe(0)
    const ys = chart.ticks.map((tick) => tick.y)
    expect([...ys].sort((a, b) => b - a)).toEqual(ys)
  })
})
