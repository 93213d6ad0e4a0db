import { expect, test as base, type Page } from '@playwright/test'
import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  createConsent,
  serializeConsent,
  type ConsentSelection,
} from '@/lib/consent/consent'
import { PINNED_NOW } from '@/lib/testing/clock'
import { uniqueAddress } from './hostilePayloads'
import { waitForHydration } from './hydration'

/** The routes shared/rateLimits.ts limits per client address. */
const LIMITED_PATHS = ['/api/contact', '/api/auth/signin/']

export interface TestOptions {
  /**
   * The cookie choice each test's browser starts with, so the consent banner covers nothing:
   * all categories accepted unless a spec says otherwise; `'none'` for a first visit
   * (`test.use({ consent: 'none' })`), as the banner's own tests need.
   */
  consent: ConsentSelection | 'none'
  /**
   * Requests a test makes fail on purpose (a core service answering 401): Chromium logs each
   * failed resource as a console error, which then does not fail the test.
   */
  ignoreFailedResources: boolean
  /**
   * The browser is a visitor of its own to the rate limits (shared/rateLimits.ts), for
   * files that sign in or send enquiries from the page: `test.use({ ownRateLimitAddress: true })`.
   * Off elsewhere, since it intercepts every request of the page, which costs each page load
   * about a third more and turns off the browser's cache; a test that reaches a limited route
   * without it fails and says so.
   */
  ownRateLimitAddress: boolean
}

export interface WorkerOptions {
  /**
   * The instant (ISO) the tests tagged `@dated` set every clock they depend on to: the page's
   * (`page.clock`) and a site's of their own (e2e/servers/clockedSite.ts). The `clock-2031`
   * project (playwright.config.ts) runs them again with it five years ahead.
   */
  clockAt: string
}

/**
 * A visitor acts on what was painted, and a page's scripts may start after the `load` event a
 * navigation waits for: a test's navigations also wait until the page has hydrated
 * (e2e/hydration.ts).
 */
function waitForHydrationAfterNavigations(page: Page) {
  for (const method of ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>
    const options = (args: unknown[]) =>
      args.find((arg) => typeof arg === 'object') as { waitUntil?: string } | undefined
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args)
        // A test that asks for less than `load` looks at the page before its scripts on purpose;
        // null is no navigation (going back from the first page).
        const waitUntil = options(args)?.waitUntil ?? 'load'
        if (response !== null && (waitUntil === 'load' || waitUntil === 'networkidle')) {
          await waitForHydration(page)
        }
        return response
      },
    })
  }
}

/**
 * Every browser test fails on a console error, an uncaught exception or a hydration warning
 * in its page, whatever else it checks.
 */
export const test = base.extend<TestOptions & { consoleProblems: string[] }, WorkerOptions>({
  clockAt: [PINNED_NOW, { scope: 'worker', option: true }],
  // Every context's pages wait for hydration after navigating: the test's own and those a test
  // opens itself (another visitor, a signed-in session).
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const context = await newContext(options)
        context.on('page', waitForHydrationAfterNavigations)
        return context
      }
      await use(browser)
    },
    { scope: 'worker' },
  ],
  // Analytics off by default: with it every page of every test would send beacons to
  // /api/collect from one address and share its rate limit. e2e/site-analytics.spec.ts turns
  // it on (and off) itself.
  consent: [{ ...ACCEPT_ALL, analytics: false }, { option: true }],
  ignoreFailedResources: [false, { option: true }],
  ownRateLimitAddress: [false, { option: true }],
  context: [
    async ({ context, consent, baseURL, ownRateLimitAddress }, use) => {
      if (consent !== 'none' && baseURL) {
        const value = serializeConsent(createConsent(consent))
        await context.addCookies([{ name: CONSENT_COOKIE, value, url: baseURL, sameSite: 'Lax' }])
      }
      const site = baseURL && new URL(baseURL).origin
      const isLimited = (url: URL) =>
        url.origin === site && LIMITED_PATHS.some((path) => url.pathname.startsWith(path))
      const unannounced: string[] = []
      if (ownRateLimitAddress) {
        // Each test is a visitor of its own to the rate limits (the server trusts one proxy
        // hop): otherwise every sign-in and enquiry of the suite would share 127.0.0.1's
        // budget. Only on the limited routes, by a route: Chromium's extra headers would add it
        // to every request, and cross-origin fetches would then need a CORS preflight
        // (https://github.com/microsoft/playwright/issues/21811).
        const address = uniqueAddress()
        await context.route(isLimited, (route) =>
          route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
        )
      } else {
        context.on('request', (request) => {
          if (isLimited(new URL(request.url()))) unannounced.push(request.url())
        })
      }
      await use(context)
      expect(
        unannounced,
        'rate-limited routes reached without test.use({ ownRateLimitAddress: true })',
      ).toEqual([])
    },
    { scope: 'test' },
  ],
  // The same for calls made without a browser; a test's own X-Forwarded-For still wins.
  request: [
    async ({ playwright, baseURL, extraHTTPHeaders, ignoreHTTPSErrors }, use) => {
      const request = await playwright.request.newContext({
        baseURL,
        ignoreHTTPSErrors,
        extraHTTPHeaders: { ...extraHTTPHeaders, 'x-forwarded-for': uniqueAddress() },
      })
      await use(request)
      await request.dispose()
    },
    { scope: 'test' },
  ],
  // What the page logged, checked after the test. Not automatic: a test that never asks for
  // a page (only `request`) then starts no browser context for it.
  consoleProblems: async ({}, provide) => {
    const problems: string[] = []
    await provide(problems)
    expect(problems, 'browser console errors').toEqual([])
  },
  page: async ({ page, consoleProblems: problems, ignoreFailedResources }, provide) => {
    // A page that answers 4xx on purpose (404, the console's 403) makes Chromium log the
    // document's status as an error. Chromium may log it before Playwright reports the
    // response, so these messages are judged at the end, against every 4xx document seen.
    const failedDocuments = new Set<string>()
    const failedResources: { text: string; url: string }[] = []
    page.on('response', (response) => {
      const status = response.status()
      if (response.request().isNavigationRequest() && status >= 400 && status < 500) {
        failedDocuments.add(response.url())
      }
    })
    page.on('console', (message) => {
      const text = message.text()
      const isFailedResource = text.startsWith('Failed to load resource')
      if (ignoreFailedResources && isFailedResource) return
      if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(text))) {
        problems.push(`${message.type()}: ${text}`)
        if (isFailedResource) {
          failedResources.push({
            text: `${message.type()}: ${text}`,
            url: message.location().url,
          })
        }
      }
    })
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
    await provide(page)
    for (const { text, url } of failedResources) {
      const index = problems.indexOf(text)
      if (failedDocuments.has(url) && index !== -1) problems.splice(index, 1)
    }
  },
})

export { expect }

export const TOP_MENU_LABELS = {
  en: [
    'HOME',
    'ABOUT US',
    'PRODUCTS',
    'BUSINESS',
    'SUSTAINABILITY',
    'INFORMATION FOR INVESTORS',
    'MEDIA CENTER',
    'CONTACT',
  ],
  th: ['หน้าหลัก', 'เกี่ยวกับเรา', 'ผลิตภัณฑ์', 'ธุรกิจ', 'ความยั่งยืน', 'ข้อมูลสำหรับนักลงทุน', 'ศูนย์ข่าว', 'ติดต่อเรา'],
} as const
