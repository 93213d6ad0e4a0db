import { expect, test } from './fixtures'

// Card grids never leave one lonely card on their last row (lib/theme/recipes/balancedGrid.ts):
// a last card alone on its row spans the row. The home page's food tiles lay out 3/3/2 at
// tablet width and four to a row from 1024 px.

const GRIDS = [
  { name: 'home section cards', path: '/th/home', list: 'section:has(#home-sections-title) ul' },
  { name: 'home food tiles', path: '/th/home', list: 'section:has(#home-lines-title) ul' },
  { name: 'investor page cards', path: '/th/investors', list: '[data-print-hide] ul' },
  {
    name: 'contact offices',
    path: '/th/contact',
    list: 'section[aria-labelledby="contact-offices-heading"] ul',
  },
]

for (const width of [390, 768, 1024, 1280]) {
  test(`at ${width} px no card grid leaves a lonely card on its last row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const grid of GRIDS) {
      await page.goto(grid.path)
      const rows = await page
        .locator(grid.list)
        .first()
        .evaluate((list) => {
          const byTop = new Map<number, number[]>()
          for (const card of list.children) {
            const box = card.getBoundingClientRect()
            byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), box.width])
          }
          return { width: list.getBoundingClientRect().width, rows: [...byTop.values()] }
        })
      const last = rows.rows.at(-1)!
      if (last.length === 1) {
        expect(last[0], `${grid.name}: its last card spans the row`).toBeCloseTo(rows.width, 0)
      }
      if (grid.name === 'home food tiles') {
        // Full rows of two, three from 744 px (3/3/2 for eight), four from 1024 px.
        const columns = width >= 1024 ? 4 : width >= 744 ? 3 : 2
        const count = rows.rows.flat().length
        const expected = Array.from({ length: Math.ceil(count / columns) }, (_, row) =>
          Math.min(columns, count - row * columns),
        )
        expect(
          rows.rows.map((row) => row.length),
          `${grid.name} at ${width} px`,
        ).toEqual(expected)
      }
    }
  })
}
