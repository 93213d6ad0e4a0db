import type { APIRequestContext } from '@playwright/test'
import { referencedScripts } from '../scripts/pageJavaScript.mjs'
import { expect, test } from './fixtures'

// Public pages are styled at build time: Chakra's runtime (Emotion) arrives only with the first
// overlay. Strings that only Emotion and Chakra's styled system carry, minified or not.
const RUNTIME_MARKERS = [
  'data-emotion', // Emotion's style elements (@emotion/cache, @emotion/react)
  '__EMOTION_TYPE_PLEASE_DO_NOT_USE__', // Emotion's JSX (@emotion/react)
  'chakra-theme', // the CSS variable root of Chakra's createSystem
]

const PUBLIC_PAGES = [
  '/th/home',
  '/en/home',
  '/th/products/bbq-pork-buns',
  '/en/product-list',
  '/th/corporate/news',
  '/en/investors/dividend',
  '/th/login',
  '/en/no-such-page',
]

async function initialScripts(request: APIRequestContext, html: string) {
  return Promise.all(
    referencedScripts(html).map(async (script) => ({
      script,
      source: await (await request.get(`/_next/${script}`)).text(),
    })),
  )
}

test.describe("a public page's first load", () => {
  for (const pagePath of PUBLIC_PAGES) {
    test(`${pagePath} carries no Chakra or Emotion runtime`, async ({ request }) => {
      const html = await (await request.get(pagePath)).text()
      expect(html).toContain('</html>')
      expect(html).not.toContain('data-emotion')
      const scripts = await initialScripts(request, html)
      expect(scripts.length).toBeGreaterThan(3)
      for (const { script, source } of scripts) {
        expect(source.length, script).toBeGreaterThan(0)
        for (const marker of RUNTIME_MARKERS) {
          expect(source.includes(marker), `${marker} in ${script}`).toBe(false)
        }
      }
    })
  }

  test('the runtime arrives with the first overlay, and its rules with it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/en/home')
    await expect(page.locator('style[data-emotion]')).toHaveCount(0)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await page.locator('style[data-emotion]').count()).toBeGreaterThan(0)
  })
})
