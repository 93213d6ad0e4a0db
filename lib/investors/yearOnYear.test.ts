import { yearOnYearChange } from './yearOnYear'

describe('yearOnYearChange', () => {
  it('is the change relative to the earlier year, to one decimal', () => {
    // The results news: sales 142,310 → 151,860 "up 6.7%", net profit 12,684 → 13,950 "up 10.0%".
    expect(yearOnYearChange(151_860, 142_310)).toEqual({
      kind: 'percent',
      direction: 'up',
      percent: 6.7,
    })
    expect(yearOnYearChange(13_950, 12_684)).toEqual({
      kind: 'percent',
      direction: 'up',
      percent: 10,
    })
    expect(yearOnYearChange(10_450, 11_760)).toEqual({
      kind: 'percent',
      direction: 'down',
      percent: 11.1,
    })
  })

  it('rounds half away from zero and calls a change under 0.05% unchanged', () => {
    expect(yearOnYearChange(100.25, 100)).toEqual({
      kind: 'percent',
      direction: 'up',
      percent: 0.3,
    })
    expect(yearOnYearChange(100.04, 100)).toEqual({
      kind: 'percent',
      direction: 'unchanged',
      percent: 0,
    })
    expect(yearOnYearChange(5, 5)).toEqual({ kind: 'percent', direction: 'unchanged', percent: 0 })
  })

  it('measures against the size of a loss: a smaller loss is up', () => {
    expect(yearOnYearChange(-50, -200)).toEqual({ kind: 'percent', direction: 'up', percent: 75 })
    expect(yearOnYearChange(-300, -200)).toEqual({
      kind: 'percent',
      direction: 'down',
      percent: 50,
    })
  })

  it('gives no percentage from zero or across zero, only the direction', () => {
    expect(yearOnYearChange(10, 0)).toEqual({ kind: 'notMeaningful', direction: 'up' })
    expect(yearOnYearChange(0, 0)).toEqual({ kind: 'notMeaningful', direction: 'unchanged' })
    expect(yearOnYearChange(120, -40)).toEqual({ kind: 'notMeaningful', direction: 'up' })
    expect(yearOnYearChange(-40, 120)).toEqual({ kind: 'notMeaningful', direction: 'down' })
  })

  it('falls to zero as a 100% fall', () => {
    expect(yearOnYearChange(0, 80)).toEqual({ kind: 'percent', direction: 'down', percent: 100 })
  })

  it('has nothing to compare for the first year', () => {
    expect(yearOnYearChange(1, undefined)).toEqual({ kind: 'none' })
    expect(yearOnYearChange(1, Number.NaN)).toEqual({ kind: 'none' })
  })
})
