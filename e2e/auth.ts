import { expect, type Browser, type Cookie, type Page } from '@playwright/test'
import { uniqueAddress } from './hostilePayloads'
import { waitForHydration } from './hydration'

/** The embedded identity provider's seeded accounts (README). */
export const ACCOUNTS = {
  admin: { email: 'admin@siamharvest.test', password: 'admin-password', name: 'Pimchanok Srisuk' },
  staff: {
    email: 'staff@siamharvest.test',
    password: 'staff-password',
    name: 'Kittipong Chaiyaporn',
  },
} as const

/** Fills in the identity provider's own sign-in form (the page it shows at /interaction/…). */
export async function submitProviderLogin(page: Page, email: string, password: string) {
  await page.locator('#email').fill(email)
  await page.locator('#password').fill(password)
  await page.locator('button[type="submit"]').click()
}

/**
 * Signs in the way a person does: the protected page sends the browser to `/login`, the button
 * to the provider, its form back to `path`. The button signs in from the page's script, so it is
 * pressed once the page has hydrated (the browser tests' navigations wait for that anyway; the
 * bench's do not).
 */
export async function signInAs(page: Page, who: keyof typeof ACCOUNTS, path = '/en/admin') {
  await page.goto(path)
  await expect(page).toHaveURL(/\/login\?/)
  await waitForHydration(page)
  await page
    .getByRole('button', { name: /Sign in with company account|เข้าสู่ระบบด้วยบัญชีบริษัท/ })
    .click()
  await page.waitForURL(/\/interaction\//)
  await submitProviderLogin(page, ACCOUNTS[who].email, ACCOUNTS[who].password)
  await page.waitForURL((url) => url.pathname === new URL(path, 'http://x').pathname)
}

/**
 * The cookies of one session signed in as `who`, for files whose tests are about the console
 * rather than about signing in (e2e/admin.spec.ts and e2e/idp-sign-in.spec.ts sign in each
 * time): signed in once from a context of its own, a visitor of its own to the rate limits.
 */
export async function signedInCookies(
  browser: Browser,
  baseURL: string,
  who: keyof typeof ACCOUNTS,
): Promise<Cookie[]> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  })
  try {
    await signInAs(await context.newPage(), who)
    return await context.cookies()
  } finally {
    await context.close()
  }
}
