import { expect, test } from './fixtures'

// The home page's food tiles count the catalogue's products: each tile what the list it opens
// shows, all of them together the whole catalogue (they added up to 50 of 53, the sauces under
// no tile).

const digits = (text: string | null) =>
  [...(text ?? '').matchAll(/\d[\d,]*/g)].map((m) => Number(m[0].replace(/,/g, '')))

for (const lang of ['th', 'en'] as const) {
  test(`the ${lang} home tiles add up to the catalogue, each to the list it opens`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/home`)
    const tiles = page.locator('section:has(#home-lines-title) ul li')
    await expect(tiles).toHaveCount(8)
    const shown: { href: string; count: number }[] = []
    for (const tile of await tiles.all()) {
      const link = tile.getByRole('link')
      shown.push({
        href: (await link.getAttribute('href'))!,
        count: digits(await link.locator('p').last().textContent())[0]!,
      })
    }
    // The summary's last number is the list's total ("Showing 1–12 of 53 products").
    const listed = async () =>
      digits(await page.getByTestId('catalogue-summary').textContent()).at(-1)
    await page.goto(`/${lang}/product-list`)
    const sum = shown.reduce((total, tile) => total + tile.count, 0)
    await expect.poll(listed).toBe(sum)
    for (const tile of shown) {
      await page.goto(tile.href)
      await expect.poll(listed, tile.href).toBe(tile.count)
    }
  })
}
