/** Where a tab sits in its row, from the row's outer (border-box) start, in CSS pixels. */
export interface TabBox {
  start: number
  end: number
}

/**
 * How far a sideways-scrolling row of tabs scrolls so the current tab shows whole: not at all
 * when it already does (the row starts at its first tab), else to the start of the first tab
 * from which the current one fits, so the row's left edge never cuts a tab in two. `visibleEnd`:
 * where the row's visible part ends, from the same start (its border and its inner width).
 */
export function rowScrollLeft(
  tabs: readonly TabBox[],
  current: number,
  visibleEnd: number,
): number {
  const first = tabs[0]
  const shown = tabs[current]
  if (!first || !shown || shown.end <= visibleEnd) return 0
  // Scrolled to a tab's start, that tab stands where the first one stood.
  const fits = (tab: TabBox) => shown.end - (tab.start - first.start) <= visibleEnd
  const from = tabs.find((tab, index) => index <= current && fits(tab))
  return (from ?? shown).start - first.start
}
