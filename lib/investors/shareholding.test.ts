import type { Shareholder } from './investors'
import { listedPercentage, ringSegments, shareholdingSlices } from './shareholding'

const holder = (id: string, percentage: number): Shareholder => ({
  _id: id,
  name: id,
  shares: percentage * 1_000_000,
  percentage,
  asOf: '2026-03-15',
  sharesLabel: String(percentage * 1_000_000),
  percentageLabel: `${percentage}%`,
})

const holders = [
  holder('a', 31),
  holder('b', 9.5),
  holder('c', 7.66),
  holder('d', 3.7),
  holder('e', 2.1),
  holder('f', 1.89),
  holder('g', 1.54),
  holder('h', 0.62),
]

describe('shareholdingSlices', () => {
  it('draws the largest holders one by one, the other listed ones together, then the rest', () => {
    const slices = shareholdingSlices(holders)
    expect(slices.map((slice) => slice.key)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'other-major',
      'rest',
    ])
    expect(slices[5]).toEqual({
      kind: 'otherMajor',
      key: 'other-major',
      count: 3,
      percentage: 4.05,
    })
    expect(slices[6]).toEqual({ kind: 'rest', key: 'rest', percentage: 41.99 })
  })

  it('adds up to 100 percent', () => {
    const total = shareholdingSlices(holders).reduce((sum, slice) => sum + slice.percentage, 0)
    expect(total).toBeCloseTo(100, 6)
  })

  it('leaves out empty groups', () => {
    expect(shareholdingSlices(holders.slice(0, 3)).map((slice) => slice.kind)).toEqual([
      'holder',
      'holder',
      'holder',
      'rest',
    ])
    expect(shareholdingSlices([holder('all', 100)]).map((slice) => slice.kind)).toEqual(['holder'])
  })

  it('sums the listed holders to two decimals', () => {
    expect(listedPercentage(holders)).toBe(58.01)
  })
})

describe('ringSegments', () => {
  it('places each slice after the previous one, with a gap, on a ring of 100', () => {
    const segments = ringSegments(
      [
        { key: 'a', percentage: 50 },
        { key: 'b', percentage: 30 },
        { key: 'c', percentage: 20 },
      ],
      1,
    )
    expect(segments).toEqual([
      { key: 'a', length: 49, offset: 0 },
      { key: 'b', length: 29, offset: 50 },
      { key: 'c', length: 19, offset: 80 },
    ])
  })

  it('keeps a tiny slice visible and a single slice whole', () => {
    expect(
      ringSegments([
        { key: 'a', percentage: 99.9 },
        { key: 'b', percentage: 0.1 },
      ])[1]!.length,
    ).toBe(0.2)
    expect(ringSegments([{ key: 'a', percentage: 40 }])).toEqual([
      { key: 'a', length: 100, offset: 0 },
    ])
    expect(ringSegments([])).toEqual([])
  })
})
