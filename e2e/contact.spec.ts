import type { Page, Request } from '@playwright/test'
import { createLocalEnquiryStore } from '../lib/enquiries/localEnquiryStore'
import { findDocument } from './datasetCopy'
import { expect, test as base } from './fixtures'
import { expectInnerPage, expectNoSeriousA11yViolations } from './pageChecks'
import { CONTACT_FORM_TEXT } from './contactFormText'

interface DatasetOffice {
  isHeadOffice: boolean
  name: { th: string; en: string }
  phone: string
  email: string
}

const TEXT = {
  en: {
    ...CONTACT_FORM_TEXT.en,
    title: 'Contact',
    heading: 'Contact',
    mainOffice: 'Main office',
    sending: 'Sending…',
    nameRequired: 'Please enter your name.',
    consentRequired: /only answer your enquiry with your consent/,
    failure: 'Your enquiry could not be sent',
  },
  th: {
    ...CONTACT_FORM_TEXT.th,
    title: 'ติดต่อเรา',
    heading: 'ติดต่อเรา',
    mainOffice: 'สำนักงานหลัก',
    sending: 'กำลังส่ง…',
    nameRequired: 'กรุณากรอกชื่อ-นามสกุล',
    consentRequired: /เมื่อท่านให้ความยินยอม/,
    failure: 'ส่งข้อความไม่สำเร็จ',
  },
} as const

const test = base.extend<{ refusedWith: number[] }>({
  // Chromium logs every answer of 400 or more as a console error, even one the page handles. A
  // test that has /api/contact refuse on purpose names the status: that message alone is let
  // through, before the shared fixture checks the console.
  refusedWith: [[], { option: true }],
  // Overrides the shared fixture (set up with every page), which checks what is left after this.
  consoleProblems: async ({ consoleProblems, refusedWith }, provide) => {
    await provide(consoleProblems)
    const expected = refusedWith.map(
      (status) =>
        `error: Failed to load resource: the server responded with a status of ${status} `,
    )
    const unexpected = consoleProblems.filter(
      (problem) => !expected.some((prefix) => problem.startsWith(prefix)),
    )
    consoleProblems.splice(0, consoleProblems.length, ...unexpected)
  },
})

// The browser sends enquiries: a visitor of its own to the rate limits.
test.use({ ownRateLimitAddress: true })

/** The enquiries the test server stored (its DATA_DIR is made by playwright.config.ts). */
function storedEnquiries() {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts')
  return createLocalEnquiryStore(dataDir).list()
}

async function fillValidEnquiry(page: Page, lang: 'th' | 'en', marker: string) {
  const text = TEXT[lang]
  await page.getByLabel(text.name, { exact: true }).fill(lang === 'th' ? 'สมหญิง รักดี' : 'Jane Smith')
  await page.getByLabel(text.email, { exact: true }).fill('jane@example.com')
  await page.getByLabel(text.topic).selectOption('export')
  await page
    .getByLabel(text.message, { exact: true })
    .fill(`Export enquiry ${marker}, please call me.`)
  await page.getByLabel(text.consent).check()
}

/** Counts the browser's requests to /api/contact. */
function countEnquiryRequests(page: Page) {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/contact') requests.push(request)
  })
  return requests
}

for (const lang of ['th', 'en'] as const) {
  const text = TEXT[lang]

  test.describe(`/${lang}/contact`, () => {
    test('is an inner page listing every office, the head office first and marked', async ({
      page,
    }) => {
      await expectInnerPage(page, {
        path: '/contact',
        lang,
        title: text.title,
        heading: text.heading,
      })
      const offices = findDocument('siteSettings').offices as DatasetOffice[]
      const head = offices.find((office) => office.isHeadOffice)!
      const cards = page.getByTestId('office')
      await expect(cards).toHaveCount(offices.length)

      const first = cards.first()
      await expect(first.getByRole('heading', { level: 2 })).toHaveText(head.name[lang])
      await expect(first.getByText(text.mainOffice, { exact: true })).toBeVisible()
      await expect(first.getByRole('link', { name: head.phone })).toHaveAttribute(
        'href',
        `tel:${head.phone.replace(/[^\d+]/g, '')}`,
      )
      await expect(first.getByRole('link', { name: head.email })).toHaveAttribute(
        'href',
        `mailto:${head.email}`,
      )
      await expect(first.getByRole('img')).toBeVisible()

      for (const office of offices.filter((candidate) => !candidate.isHeadOffice)) {
        await expect(page.getByRole('heading', { level: 3, name: office.name[lang] })).toBeVisible()
      }
      await expect(cards.nth(1).getByText(text.mainOffice, { exact: true })).toHaveCount(0)
      await expectNoSeriousA11yViolations(page)
    })

    test('an empty form shows every error beside its field and sends nothing', async ({ page }) => {
      const requests = countEnquiryRequests(page)
      await page.goto(`/${lang}/contact`)
      await page.getByRole('button', { name: text.submit }).click()

      const name = page.getByLabel(text.name, { exact: true })
      await expect(name).toBeFocused()
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await expect(name).toHaveAccessibleDescription(text.nameRequired)
      const consent = page.getByLabel(text.consent)
      await expect(consent).toHaveAttribute('aria-invalid', 'true')
      await expect(consent).toHaveAccessibleDescription(text.consentRequired)
      for (const label of [text.email, text.message]) {
        await expect(page.getByLabel(label, { exact: true })).toHaveAttribute(
          'aria-invalid',
          'true',
        )
      }
      await expect(page.getByLabel(text.topic)).toHaveAttribute('aria-invalid', 'true')
      expect(requests).toHaveLength(0)

      // Typing a name clears its message.
      await name.fill('Somchai')
      await expect(name).toHaveAttribute('aria-invalid', 'false')
      await expectNoSeriousA11yViolations(page)
    })

    test('a valid enquiry is stored, confirmed with a toast and the form is emptied', async ({
      page,
    }) => {
      const marker = `${lang}-${Date.now()}`
      await page.goto(`/${lang}/contact`)
      await fillValidEnquiry(page, lang, marker)
      await page.getByRole('button', { name: text.submit }).click()

      await expect(page.getByTestId('toast')).toContainText(text.success)
      await expect(page.getByLabel(text.name, { exact: true })).toHaveValue('')
      await expect(page.getByLabel(text.consent)).not.toBeChecked()

      const stored = (await storedEnquiries()).find((record) =>
        record.fields.message.includes(marker),
      )
      expect(stored).toMatchObject({
        lang,
        fields: { email: 'jane@example.com', topic: 'export', consent: true },
      })
    })

    test.describe('when the server refuses a field', () => {
      test.use({ refusedWith: [400] })

      test("the server's field errors show beside the fields", async ({ page }) => {
        const serverError =
          lang === 'en' ? 'This address cannot receive mail.' : 'อีเมลนี้รับจดหมายไม่ได้'
        await page.route('**/api/contact', (route) =>
          route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'invalid', fieldErrors: { email: serverError } }),
          }),
        )
        await page.goto(`/${lang}/contact`)
        await fillValidEnquiry(page, lang, 'server-400')
        await page.getByRole('button', { name: text.submit }).click()

        const email = page.getByLabel(text.email, { exact: true })
        await expect(email).toBeFocused()
        await expect(email).toHaveAttribute('aria-invalid', 'true')
        await expect(email).toHaveAccessibleDescription(serverError)
        // Nothing was accepted: the visitor's text stays.
        await expect(page.getByLabel(text.name, { exact: true })).not.toHaveValue('')
      })
    })
  })
}

test.describe('sending', () => {
  test('a slow answer shows the pending button and a second click sends nothing more', async ({
    page,
  }) => {
    const requests = countEnquiryRequests(page)
    let answer: () => void = () => {}
    await page.route('**/api/contact', async (route) => {
      await new Promise<void>((resolve) => (answer = resolve))
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"x"}' })
    })
    await page.goto('/en/contact')
    await fillValidEnquiry(page, 'en', 'pending')
    const button = page.getByRole('button', { name: TEXT.en.submit })
    await button.click()
    const pending = page.getByRole('button', { name: TEXT.en.sending })
    await expect(pending).toHaveAttribute('aria-disabled', 'true')
    await pending.click({ force: true })
    expect(requests).toHaveLength(1)
    answer()
    await expect(page.getByTestId('toast')).toContainText(TEXT.en.success)
    expect(requests).toHaveLength(1)
  })

  test.describe('when the store fails', () => {
    test.use({ refusedWith: [503] })

    test('the failure toast shows and what was typed stays', async ({ page }) => {
      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'We could not save your enquiry just now.' }),
        }),
      )
      await page.goto('/en/contact')
      await fillValidEnquiry(page, 'en', 'store-down')
      await page.getByRole('button', { name: TEXT.en.submit }).click()
      const toast = page.getByTestId('toast')
      await expect(toast).toContainText(TEXT.en.failure)
      await expect(toast).toContainText('We could not save your enquiry just now.')
      await expect(page.getByLabel(TEXT.en.name, { exact: true })).toHaveValue('Jane Smith')
    })
  })

  test('the API answers a filled-in honeypot as if accepted but stores nothing', async ({
    request,
  }) => {
    const marker = `honeypot-${Date.now()}`
    const response = await request.post('/api/contact', {
      data: {
        name: 'Robot',
        email: 'robot@example.com',
        topic: 'other',
        message: `Buy cheap things ${marker}`,
        consent: true,
        website: 'https://spam.example',
        lang: 'en',
      },
    })
    expect(response.status()).toBe(201)
    const stored = await storedEnquiries()
    expect(stored.some((record) => record.fields.message.includes(marker))).toBe(false)
  })

  test('the API refuses malformed JSON with 400 and a message', async ({ request }) => {
    const response = await request.post('/api/contact', {
      data: '{"name":',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status()).toBe(400)
    expect(await response.json()).toEqual({ message: expect.stringContaining('JSON') })
  })
})
