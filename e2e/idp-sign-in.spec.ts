import { expect, test } from './fixtures'

// The browser signs in: a visitor of its own to the rate limits.
test.use({ ownRateLimitAddress: true })

// The embedded identity provider's sign-in page, reached from the site's /th/login and
// /en/login: in the language the site asked for (ui_locales), in the site's typeface served by
// the provider itself, and every message in that language. Its CSP holds: a blocked font or
// style would be a console error, which fails the test (fixtures.ts).

const PAGES = {
  th: {
    button: 'เข้าสู่ระบบด้วยบัญชีบริษัท',
    title: 'เข้าสู่ระบบ',
    email: 'อีเมล',
    wrongPassword: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
  },
  en: {
    button: 'Sign in with company account',
    title: 'Sign in',
    email: 'E-mail',
    wrongPassword: 'The e-mail or password is incorrect.',
  },
} as const

for (const lang of ['th', 'en'] as const) {
  test(`/${lang}/login leads to the provider's sign-in page in ${lang}, in the site font`, async ({
    page,
  }) => {
    const text = PAGES[lang]
    await page.goto(`/${lang}/login`)
    const authorize = page.waitForRequest((request) => request.url().includes('/authorize?'))
    const thaiFont = page.waitForResponse((response) =>
      /\/assets\/fonts\/.*-thai\.woff2$/.test(response.url()),
    )
    await page.getByRole('button', { name: text.button }).click()
    expect(new URL((await authorize).url()).searchParams.get('ui_locales')).toBe(lang)
    await page.waitForURL(/\/interaction\//)

    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
    await expect(page.getByLabel(text.email)).toBeVisible()
    // The typeface: its Thai file came from the provider and is in use.
    expect((await thaiFont).status()).toBe(200)
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready
      const h1 = document.querySelector('h1')!
      return {
        family: getComputedStyle(h1).fontFamily,
        loaded: [...document.fonts]
          .filter((face) => face.family.includes('Noto Sans Thai Variable'))
          .map((face) => face.status),
      }
    })
    expect(fonts.family).toMatch(/^['"]?Noto Sans Thai Variable/)
    expect(fonts.loaded).toContain('loaded')
    // The logo is the site's, drawn inline.
    await expect(page.locator('.brand svg rect')).toHaveAttribute('fill', /brand-600/)

    await page.locator('#email').fill(`nobody-${lang}@siamharvest.test`)
    await page.locator('#password').fill('not-the-password')
    await page.locator('button[type="submit"]').click()
    await expect(page.getByRole('alert')).toHaveText(text.wrongPassword)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
  })
}
