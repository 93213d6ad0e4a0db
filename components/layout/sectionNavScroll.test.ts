import { rowScrollLeft } from './sectionNavScroll'

// Seven tabs of 100 px with 10 px between them, the first at 14 px from the row's outer start (a
// border and a padding before it); the row shows up to 372 px.
const tabs = Array.from({ length: 7 }, (_, index) => ({
  start: 14 + index * 110,
  end: 14 + index * 110 + 100,
}))

describe('rowScrollLeft', () => {
  it('leaves the row at its first tab while the current one shows whole', () => {
    expect(rowScrollLeft(tabs, 0, 372)).toBe(0)
    expect(rowScrollLeft(tabs, 2, 372)).toBe(0)
  })

  it('otherwise scrolls to the start of a tab, never into one, showing the current tab whole', () => {
    const left = rowScrollLeft(tabs, 6, 372)
    expect(tabs.some((tab) => tab.start - tabs[0]!.start === left)).toBe(true)
    expect(tabs[6]!.end - left).toBeLessThanOrEqual(372)
    expect(left).toBe(tabs[4]!.start - tabs[0]!.start)
  })

  it('puts a current tab wider than the row at the row’s start', () => {
    expect(rowScrollLeft([tabs[0]!, { start: 124, end: 600 }], 1, 372)).toBe(110)
  })

  it('leaves a row without a current tab alone', () => {
    expect(rowScrollLeft(tabs, -1, 372)).toBe(0)
  })
})
