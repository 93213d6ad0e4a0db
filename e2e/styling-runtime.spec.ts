import type { APIRequestContext } from '@playwright/test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { referencedScripts } from '../scripts/pageJavaScript.mjs'
import { expect, test } from './fixtures'

// Public pages are styled at build time: Chakra's runtime (Emotion) arrives only with the first
// overlay. Strings that only Emotion and Chakra's styled system carry, minified or not.
const RUNTIME_MARKERS = [
  'data-emotion', // Emotion's style elements (@emotion/cache, @emotion/react)
  '__EMOTION_TYPE_PLEASE_DO_NOT_USE__', // Emotion's JSX (@emotion/react)
  'chakra-theme', // the CSS variable root of Chakra's createSystem
]

// No i18next in a public page's browser code (lib/i18n/useTranslation.tsx reads the strings):
// strings each package's own code carries, minified or not, with a file of the package that
// holds it, so the test shows each marker would find its package.
const I18NEXT_MARKERS = [
  { marker: 'backendConnector', file: 'i18next/dist/esm/i18next.js' },
  { marker: 'react-i18next::', file: 'react-i18next/dist/es/utils.js' },
  { marker: 'appWithTranslation', file: 'next-i18next/dist/pagesRouter/appWithTranslation.mjs' },
]

const PUBLIC_PAGES = [
  '/th/home',
  '/en/home',
  '/th/products/bbq-pork-buns',
  '/en/product-list',
  '/th/corporate/news',
  '/en/corporate/press',
  '/en/investors/dividend',
  '/th/login',
  '/en/contact',
  '/th/about/board-of-director',
  '/en/search?q=chicken',
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
  test('the i18next markers are in the packages they stand for', () => {
    for (const { marker, file } of I18NEXT_MARKERS) {
      const source = readFileSync(path.join(process.cwd(), 'node_modules', file), 'utf8')
      expect(source.includes(marker), `${marker} in ${file}`).toBe(true)
    }
  })

  for (const pagePath of PUBLIC_PAGES) {
    test(`${pagePath} carries no Chakra or Emotion runtime, and no i18next`, async ({
      request,
    }) => {
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
        for (const { marker } of I18NEXT_MARKERS) {
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
