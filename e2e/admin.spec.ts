import { ADMIN_STORAGE_KEYS } from '@/lib/admin/adminStorage'
import { ACCOUNTS, signInAs, submitProviderLogin } from './auth'
import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './pageChecks'

// The browser signs in and sends enquiries: a visitor of its own to the rate limits.
test.use({ ownRateLimitAddress: true })

test.describe('sign-in and the admin console', () => {
  test('an anonymous visitor of /admin is sent to sign-in with SessionRequired and a callbackUrl', async ({
    page,
  }) => {
    await page.goto('/admin/enquiries')
    const url = new URL(page.url())
    expect(url.pathname).toBe('/th/login')
    expect(url.searchParams.get('error')).toBe('SessionRequired')
    expect(url.searchParams.get('callbackUrl')).toBe('/th/admin/enquiries')
    await expect(page.locator('[data-error]')).toHaveText('กรุณาเข้าสู่ระบบเพื่อดูหน้านี้')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('เข้าสู่ระบบ')
    await expectNoSeriousA11yViolations(page)
  })

  test('the sign-in page explains each error in both languages', async ({ page }) => {
    const cases = [
      ['OAuthCallback', 'Signing in with the company account did not complete. Please try again.'],
      ['AccessDenied', 'Your account is not allowed to sign in here.'],
      ['Configuration', /server setting/],
      ['Unheard', 'Sign-in did not work. Please try again.'],
    ] as const
    for (const [error, text] of cases) {
      await page.goto(`/en/login?error=${error}`)
      await expect(page.locator('[data-error]')).toHaveText(text)
    }
    await page.goto('/th/login?error=OAuthCallback')
    await expect(page.locator('[data-error]')).toHaveText(
      'การเข้าสู่ระบบด้วยบัญชีบริษัทไม่สำเร็จ กรุณาลองอีกครั้ง',
    )
  })

  test('an enquiry sent from /en/contact reaches the console, where the admin moves it on', async ({
    page,
  }) => {
    const marker = `Console check ${Date.now()}`
    const sent = await page.request.post('/api/contact', {
      data: {
        lang: 'en',
        name: 'Araya Boonmee',
        email: 'araya@example.com',
        topic: 'export',
        message: `${marker}: do you ship frozen duck to Japan?`,
        consent: true,
      },
    })
    expect(sent.status()).toBe(201)
    const { id } = (await sent.json()) as { id: string }

    await signInAs(page, 'admin', '/en/admin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
    await expect(page.getByTestId('dashboard-company')).toHaveText('Siam Harvest Foods (SHF)')
    await expect(page.getByTestId('dashboard-profile')).toContainText(ACCOUNTS.admin.email)
    await expect(page.locator('[data-count="new"]')).not.toContainText('–')
    await expect(page.getByRole('link', { name: 'Araya Boonmee' }).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.goto(`/en/admin/enquiries?status=new&q=${encodeURIComponent(marker)}`)
    await page.getByRole('link', { name: 'Araya Boonmee' }).click()
    await expect(page).toHaveURL(new RegExp(`/en/admin/enquiries/${id}$`))
    await expect(page.getByTestId('enquiry-message')).toContainText(marker)
    await expectNoSeriousA11yViolations(page)

    await page.getByLabel('New status').selectOption('in_progress')
    await page.getByLabel('Note (optional)').fill('Passed to the export team')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Saved.')).toBeVisible()
    await expect(page.getByTestId('enquiry-history')).toContainText('Passed to the export team')
    await page.reload()
    await expect(page.getByTestId('enquiry-history')).toContainText('In progress')

    await page.goto('/th/admin/enquiries?status=in_progress')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ข้อความติดต่อ')
    await expect(page.getByRole('link', { name: 'Araya Boonmee' })).toBeVisible()
  })

  test('no token reaches the browser: storage keys hold the profile only', async ({ page }) => {
    await signInAs(page, 'admin', '/en/admin')
    await expect(page.getByTestId('dashboard-company')).toBeVisible()
    const storage = await page.evaluate(() => ({ ...window.localStorage }))
    for (const key of ADMIN_STORAGE_KEYS) expect(storage[key], key).toBeTruthy()
    expect(storage.userEmail).toBe(ACCOUNTS.admin.email)
    const everything =
      JSON.stringify(storage) +
      JSON.stringify({ ...(await page.evaluate(() => ({ ...sessionStorage }))) })
    // A JWT (three base64url parts) or a bearer token of any kind.
    expect(everything).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/)
    expect(Object.keys(storage)).not.toContain('accessToken')
    expect(Object.keys(storage)).not.toContain('_tkn')
    const session = await page.request.get('/api/auth/session')
    expect(JSON.stringify(await session.json())).not.toMatch(/eyJ|accessToken|idToken/)
    const cookies = await page.context().cookies()
    expect(
      cookies.find((cookie) => cookie.name.endsWith('next-auth.session-token'))?.httpOnly,
    ).toBe(true)
  })

  test('a signed-in user without the admin role gets 403', async ({ page }) => {
    await signInAs(page, 'staff', '/en/admin')
    const response = await page.reload()
    expect(response?.status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'You do not have access to the admin console',
    )
    await expect(page.getByText(ACCOUNTS.staff.email)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('logout ends both sessions and clears the storage keys, landing on /', async ({ page }) => {
    await signInAs(page, 'admin', '/en/admin')
    await expect(page.getByTestId('dashboard-company')).toBeVisible()
    await page.goto('/logout')
    await page.waitForURL(/\/th\/home$/)
    const storage = await page.evaluate(() => ({ ...window.localStorage }))
    for (const key of ADMIN_STORAGE_KEYS) expect(storage[key], key).toBeUndefined()
    expect(await (await page.request.get('/api/auth/session')).json()).toEqual({})
    // The provider's session ended too: it asks for the password again.
    await page.goto('/en/admin')
    await page.getByRole('button', { name: 'Sign in with company account' }).click()
    await page.waitForURL(/\/interaction\//)
    await expect(page.locator('#password')).toBeVisible()
  })

  test.describe('refusals (the browser logs each 401 as a failed resource)', () => {
    test.use({ ignoreFailedResources: true })

    test('a wrong password is refused by the provider with an error, the right one signs in', async ({
      page,
    }) => {
      await page.goto('/en/admin')
      await page.getByRole('button', { name: 'Sign in with company account' }).click()
      await page.waitForURL(/\/interaction\//)
      await submitProviderLogin(page, ACCOUNTS.admin.email, 'wrong-password')
      await expect(page.getByRole('alert')).toContainText(/password/i)
      await submitProviderLogin(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password)
      await page.waitForURL(/\/en\/admin$/)
      await expect(page.locator('[data-session-status="authenticated"]').first()).toBeAttached()
    })

    test('a 401 from the core service sends the browser to /', async ({ page, context }) => {
      await signInAs(page, 'admin', '/en/admin/enquiries')
      await expect(page.getByTestId('refresh-enquiries')).toBeVisible()
      // The list's own first call must be answered before the cookie goes: a response still in
      // flight would be mistaken for the answer to the click below.
      await page.waitForLoadState('networkidle')
      // The session cookie goes (as when it expires); the page is still open. Its next call
      // reaches the core service without a token, which answers 401 NOT_AUTHORIZED.
      const cookies = await context.cookies()
      await context.clearCookies()
      await context.addCookies(cookies.filter((c) => !c.name.endsWith('next-auth.session-token')))
      // A request sent after this point, so an earlier call's answer cannot be taken for it.
      const sent = page.waitForRequest((r) => r.url().includes('/api/core/enquiries'))
      await page.getByTestId('refresh-enquiries').click()
      expect((await (await sent).response())?.status()).toBe(401)
      await page.waitForURL(/\/th\/home$/)
      // What the core service said, asked again the same way.
      const again = await page.request.get('/api/core/enquiries', {
        headers: { 'X-Sender': 'Admin', 'X-Business-Unit': 'SHF', Accept: 'application/json' },
      })
      expect(again.status()).toBe(401)
      expect(await again.json()).toEqual({ message: 'NOT_AUTHORIZED' })
    })
  })
})
