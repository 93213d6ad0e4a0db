import type { Cookie, Page } from '@playwright/test'
import { signedInCookies } from './auth'
import { expect, test } from './fixtures'
import { uniqueAddress } from './hostilePayloads'
import { expectNoSeriousA11yViolations } from './pageChecks'

/*
 * The console's Alerts page on the embedded default (no SMTP server): a sign-up's confirmation
 * e-mail is in the outbox, shown as the subscriber would get it; a PDPA request finds the address
 * and deletes it everywhere, the outbox included.
 */

let adminCookies: Cookie[]

// The open message is asked for once more after its address is deleted: that 404 is the answer
// that sends the view back to the list.
test.use({ ignoreFailedResources: true })

test.beforeAll(async ({ browser }, testInfo) => {
  adminCookies = await signedInCookies(browser, testInfo.project.use.baseURL!, 'admin')
})

async function openAsAdmin(page: Page, path: string) {
  await page.context().addCookies(adminCookies)
  await page.goto(path)
  await expect(page).toHaveURL((url) => url.pathname === path)
}

const TEXT = {
  en: {
    heading: 'Alerts',
    open: 'Open',
    subject: 'Please confirm your e-mail alerts',
    button: 'Confirm my subscription',
    email: 'E-mail address',
    find: 'Find',
    delete: 'Delete this address',
    confirm: 'Delete for good',
    deleted: 'Address deleted',
  },
  th: {
    heading: 'แจ้งเตือนทางอีเมล',
    open: 'เปิด',
    subject: 'ยืนยัน',
    button: 'ยืนยันการสมัคร',
    email: 'อีเมล',
    find: 'ค้นหา',
    delete: 'ลบอีเมลนี้',
    confirm: 'ลบถาวร',
    deleted: 'ลบอีเมลแล้ว',
  },
} as const

for (const lang of ['en', 'th'] as const) {
  test(`the Alerts page shows the kept e-mail and deletes an address everywhere (${lang})`, async ({
    page,
    request,
    baseURL,
    consoleProblems,
  }) => {
    test.setTimeout(90_000)
    const text = TEXT[lang]
    const address = `console-${lang}-${Date.now()}@example.org`
    const signUp = await request.post(`/${lang}/alerts`, {
      headers: { origin: new URL(baseURL!).origin, 'x-forwarded-for': uniqueAddress() },
      form: { email: address, lang, topics: 'results', consent: 'yes' },
    })
    expect(signUp.status()).toBe(200)

    await openAsAdmin(page, `/${lang}/admin/alerts`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading)
    const outbox = page.getByTestId('alerts-outbox')
    // The dispatcher sends the confirmation within seconds; the list is read when the page opens.
    await expect(async () => {
      await page.reload()
      await expect(outbox.getByRole('row', { name: new RegExp(address) })).toBeVisible({
        timeout: 2_000,
      })
    }).toPass({ timeout: 30_000 })
    await expectNoSeriousA11yViolations(page)
    const row = outbox.getByRole('row', { name: new RegExp(address) })
    await expect(row).toContainText(text.subject)
    await row.getByRole('button', { name: new RegExp(`^${text.open}`) }).click()
    const message = page.getByTestId('outbox-message')
    await expect(message.getByTestId('outbox-text')).toContainText('/alerts/confirm?token=')
    // As the e-mail shows it, in a sandboxed frame (read from its srcdoc: a test reaching into
    // a frame without scripts makes Chromium log blocked scripts).
    await expect(message.getByTestId('outbox-html')).toHaveAttribute('sandbox', '')
    await expect(message.getByTestId('outbox-html')).toHaveAttribute(
      'srcdoc',
      new RegExp(`>${text.button}<`),
    )

    const pdpa = page.getByTestId('alerts-pdpa')
    await pdpa.getByLabel(text.email).fill(address)
    await pdpa.getByRole('button', { name: text.find }).click()
    await expect(pdpa.getByTestId('pdpa-record')).toContainText(address)
    await pdpa.getByRole('button', { name: text.delete }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: text.confirm }).click()
    await expect(page.getByText(text.deleted).first()).toBeVisible()
    await page.reload()
    await expect(page.getByTestId('alerts-outbox')).not.toContainText(address)
    // Chromium may log that the sandbox refused a script in the message's frame: the test
    // harness's own, injected into every frame (the e-mail has none). The refusal is the
    // sandbox working, not a fault of the page.
    const sandboxed = /^error: Blocked script execution in 'about:srcdoc'/
    consoleProblems.splice(
      0,
      consoleProblems.length,
      ...consoleProblems.filter((problem) => !sandboxed.test(problem)),
    )
  })
}
