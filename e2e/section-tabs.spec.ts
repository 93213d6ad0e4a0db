import { expect, test } from './fixtures'

// The section's tabs on a phone: one row that scrolls sideways on its own, starting at its first
// tab. It used to scroll every page's tab to 32 px from its edge, which cut the tabs before it
// (the Thai strip at 390 px started clipped). It scrolls now only when the page the visitor is on
// would be out of sight, and then to a tab's start: no tab is cut at its left edge.

const PAGES = [
  '/th/investors',
  '/th/investors/financial-statements',
  '/th/investors/dividend',
  '/th/about/business-overview',
  '/th/about/milestones',
  '/th/about/leadership',
  '/th/about/executives',
  '/th/business/pet-food',
  '/th/governance',
]

test.use({ viewport: { width: 390, height: 844 } })

test('at 390 px in Thai the tabs start whole, the current one in sight, the page never sideways', async ({
  page,
}) => {
  for (const path of PAGES) {
    await page.goto(path)
    const nav = page.getByTestId('section-nav')
    await expect(nav, path).toBeVisible()
    const rows = await nav.locator('ul').evaluateAll((lists) =>
      lists.map((list) => {
        const row = list.getBoundingClientRect()
        const tabs = [...list.children].map((item) => {
          const box = item.getBoundingClientRect()
          return {
            left: box.left,
            right: box.right,
            isCurrent: !!item.querySelector('[aria-current]'),
          }
        })
        return { left: row.left, right: row.right, scrollLeft: list.scrollLeft, tabs }
      }),
    )
    const first = rows[0]!.tabs[0]!
    for (const [index, row] of rows.entries()) {
      const where = `${path}, row ${index + 1}`
      // No tab is cut at the row's left edge: each is wholly left of it or starts inside it.
      for (const tab of row.tabs) {
        expect(tab.right <= row.left + 1 || tab.left >= row.left - 1, where).toBe(true)
      }
      const current = row.tabs.find((tab) => tab.isCurrent)
      if (current) {
        expect(current.left, `${where}: the current tab in sight`).toBeGreaterThanOrEqual(
          row.left - 1,
        )
        expect(current.right, `${where}: the current tab in sight`).toBeLessThanOrEqual(
          row.right + 1,
        )
      }
    }
    // Where the page the visitor is on shows in the first screenful of tabs, the row has not
    // scrolled: it starts at its first tab, inside the viewport.
    const row = rows[0]!
    const current = row.tabs.find((tab) => tab.isCurrent)
    if (!current || current.right + row.scrollLeft <= row.right) {
      expect(row.scrollLeft, path).toBe(0)
      expect(first.left, `${path}: the first tab starts in the viewport`).toBeGreaterThanOrEqual(0)
    }
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(sideways, `${path}: no sideways scroll`).toBe(0)
  }
})

test('on the section’s first page the first tab is whole inside the viewport', async ({ page }) => {
  await page.goto('/th/investors')
  const firstTab = page.getByTestId('section-nav').locator('li').first()
  const box = (await firstTab.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
})
