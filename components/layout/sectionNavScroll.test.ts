import { rowScrollLeft } from './sectionNavScroll'

// Seven tabs of 100 px with 10 px between them, the first at 14 px from the row's outer start (a
// 2 px border and a 12 px padding before it); the row shows from 2 px to 372 px.
const tabs = Array.from({ length: 7 }, (_, index) => ({
  start: 14 + index * 110,
  end: 14 + index * 110 + 100,
}))
const view = { start: 2, end: 372 }
const scrolled = (left: number) =>
  tabs.map((tab) => ({ start: tab.start - left, end: tab.end - left }))

describe('rowScrollLeft', () => {
  it('leaves the row at its first tab while the current one shows whole', () => {
    expect(rowScrollLeft(tabs, 0, view)).toBe(0)
    expect(rowScrollLeft(tabs, 2, view)).toBe(0)
  })

  it('otherwise brings a tab to the visible edge, the current one whole, none cut at the edge', () => {
    const left = rowScrollLeft(tabs, 6, view)
    const after = scrolled(left)
    expect(after[6]!.end).toBeLessThanOrEqual(view.end)
    expect(after[6]!.start).toBeGreaterThanOrEqual(view.start)
    for (const tab of after) expect(tab.end <= view.start || tab.start >= view.start).toBe(true)
    expect(after.find((tab) => tab.start >= view.start)?.start).toBe(view.start)
    expect(left).toBe(tabs[4]!.start - view.start)
  })

  it('puts a current tab wider than the row at the row’s visible edge', () => {
    expect(rowScrollLeft([tabs[0]!, { start: 124, end: 600 }], 1, view)).toBe(122)
  })

  it('leaves a row without a current tab alone', () => {
    expect(rowScrollLeft(tabs, -1, view)).toBe(0)
  })
})
