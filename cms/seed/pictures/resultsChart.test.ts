/** @jest-environment node */
import { news } from '../content/news'
import { quarterSeries } from '../content/resultsFigures'
import { seeded } from '../seeded'
import { PALETTES } from '../tones'
import { resultsChart, type ResultsChartSpec } from './resultsChart'

const canvas = {
  width: 460,
  height: 300,
  random: seeded('news-x thumbnail'),
  palette: PALETTES.red,
}

describe('the results chart picture kind', () => {
  it('charts the figures of the period a story reports, in shapes only', () => {
    const story = news.find((item) => item.id === 'news-q3-2026-results')!
    const spec = story.thumbnail.picture as ResultsChartSpec
    expect(spec).toEqual({ kind: 'resultsChart', ...quarterSeries(2026, 3) })
    const svg = resultsChart.draw(spec, canvas)
    expect(svg.match(/<rect /g)).toHaveLength(1 + spec.bars.length)
    expect(svg).not.toMatch(/<text|font-|<image/)
    expect(resultsChart.draw(spec, canvas)).toBe(svg)
  })

  it('draws taller bars for larger sales, from a zero baseline', () => {
    const svg = resultsChart.draw(
      { kind: 'resultsChart', bars: [50, 100, 25], line: [5, 9, 2] },
      canvas,
    )
    const heights = [
      ...svg.matchAll(/<rect x="[^"]+" y="[^"]+" width="[^"]+" height="([^"]+)"/g),
    ].map((match) => Number(match[1]))
    expect(heights[1]).toBeCloseTo(heights[0]! * 2, 0)
    expect(heights[1]).toBeCloseTo(heights[2]! * 4, 0)
  })

  it('names what is wrong with a spec', () => {
    const problems = resultsChart
      .problems({
        kind: 'resultsChart',
        bars: [1, 2],
        line: [1],
        title: 'x',
      } as unknown as ResultsChartSpec)
      .join('\n')
    expect(problems).toMatch(/3 to 8/)
    expect(problems).toMatch(/net profit/)
    expect(problems).toMatch(/title/)
  })
})
