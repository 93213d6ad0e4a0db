import type { BrowserContext, Page } from '@playwright/test'
import { ACCEPT_ALL, CONSENT_COOKIE, parseConsent } from '@/lib/consent/consent'
import { expect, test } from './fixtures'
import { expectInnerPage, expectNoSeriousA11yViolations } from './pageChecks'
import { idlePeriods } from './pageIdle'

const TEXT = {
  en: {
    banner: 'Cookies on this website',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    choose: 'Choose cookies',
    save: 'Save my choices',
    cookiePolicy: 'Cookie policy',
    privacyNotice: 'Privacy notice',
    necessary: 'Strictly necessary cookies',
    analytics: 'Analytics cookies',
    marketing: 'Marketing cookies',
    settings: 'Your cookie settings',
    saveSettings: 'Save settings',
    saved: 'Cookie settings saved',
    none: 'You have not made a choice yet',
    current: 'Your current choice was saved on',
  },
  th: {
    banner: 'เว็บไซต์นี้ใช้คุกกี้',
    acceptAll: 'ยอมรับทั้งหมด',
    rejectAll: 'ปฏิเสธทั้งหมด',
    choose: 'ตั้งค่าคุกกี้',
    save: 'บันทึกการตั้งค่า',
    cookiePolicy: 'นโยบายคุกกี้',
    privacyNotice: 'ประกาศความเป็นส่วนตัว',
    necessary: 'คุกกี้ที่จำเป็น',
    analytics: 'คุกกี้เพื่อการวิเคราะห์',
    marketing: 'คุกกี้เพื่อการตลาด',
    settings: 'การตั้งค่าคุกกี้ของท่าน',
    saveSettings: 'บันทึกการตั้งค่า',
    saved: 'บันทึกการตั้งค่าคุกกี้แล้ว',
    none: 'ท่านยังไม่ได้เลือก',
    current: 'ท่านบันทึกการตั้งค่าปัจจุบันไว้เมื่อวันที่',
  },
} as const

const LANGS = ['th', 'en'] as const

const banner = (page: Page, lang: 'th' | 'en') =>
  page.getByRole('region', { name: TEXT[lang].banner })

/**
 * The banner does not come back: not on this page once the browser has fetched its code and run
 * it, and not on the cookie page once that page has read the stored choice (after hydration).
 */
async function expectStaysHidden(page: Page, lang: 'th' | 'en') {
  await page.waitForLoadState('load')
  // The banner's code is fetched when the browser is first idle after the load
  // (components/layout/useBrowserIdle.ts); twice: the code, then what it would fetch next.
  for (let round = 0; round < 2; round += 1) await idleWithScriptsLoaded(page)
  await expect(banner(page, lang)).toHaveCount(0)
  await page.goto(`/${lang}/cookies`)
  await expect(page.getByTestId('consent-status')).toContainText(TEXT[lang].current)
  await expect(banner(page, lang)).toHaveCount(0)
}

/** An idle moment of the page's, once every script it has added (chunks) has been fetched. */
async function idleWithScriptsLoaded(page: Page) {
  await idlePeriods(page)
  // A script's resource timing entry is written once it has been fetched.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).every(
      (script) => performance.getEntriesByName(script.src).length > 0,
    ),
  )
}

async function storedConsent(context: BrowserContext) {
  const cookie = (await context.cookies()).find((entry) => entry.name === CONSENT_COOKIE)
  return cookie ? { cookie, choice: parseConsent(cookie.value) } : null
}

test.describe('cookie consent banner on a first visit', () => {
  test.use({ consent: 'none' })

  for (const lang of LANGS) {
    const text = TEXT[lang]

    test(`${lang}: appears with equal accept and reject, links and no serious a11y problem`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/home`)
      const region = banner(page, lang)
      await expect(region).toBeVisible()
      await expect(region.getByRole('link', { name: text.cookiePolicy })).toHaveAttribute(
        'href',
        `/${lang}/cookies`,
      )
      await expect(region.getByRole('link', { name: text.privacyNotice })).toHaveAttribute(
        'href',
        `/${lang}/privacy-notice`,
      )
      const accept = await region.getByRole('button', { name: text.acceptAll }).boundingBox()
      const reject = await region.getByRole('button', { name: text.rejectAll }).boundingBox()
      expect(reject?.height).toBe(accept?.height)
      expect(reject?.width).toBeCloseTo(accept?.width ?? 0, 0)
      await expectNoSeriousA11yViolations(page)
    })

    test(`${lang}: Reject all hides it and it stays hidden after a reload`, async ({
      page,
      context,
    }) => {
      await page.goto(`/${lang}/home`)
      await banner(page, lang).getByRole('button', { name: text.rejectAll }).click()
      await expect(banner(page, lang)).toHaveCount(0)
      const stored = await storedConsent(context)
      expect(stored?.choice?.categories).toEqual({
        necessary: true,
        analytics: false,
        marketing: false,
      })
      expect(stored?.cookie.sameSite).toBe('Lax')
      // Twelve months, give or take the test's own run time.
      const days = ((stored?.cookie.expires ?? 0) * 1000 - Date.now()) / 86_400_000
      expect(days).toBeGreaterThan(364)
      expect(days).toBeLessThan(366)

      await page.reload()
      await expectStaysHidden(page, lang)
    })

    test(`${lang}: Accept all hides it and it stays hidden after a reload`, async ({
      page,
      context,
    }) => {
      await page.goto(`/${lang}/home`)
      await banner(page, lang).getByRole('button', { name: text.acceptAll }).click()
      await expect(banner(page, lang)).toHaveCount(0)
      expect((await storedConsent(context))?.choice?.categories).toEqual({
        necessary: true,
        analytics: true,
        marketing: true,
      })
      await page.reload()
      await expectStaysHidden(page, lang)
    })

    test(`${lang}: Choose, analytics only, Save`, async ({ page, context }) => {
      await page.goto(`/${lang}/home`)
      const region = banner(page, lang)
      await region.getByRole('button', { name: text.choose }).click()
      await expect(region.getByRole('switch', { name: text.necessary })).toBeChecked()
      await expect(region.getByRole('switch', { name: text.necessary })).toBeDisabled()
      await expect(region.getByRole('switch', { name: text.marketing })).not.toBeChecked()
      await region.getByRole('switch', { name: text.analytics }).check()
      await expectNoSeriousA11yViolations(page)
      await region.getByRole('button', { name: text.save }).click()
      await expect(region).toHaveCount(0)
      expect((await storedConsent(context))?.choice?.categories).toEqual({
        necessary: true,
        analytics: true,
        marketing: false,
      })
    })
  }

  test('is reached from the keyboard right after the skip link, and does not trap focus', async ({
    page,
  }) => {
    await page.goto('/en/home')
    const region = banner(page, 'en')
    await expect(region).toBeVisible()
    await page.keyboard.press('Tab') // the skip link
    await page.keyboard.press('Tab')
    await expect(region.getByRole('link', { name: 'Cookie policy' })).toBeFocused()
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab')
    await expect(region.getByRole('button', { name: 'Choose cookies' })).toBeFocused()
    await page.keyboard.press('Tab')
    expect(await region.evaluate((node) => node.contains(document.activeElement))).toBe(false)
  })

  test('leaves most of a 390 px phone screen to the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const lang of LANGS) {
      await page.goto(`/${lang}/home`)
      const box = await banner(page, lang).boundingBox()
      expect(box?.height).toBeLessThan(844 * 0.4)
      expect(box && box.y + box.height).toBeCloseTo(844, 0)
    }
  })

  test('asks again when the stored choice is for an older policy version', async ({
    page,
    context,
    baseURL,
  }) => {
    const old = {
      version: 0,
      timestamp: new Date().toISOString(),
      categories: { analytics: true, marketing: true },
    }
    await context.addCookies([
      { name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify(old)), url: baseURL ?? '' },
    ])
    await page.goto('/en/home')
    await expect(banner(page, 'en')).toBeVisible()
  })
})

test.describe('the cookie policy page', () => {
  // Every category accepted, so the page's switches start on (the fixture leaves analytics off).
  test.use({ consent: ACCEPT_ALL })
  for (const lang of LANGS) {
    const text = TEXT[lang]

    test(`${lang}: is an inner page with the policy and no serious a11y problem`, async ({
      page,
    }) => {
      await expectInnerPage(page, {
        path: '/cookies',
        lang,
        title: text.cookiePolicy,
        heading: text.cookiePolicy,
      })
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: lang === 'en' ? 'The cookies we use' : 'ประเภทคุกกี้ที่เราใช้',
        }),
      ).toBeVisible()
      await expect(page.getByRole('region', { name: text.settings })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })

    test(`${lang}: shows the stored choice and changes it`, async ({ page, context }) => {
      // "Accept all" is stored (test.use above).
      await page.goto(`/${lang}/cookies`)
      const panel = page.getByRole('region', { name: text.settings })
      await expect(panel.getByTestId('consent-status')).toContainText(text.current)
      const analytics = panel.getByRole('switch', { name: text.analytics })
      const marketing = panel.getByRole('switch', { name: text.marketing })
      await expect(analytics).toBeChecked()
      await expect(marketing).toBeChecked()
      await expect(panel.getByRole('switch', { name: text.necessary })).toBeDisabled()

      await marketing.uncheck()
      await panel.getByRole('button', { name: text.saveSettings }).click()
      await expect(page.getByTestId('toast')).toContainText(text.saved)
      expect((await storedConsent(context))?.choice?.categories).toEqual({
        necessary: true,
        analytics: true,
        marketing: false,
      })

      await page.reload()
      await expect(panel.getByRole('switch', { name: text.analytics })).toBeChecked()
      await expect(panel.getByRole('switch', { name: text.marketing })).not.toBeChecked()
    })
  }

  test.describe('before any choice', () => {
    test.use({ consent: 'none' })

    test('says only necessary cookies are used, and saving there also closes the banner', async ({
      page,
      context,
    }) => {
      await page.goto('/en/cookies')
      const panel = page.getByRole('region', { name: TEXT.en.settings })
      await expect(panel.getByTestId('consent-status')).toContainText(TEXT.en.none)
      await expect(banner(page, 'en')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await panel.getByRole('switch', { name: TEXT.en.analytics }).check()
      await panel.getByRole('button', { name: TEXT.en.saveSettings }).click()
      await expect(banner(page, 'en')).toHaveCount(0)
      await expect(panel.getByTestId('consent-status')).toContainText(TEXT.en.current)
      expect((await storedConsent(context))?.choice?.categories.analytics).toBe(true)
    })
  })
})
