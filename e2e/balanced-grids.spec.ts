import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Card grids never leave one lonely card on their last row (lib/theme/recipes/balancedGrid.ts):
// a short last row is centred, and at three or more to a row a last row of one takes the card
// before it (4 4 1 → 4 3 2). Every list on these pages laid out as a grid of two cards or more is
// checked, the recipe's or not.

const PAGES = [
  '/th/home',
  '/th/investors',
  '/th/contact',
  '/th/about/board-of-director',
  '/en/about/executives',
  '/th/corporate/news',
  '/en/corporate/news?page=2',
  '/th/governance',
  '/en/sustainability/sustainability-development',
  '/th/about/business-overview',
  '/en/about/commitment',
  '/th/business/fresh-meat',
  '/en/business/restaurant',
  '/th/product-list',
]

interface GridRows {
  label: string
  /** The grid's column count (its tracks, at two to a card in the recipe's). */
  columns: number
  width: number
  left: number
  /** Each row of cards, top to bottom: each card's left and right edge. */
  rows: { left: number; right: number }[][]
  isBalanced: boolean
}

/** Every list in the page's main content laid out as a grid of two cards or more, by rows. */
async function gridsOf(page: Page): Promise<GridRows[]> {
  return page.locator('main').evaluate((main) => {
    const grids: GridRows[] = []
    for (const element of main.querySelectorAll<HTMLElement>('ul, ol, dl')) {
      const style = getComputedStyle(element)
      if (style.display !== 'grid') continue
      const cards = [...element.children].filter((child) => {
        const box = child.getBoundingClientRect()
        return box.width > 0 && box.height > 0
      })
      if (cards.length < 2) continue
      const byTop = new Map<number, { left: number; right: number }[]>()
      for (const card of cards) {
        const box = card.getBoundingClientRect()
        const top = Math.round(box.top)
        byTop.set(top, [...(byTop.get(top) ?? []), { left: box.left, right: box.right }])
      }
      const isBalanced = element.classList.contains('balanced-grid')
      const tracks = style.gridTemplateColumns.split(' ').length
      const box = element.getBoundingClientRect()
      grids.push({
        label: `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}`,
        columns: isBalanced ? tracks / 2 : Math.max(...[...byTop.values()].map((r) => r.length)),
        width: box.width,
        left: box.left,
        rows: [...byTop.entries()].sort(([a], [b]) => a - b).map(([, row]) => row),
        isBalanced,
      })
    }
    return grids
  })
}

for (const width of [390, 768, 1024, 1280]) {
  test(`at ${width} px no card grid of three or more columns leaves a lonely card on its last row`, async ({
    page,
  }) => {
    test.slow()
    await page.setViewportSize({ width, height: 900 })
    for (const path of PAGES) {
      await page.goto(path)
      for (const grid of await gridsOf(page)) {
        const where = `${path} ${grid.label} at ${width} px`
        const counts = grid.rows.map((row) => row.length)
        if (grid.columns >= 3) expect(counts.at(-1), `${where}: ${counts}`).toBeGreaterThan(1)
        if (!grid.isBalanced) continue
        // A short row of the recipe is centred: as much room on its left as on its right.
        for (const row of grid.rows) {
          if (row.length === grid.columns) continue
          const before = row[0]!.left - grid.left
          const after = grid.left + grid.width - row.at(-1)!.right
          expect(Math.abs(before - after), `${where}: a short row centred`).toBeLessThan(2)
        }
      }
    }
  })
}

test.describe('at 1280 px', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 1280, height: 900 }))

  const rowsOf = async (page: Page, list: string) =>
    (await gridsOf(page))
      .filter((grid) => grid.isBalanced)
      .find((grid) => grid.label.startsWith(list))
      ?.rows.map((row) => row.length)

  test('the nine directors sit 4 3 2, the five key figures 3 2, the ten news of page 2 3 3 2 2', async ({
    page,
  }) => {
    await page.goto('/th/about/board-of-director')
    expect(await rowsOf(page, 'ul')).toEqual([4, 3, 2])
    await page.goto('/en/governance')
    expect(await rowsOf(page, 'dl')).toEqual([3, 2])
    await page.goto('/th/corporate/news?page=2')
    expect(await rowsOf(page, 'ul')).toEqual([3, 3, 2, 2])
  })

  test('a line with one expert shows the card in the middle of its row', async ({ page }) => {
    await page.goto('/en/business/restaurant')
    const expert = page.getByTestId('business-expert')
    await expect(expert).toHaveCount(1)
    const card = (await expert.boundingBox())!
    const row = (await expert.locator('xpath=..').boundingBox())!
    expect(Math.abs(card.x - row.x - (row.x + row.width - card.x - card.width))).toBeLessThan(2)
  })

  test('the home food tiles lay out 3 3 2 at tablet width and 4 4 from 1024 px', async ({
    page,
  }) => {
    for (const [width, rows] of [
      [390, [2, 2, 2, 2]],
      [768, [3, 3, 2]],
      [1024, [4, 4]],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/th/home')
      const tiles = page.locator('section:has(#home-lines-title) ul li')
      await expect(tiles).toHaveCount(8)
      const tops = await tiles.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      )
      const counts = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length)
      expect(counts, `at ${width} px`).toEqual(rows)
    }
  })
})
