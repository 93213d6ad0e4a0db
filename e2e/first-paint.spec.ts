import { expect, test } from './fixtures'

// The first screen is shown before any script is fetched or run (lib/page/pageScriptLoader.ts):
// the HTML names its scripts in inert data blocks, and the loader starts them after the
// browser's first contentful paint.
const PAGES = ['/th/home', '/en/product-list', '/en/investors/dividend']

for (const path of PAGES) {
  test(`${path} paints before its scripts load, then hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path)).text()
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
    expect(html).toMatch(/<script type="text\/plain" data-page-script="\/_next\/static\//)

    await page.goto(path)
    // Hydrated: React's fiber is on the header's first button (search or menu), which always
    // hydrates.
    await expect
      .poll(() =>
        page
          .locator('header button')
          .first()
          .evaluate((element) =>
            Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
          ),
      )
      .toBe(true)
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scriptFetches: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }))
    expect(timing.firstContentfulPaint).toBeDefined()
    expect(timing.scriptFetches.length).toBeGreaterThan(3)
    for (const start of timing.scriptFetches) {
      expect(start).toBeGreaterThanOrEqual(timing.firstContentfulPaint!)
    }
  })
}
