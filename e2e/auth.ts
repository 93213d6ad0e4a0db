import { expect, type Page } from '@playwright/test'

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
 * to the provider, its form back to `path`.
 */
export async function signInAs(page: Page, who: keyof typeof ACCOUNTS, path = '/en/admin') {
  await page.goto(path)
  await expect(page).toHaveURL(/\/login\?/)
  await page
    .getByRole('button', { name: /Sign in with company account|เข้าสู่ระบบด้วยบัญชีบริษัท/ })
    .click()
  await page.waitForURL(/\/interaction\//)
  await submitProviderLogin(page, ACCOUNTS[who].email, ACCOUNTS[who].password)
  await page.waitForURL((url) => url.pathname === new URL(path, 'http://x').pathname)
}
