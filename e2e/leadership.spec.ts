import { expect, test } from './fixtures'

// The leadership page's two letters (the chairman's, the chief executive's) side by side on a
// wide screen: one under the other at a reading measure, they left the right half empty.

for (const lang of ['th', 'en'] as const) {
  test(`at 1280 px the ${lang} leadership page uses its width`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`/${lang}/about/leadership`)
    // The letters: sections headed by their own h2 (a call to action's heading sits deeper).
    const letters = page.locator('main section:has(> h2)')
    await expect(letters).toHaveCount(2)
    const chairman = (await letters.nth(0).boundingBox())!
    const ceo = (await letters.nth(1).boundingBox())!
    // Side by side: the same top, the second in the right half.
    expect(Math.abs(chairman.y - ceo.y)).toBeLessThan(2)
    expect(ceo.x).toBeGreaterThan(640)
    expect(ceo.x + ceo.width).toBeGreaterThan(1280 * 0.85)
    // The text fills its column: its paragraphs reach past the middle of the page.
    const rightmost = await letters
      .nth(1)
      .locator('p')
      .evaluateAll((paragraphs) =>
        Math.max(...paragraphs.map((p) => p.getBoundingClientRect().right)),
      )
    expect(rightmost).toBeGreaterThan(1280 * 0.8)
  })

  test(`at 390 px the ${lang} letters stack and nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/${lang}/about/leadership`)
    const letters = page.locator('main section:has(> h2)')
    await expect(letters).toHaveCount(2)
    const chairman = (await letters.nth(0).boundingBox())!
    const ceo = (await letters.nth(1).boundingBox())!
    expect(ceo.y).toBeGreaterThan(chairman.y + chairman.height - 1)
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(sideways).toBe(0)
  })
}
