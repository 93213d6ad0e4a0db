import { quoteChange, roundTo2 } from './quoteFigures'

describe('quoteChange', () => {
  it('is the difference to the previous close and its share of it, to two decimals', () => {
    expect(quoteChange(17.9, 18.2)).toEqual({
      change: -0.3,
      changePercent: -1.65,
      direction: 'down',
    })
    expect(quoteChange(24.3, 24.1)).toEqual({ change: 0.2, changePercent: 0.83, direction: 'up' })
    expect(quoteChange(26.25, 25.5)).toEqual({
      change: 0.75,
      changePercent: 2.94,
      direction: 'up',
    })
  })

  it('says unchanged for no move, and has no percent without a previous close', () => {
    expect(quoteChange(18.2, 18.2)).toEqual({ change: 0, changePercent: 0, direction: 'unchanged' })
    expect(quoteChange(1.5, 0)).toEqual({ change: 1.5, changePercent: null, direction: 'up' })
  })

  it('rounds halves away from zero and never gives −0', () => {
    expect(roundTo2(1.005)).toBe(1.01)
    expect(roundTo2(-1.005)).toBe(-1.01)
    expect(Object.is(roundTo2(-0.001), 0)).toBe(true)
  })
})
