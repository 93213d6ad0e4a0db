import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { createDeliveryLog } from '../lib/enquiries/enquiryForwarder'
import { signInAs } from './auth'
import { expect, test } from './fixtures'

// The browser signs in: a visitor of its own to the rate limits.
test.use({ ownRateLimitAddress: true })

// Issue 16, item 9b: the console's toasts, at the spec's default placement (bottom-left).
type Lang = 'th' | 'en'
const textOf = (lang: Lang, namespace: string) =>
  JSON.parse(readFileSync(`public/locales/${lang}/${namespace}.json`, 'utf8')) as Record<
    string,
    Record<string, string> | string
  >
const fill = (template: unknown, values: Record<string, string>) =>
  String(template).replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '')

/** The toast is in the window's bottom-left corner. */
/**
 * A toast's text as a reader reads it: the console's Thai strings carry invisible word joiners
 * inside compounds (lib/typography/wordJoiners.ts), which the translation files do not.
 */
const shownText = async (toast: Locator) =>
  ((await toast.textContent()) ?? '').replaceAll('\u2060', '')

async function expectBottomLeft(page: Page, toast: Locator) {
  const box = await toast.boundingBox()
  const viewport = page.viewportSize()!
  expect(box).not.toBeNull()
  expect(box!.x).toBeLessThan(40)
  expect(box!.x + box!.width).toBeLessThan(viewport.width / 2)
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 80)
}

// The core call made to fail on purpose logs a failed resource in the console.
test.use({ ignoreFailedResources: true })

for (const lang of ['th', 'en'] as const) {
  test(`in ${lang}, the console says at bottom-left that a status changed, a setting was saved and a core call failed`, async ({
    page,
    request,
  }) => {
    const toasts = textOf(lang, 'adminToasts')
    const admin = textOf(lang, 'admin')
    const consoleText = textOf(lang, 'console')
    const sent = await request.post('/api/contact', {
      data: {
        lang,
        name: 'Toast Check',
        email: 'toast@example.com',
        topic: 'export',
        message: `Toast check ${Date.now()}: do you ship frozen duck?`,
        consent: true,
      },
    })
    expect(sent.status()).toBe(201)
    const { id } = (await sent.json()) as { id: string }
    // The enquiry's page answers 404 until the core service has it: wait for its delivery.
    await expect
      .poll(async () =>
        (await createDeliveryLog(process.env.E2E_DATA_DIR!).list()).some((d) => d.id === id),
      )
      .toBe(true)
    await page.setViewportSize({ width: 1280, height: 800 })
    await signInAs(page, 'admin', `/${lang}/admin/enquiries/${id}`)

    // Status changed.
    await page.locator('#enquiry-status').selectOption('in_progress')
    await page.locator('form button[type="submit"]').click()
    const status = (admin.status as Record<string, string>).in_progress!
    const changed = page.getByTestId('toast').filter({
      hasText: fill(toasts.statusChanged, { status }),
    })
    await expect(changed).toBeVisible()
    await expect(changed).toHaveAttribute('data-type', 'success')
    await expectBottomLeft(page, changed)

    // A failed core call: the change is refused by a 503 on its way to the core service.
    await page.route('**/api/core/enquiries/**', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 503, json: { message: 'CORE_UNAVAILABLE' } })
        : route.continue(),
    )
    await page.locator('form button[type="submit"]').click()
    const failed = page.getByTestId('toast').filter({ hasText: String(toasts.failed) })
    await expect(failed).toBeVisible()
    await expect(failed).toHaveAttribute('data-type', 'error')
    await expect.poll(() => shownText(failed)).toContain(String(toasts.failedDescription))
    await expectBottomLeft(page, failed)

    // Saved preferences.
    await page.getByTestId('admin-settings-button').click()
    await page.locator('input[name="admin-theme"][value="dark"]').check({ force: true })
    const theme = (consoleText.settings as unknown as { theme: Record<string, string> }).theme
    const saved = page
      .getByTestId('toast')
      .filter({ hasText: fill(toasts.themeSaved, { choice: theme.dark! }) })
    await expect(saved).toBeVisible()
    await expect.poll(() => shownText(saved)).toContain(String(toasts.savedDescription))
    await expectBottomLeft(page, saved)
  })
}
