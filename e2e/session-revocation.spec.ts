import type { Browser, BrowserContext, Page } from '@playwright/test'
import { signInAs } from './auth'
import { expect, test } from './fixtures'

// The browser signs in: a visitor of its own to the rate limits.
test.use({ ownRateLimitAddress: true })

// What the console's core client sends through /api/core.
const CORE_HEADERS = { 'X-Sender': 'Admin', 'X-Business-Unit': 'SHF', Accept: 'application/json' }

/** Another browser holding a copy of `from`'s cookies (the session cookie among them). */
async function copyOfCookies(
  browser: Browser,
  from: BrowserContext,
  baseURL: string | undefined,
): Promise<BrowserContext> {
  const copy = await browser.newContext({ baseURL })
  await copy.addCookies(await from.cookies())
  return copy
}

async function expectSessionUsable(context: BrowserContext) {
  const profile = await context.request.get('/api/core/profile', { headers: CORE_HEADERS })
  expect(profile.status()).toBe(200)
  const page = await context.newPage()
  const response = await page.goto('/en/admin')
  expect(response?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe('/en/admin')
  await page.close()
}

/** Refused by the API with 401 and by the console like an expired sign-in. */
async function expectSessionRefused(context: BrowserContext) {
  const profile = await context.request.get('/api/core/profile', { headers: CORE_HEADERS })
  expect(profile.status()).toBe(401)
  expect(await profile.json()).toEqual({ message: 'SESSION_REVOKED' })
  const page = await context.newPage()
  await page.goto('/en/admin')
  const url = new URL(page.url())
  expect(url.pathname).toBe('/en/login')
  expect(url.searchParams.get('error')).toBe('SessionRequired')
  await page.close()
}

async function logOut(page: Page) {
  await page.goto('/logout')
  await page.waitForURL(/\/th\/home$/)
}

test.describe('revocable sessions', () => {
  test('a session cookie copied before /logout is refused by /api/core and /en/admin', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await signInAs(page, 'admin', '/en/admin')
    await expect(page.getByTestId('dashboard-company')).toBeVisible()
    const copy = await copyOfCookies(browser, context, baseURL)
    await expectSessionUsable(copy)

    await logOut(page)

    await expectSessionRefused(copy)
    await copy.close()
  })

  test('one logout leaves the same user’s other sessions signed in', async ({
    page,
    browser,
    baseURL,
  }) => {
    const other = await browser.newContext({ baseURL })
    const otherPage = await other.newPage()
    await signInAs(otherPage, 'admin', '/en/admin')
    await otherPage.close()

    await signInAs(page, 'admin', '/en/admin')
    await logOut(page)

    await expectSessionUsable(other)
    await other.close()
  })

  test('"sign out everywhere" in the console refuses every session of the user', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const other = await browser.newContext({ baseURL })
    const otherPage = await other.newPage()
    await signInAs(otherPage, 'admin', '/en/admin')
    await otherPage.close()

    await signInAs(page, 'admin', '/en/admin')
    await expect(page.getByTestId('dashboard-company')).toBeVisible()
    const copy = await copyOfCookies(browser, context, baseURL)

    await page.getByTestId('admin-settings-button').click()
    const drawer = page.getByTestId('settings-drawer')
    await drawer.getByRole('button', { name: 'Sign out everywhere' }).click()
    await drawer.getByRole('button', { name: 'Yes, sign out everywhere' }).click()
    await page.waitForURL(/\/th\/home$/)

    await expectSessionRefused(copy)
    await expectSessionRefused(other)
    await copy.close()
    await other.close()
  })
})
