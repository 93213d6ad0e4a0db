import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page, Request } from '@playwright/test'
import { ACCEPT_ALL, CONSENT_COOKIE, createConsent, serializeConsent } from '@/lib/consent/consent'
import { signedInCookies } from './auth'
import { expect, test } from './fixtures'
import { hidePage, settle } from './pageIdle'
import { expectNoSeriousA11yViolations } from './pageChecks'

// The checks of the privacy-first analytics (issue 25, part 5): nothing without
// consent, views and vitals with it, the console's 'Site' page, what the core service keeps,
// and a flood of bad beacons.

const COLLECT = '/api/collect'
const isCollect = (request: Request) => new URL(request.url()).pathname === COLLECT
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this website' })

interface BeaconEvent {
  type: string
  path: string
  metric?: string
  value?: number
  referrer?: string
}

function eventsOf(requests: Request[]): BeaconEvent[] {
  return requests.flatMap((request) => (request.postDataJSON() as { events: BeaconEvent[] }).events)
}

/** The core service's database as it is on disk: the file and its write-ahead log. */
function coreDatabase(): Buffer {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts')
  const file = path.join(dataDir, 'core', 'core.sqlite')
  // The latest writes are in the log until SQLite copies them into the file.
  return Buffer.concat([file, `${file}-wal`].filter(existsSync).map((name) => readFileSync(name)))
}

test.describe('site analytics without consent', () => {
  test.use({ consent: 'none' })

  test('rejecting analytics: no collecting request and no new cookie over 5 pages', async ({
    page,
    context,
  }) => {
    const collected: Request[] = []
    const scripts: string[] = []
    page.on('request', (request) => {
      if (isCollect(request)) collected.push(request)
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/en/home')
    await settle(page)
    // Before any choice: nothing either.
    expect(collected).toEqual([])
    await banner(page).getByRole('button', { name: 'Reject all' }).click()
    await expect(banner(page)).toHaveCount(0)
    const cookiesAfterChoice = (await context.cookies()).map((cookie) => cookie.name).sort()
    expect(cookiesAfterChoice).toEqual([CONSENT_COOKIE])

    // A client-side navigation, then full loads: five pages in all.
    await page.getByRole('link', { name: 'CONTACT', exact: true }).click()
    await page.waitForURL('**/en/contact')
    await settle(page)
    for (const next of [
      '/th/about/awards',
      '/en/product-list?brand=x&utm_source=mail',
      '/th/contact',
    ]) {
      await page.goto(next)
      await settle(page)
    }
    await page.goto('about:blank')
    expect(collected).toEqual([])
    expect((await context.cookies()).map((cookie) => cookie.name).sort()).toEqual([CONSENT_COOKIE])
    // The analytics client (and web-vitals) was never even downloaded.
    const analyticsCode = await Promise.all(
      scripts.map(async (url) => (await page.request.get(url)).text()),
    )
    // (web-vitals observes this entry type; no other script of the public pages does.)
    expect(analyticsCode.some((code) => code.includes('largest-contentful-paint'))).toBe(false)
  })
})

test.describe('site analytics with consent', () => {
  test.use({ consent: 'none' })

  test('accepting analytics: views and vitals arrive, and the console shows them', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const collected: Request[] = []
    const answers: number[] = []
    page.on('request', (request) => {
      if (isCollect(request)) collected.push(request)
    })
    page.on('response', (response) => {
      if (isCollect(response.request())) answers.push(response.status())
    })
    const cookiesBefore = (await context.cookies()).length

    await page.goto('/en/about/awards?utm_source=newsletter', {
      referer: 'https://news.example.com/story/rice-prices?ref=feed',
    })
    await settle(page)
    expect(collected).toEqual([])
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect
      .poll(() => eventsOf(collected).filter((event) => event.type === 'pageview'))
      .toEqual([
        {
          type: 'pageview',
          path: '/en/about/awards',
          referrer: expect.stringContaining('news.example.com'),
        },
      ])

    // A page view on a client-side navigation too.
    await page.getByRole('link', { name: 'CONTACT', exact: true }).click()
    await page.waitForURL('**/en/contact')
    await expect
      .poll(() => eventsOf(collected).map((event) => `${event.type} ${event.path}`))
      .toContain('pageview /en/contact')

    // The page hidden (the visitor switches tab or leaves) sends the landing page's vitals: LCP
    // and CLS, and INP after a click.
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await hidePage(page)
    await page.goto('/th/home')
    await settle(page)
    await expect
      .poll(() =>
        eventsOf(collected)
          .filter((event) => event.type === 'vital')
          .map((event) => `${event.metric} ${event.path}`),
      )
      .toEqual(
        expect.arrayContaining([
          'LCP /en/about/awards',
          'CLS /en/about/awards',
          'INP /en/about/awards',
        ]),
      )
    await expect.poll(() => eventsOf(collected).map((event) => event.path)).toContain('/th/home')
    expect(answers.every((status) => status === 202)).toBe(true)
    // The beacons set no cookie: only the consent cookie is new.
    expect((await context.cookies()).length).toBe(cookiesBefore + 1)
    for (const request of collected) {
      expect(request.postData()?.includes('utm_source')).toBe(false)
    }

    // The site's server hands them to the core service within a few seconds.
    const adminCookies = await signedInCookies(browser, baseURL!, 'admin')
    const adminContext = await browser.newContext({ baseURL })
    await adminContext.addCookies(adminCookies)
    const admin = await adminContext.newPage()
    await expect
      .poll(
        async () => {
          await admin.goto('/en/admin/site')
          await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Site')
          await expect(admin.getByTestId('site-views')).toBeVisible()
          return (await admin.getByTestId('top-pages').count()) > 0
            ? admin.getByTestId('top-pages').innerText()
            : ''
        },
        { timeout: 20_000, intervals: [1000] },
      )
      .toContain('/en/about/awards')
    await expect(admin.getByTestId('top-pages')).toContainText('/en/contact')
    // The referring site as a host name only.
    await expect(admin.getByTestId('top-referrers')).toContainText('news.example.com')
    const vitals = admin.getByTestId('vitals-table')
    const awardsRow = vitals.getByRole('row', { name: /\/en\/about\/awards/ })
    await expect(awardsRow).toBeVisible()
    await expect(awardsRow.locator('[data-rating]').first()).toHaveText(
      /Good|Needs improvement|Poor/,
    )
    await expect(admin.getByTestId('views-chart')).toHaveAttribute('role', 'img')
    await expect(admin.getByRole('img', { name: /Bar chart of page views per day/ })).toBeVisible()
    // The sidebar names the page, and the 7-day period works too.
    await expect(
      admin.getByTestId('admin-sidebar').getByRole('link', { name: 'Site' }),
    ).toBeVisible()
    await admin.getByRole('button', { name: 'Last 7 days' }).click()
    await expect(admin.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(admin.getByTestId('top-pages')).toContainText('/en/about/awards')
    await expectNoSeriousA11yViolations(admin)
    await admin.screenshot({ path: test.info().outputPath('admin-site-en.png'), fullPage: true })
    await admin.goto('/th/admin/site')
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('เว็บไซต์')
    await expect(admin.getByTestId('top-pages')).toContainText('/en/about/awards')
    await admin.screenshot({ path: test.info().outputPath('admin-site-th.png'), fullPage: true })

    // What the core service keeps: no address, no user agent, no query string.
    const userAgent = await page.evaluate(() => navigator.userAgent)
    const database = coreDatabase().toString('latin1')
    expect(database).toContain('/en/about/awards')
    const secrets = [
      '127.0.0.1',
      userAgent,
      'HeadlessChrome',
      'utm_source',
      'newsletter',
      'rice-prices',
      'ref=feed',
    ]
    for (const secret of secrets) {
      expect(database).not.toContain(secret)
    }
    await adminContext.close()
  })
})

test('1 000 malformed or flooding beacons: 4xx only, 429 past the limit, never a 5xx', async ({
  request,
}) => {
  const cookie = `${CONSENT_COOKIE}=${serializeConsent(createConsent(ACCEPT_ALL))}`
  const valid = JSON.stringify({ events: [{ type: 'pageview', path: '/th/nowhere-at-all' }] })
  const bodies = [
    valid,
    '{"events": [',
    'null',
    JSON.stringify({ events: [{ type: 'pageview', path: '/th/home?q=1' }] }),
    JSON.stringify({ events: [{ type: 'vital', path: '/th/home', metric: 'LCP', value: -1 }] }),
    JSON.stringify({ events: [{ type: 'pageview', path: '/th/home', ip: '203.0.113.9' }] }),
    JSON.stringify({ events: [{ type: 'pageview', path: `/th/${'a'.repeat(3000)}` }] }),
  ]
  const statuses = new Map<number, number>()
  for (let index = 0; index < 1000; index += 1) {
    const response = await request.post(COLLECT, {
      headers: { 'content-type': 'text/plain;charset=UTF-8', cookie },
      data: bodies[index % bodies.length],
    })
    statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1)
  }
  const seen = [...statuses.keys()].sort()
  expect(seen.every((status) => status === 400 || status === 413 || status === 429)).toBe(true)
  expect(statuses.get(429) ?? 0).toBeGreaterThan(800)
  // Without the consent cookie: refused as well.
  const anonymous = await request.post(COLLECT, {
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    data: valid,
  })
  expect([400, 429]).toContain(anonymous.status())
})
