/** Where a tab sits in its row, from the row's outer (border-box) start, in CSS pixels. */
export interface TabBox {
  start: number
  end: number
}

/** Where the row's visible part starts and ends, from the same start (past its border). */
export interface RowView {
  start: number
  end: number
}

/**
 * How far a sideways-scrolling row of tabs scrolls so the current tab shows whole: not at all
 * when it already does (the row starts at its first tab), else until the first tab from which
 * the current one fits stands at the row's visible edge, so that edge never cuts a tab in two
 * (not even the row's padding shows a sliver of the tab before).
 */
export function rowScrollLeft(tabs: readonly TabBox[], current: number, view: RowView): number {
  const shown = tabs[current]
  if (!shown || shown.end <= view.end) return 0
  const scrollTo = (tab: TabBox) => tab.start - view.start
  const from = tabs.find((tab, index) => index <= current && shown.end - scrollTo(tab) <= view.end)
  return Math.max(0, scrollTo(from ?? shown))
}
