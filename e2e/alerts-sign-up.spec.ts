import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { uniqueAddress } from './hostilePayloads'
import { expectNoSeriousA11yViolations } from './pageChecks'

/*
 * The alerts' sign-up form on the site the other tests use (no SMTP server: the e-mails stay in
 * the core service's outbox), in both languages, with and without script; bad input and forged
 * links answered with a page that says what is wrong. The e-mails themselves: alerts-email.spec.ts.
 */

const TEXTS = {
  en: {
    heading: 'E-mail alerts',
    email: 'E-mail address',
    consent: /I agree/,
    submit: 'Sign up',
    sent: 'Check your inbox',
    badEmail: 'Enter an e-mail address such as name@example.com.',
    badLink: 'This link does not work',
    results: 'Financial results',
  },
  th: {
    heading: 'รับข่าวสารทางอีเมล',
    email: 'อีเมล',
    consent: /ข้าพเจ้ายินยอม/,
    submit: 'สมัครรับข่าวสาร',
    sent: 'กรุณาตรวจสอบกล่องจดหมาย',
    badEmail: 'กรอกอีเมล เช่น name@example.com',
    badLink: 'ลิงก์นี้ใช้ไม่ได้',
    results: 'ผลการดำเนินงาน',
  },
} as const

/** Each test signs up as a visitor of its own (the sign-up is limited per client address). */
async function ownAddress(context: BrowserContext) {
  const address = uniqueAddress()
  await context.route(
    (url) => url.pathname.includes('/alerts'),
    (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  )
}

async function fillAndSend(page: Page, lang: 'th' | 'en', address: string) {
  const text = TEXTS[lang]
  await page.getByLabel(text.email, { exact: true }).fill(address)
  await page.getByRole('checkbox', { name: text.results }).check()
  await page.getByRole('checkbox', { name: text.consent }).check()
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === 'POST'),
    page.getByRole('button', { name: text.submit }).click(),
  ])
  expect(response.status()).toBe(200)
  await expect(page.getByTestId('alert-sign-up-sent')).toContainText(text.sent)
  await expect(page.getByTestId('alert-sign-up-sent')).toContainText(address)
}

for (const lang of ['th', 'en'] as const) {
  const text = TEXTS[lang]

  test.describe(`alerts sign-up (${lang})`, () => {
    test('the form, accessible, signs up with script', async ({ page, context }) => {
      await ownAddress(context)
      const response = await page.goto(`/${lang}/alerts`)
      expect(response?.status()).toBe(200)
      expect(response?.headers()['cache-control']).toBe('private, no-store')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading)
      await expectNoSeriousA11yViolations(page)
      await fillAndSend(page, lang, `reader-${lang}-${Date.now()}@example.com`)
    })

    test('signs up without script', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      await ownAddress(context)
      const page = await context.newPage()
      await page.goto(`/${lang}/alerts`)
      await fillAndSend(page, lang, `no-script-${lang}-${Date.now()}@example.com`)
      await context.close()
    })

    test('a malformed address is a 400 with the form again; a forged link a 400 page', async ({
      request,
      baseURL,
    }) => {
      const answer = await request.post(`/${lang}/alerts`, {
        headers: { origin: new URL(baseURL!).origin },
        form: { email: 'someone@', lang, topics: 'results', consent: 'yes' },
      })
      expect(answer.status()).toBe(400)
      const html = await answer.text()
      expect(html).toContain(text.badEmail)
      expect(html).toContain('value="someone@"')
      const hostile = await request.post(`/${lang}/alerts`, {
        headers: { origin: new URL(baseURL!).origin },
        form: {
          email: '"><script>alert(1)</script>@x.co',
          lang,
          topics: 'results',
          consent: 'yes',
        },
      })
      expect(hostile.status()).toBe(400)
      expect(await hostile.text()).not.toContain('<script>alert(1)')
      const huge = await request.post(`/${lang}/alerts`, {
        headers: { origin: new URL(baseURL!).origin },
        form: { email: 'a@example.com', topics: 'x'.repeat(10_000) },
      })
      expect(huge.status()).toBe(413)
      const crossSite = await request.post(`/${lang}/alerts`, {
        headers: { origin: 'https://evil.example' },
        form: { email: 'victim@example.com', lang, topics: 'results', consent: 'yes' },
      })
      expect(crossSite.status()).toBe(403)

      const forged = await request.get(`/${lang}/alerts/confirm?token=a1.e30.AAAA`)
      expect(forged.status()).toBe(400)
      expect(await forged.text()).toContain(text.badLink)
      const none = await request.post(`/${lang}/alerts/unsubscribe`, {
        headers: { origin: new URL(baseURL!).origin },
      })
      expect(none.status()).toBe(400)
    })
  })
}
