#!/usr/bin/env node
// Full-page screenshots of the pages that show the site's look, in both languages at a phone's
// and a desktop's width, so a change of how styles are made can be compared pixel by pixel
// (scripts/visual/compare.mjs). Run against a started site:
//
//   node scripts/visual/screenshots.mjs http://127.0.0.1:3000 /tmp/shots-before
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_FLAGS } from '../chromium.mjs'
import { VISUAL_PAGES, VISUAL_WIDTHS } from './pages.mjs'

const [baseURL, outDir] = process.argv.slice(2)
if (!baseURL || !outDir) {
  console.error('usage: node scripts/visual/screenshots.mjs <base URL> <output folder>')
  process.exit(2)
}
mkdirSync(outDir, { recursive: true })

// A stored cookie choice (all accepted), so the consent banner covers nothing.
const consent = encodeURIComponent(
  JSON.stringify({
    version: 1,
    timestamp: '2026-01-01T00:00:00.000Z',
    categories: { necessary: true, analytics: true, marketing: true },
  }),
)

// Quiet network, or 5 s: the 404 page keeps a request open (Next's router checks the route).
const settle = (page) => page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {})

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: OFFLINE_CHROMIUM_FLAGS,
})
try {
  for (const width of VISUAL_WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    })
    await context.addCookies([{ name: 'cookie_consent', value: consent, url: baseURL }])
    const page = await context.newPage()
    for (const lang of ['th', 'en']) {
      for (const { name, path: pagePath } of VISUAL_PAGES) {
        await page.goto(`${baseURL}/${lang}${pagePath}`, { waitUntil: 'load' })
        await settle(page)
        // Lazy pictures load once they are near the viewport: scroll through the page first.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y)
            await new Promise((resolve) => setTimeout(resolve, 60))
          }
          window.scrollTo(0, 0)
        })
        await settle(page)
        await page.evaluate(() => document.fonts.ready)
        const file = path.join(outDir, `${name}-${lang}-${width}.png`)
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
        console.log(file)
      }
    }
    await context.close()
  }
} finally {
  await browser.close()
}
