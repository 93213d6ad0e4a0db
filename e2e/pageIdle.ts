import type { Page } from '@playwright/test'

/** Waits for `periods` idle periods of the page's browser, one after the other. */
export async function idlePeriods(page: Page, periods = 1): Promise<void> {
  for (let round = 0; round < periods; round += 1) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  }
}

/**
 * Waits until the page has loaded, the browser has been idle three times, and what it sent then
 * has arrived: the analytics client loads when the browser is idle and counts the view at once.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await idlePeriods(page, 3)
  await page.waitForLoadState('networkidle')
}

/**
 * The visitor switches to another tab: the page turns hidden, and web-vitals reports what it
 * holds. Headless Chromium has no other tab to show, so the page is told it is hidden.
 */
export async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  })
}
