import type { APIRequestContext, APIResponse, Page } from '@playwright/test'
import { signInAs } from './auth'
import { expect, test } from './fixtures'

// The browser signs in: a visitor of its own to the rate limits.
test.use({ ownRateLimitAddress: true })

// The security headers of every kind of response (lib/security, sent by next.config.ts and,
// with the creature service's origin, by the admin pages), and pages that run under them
// without a single Content-Security-Policy violation.

const CREATURE_ORIGIN = `http://127.0.0.1:${process.env.E2E_CREATURE_PORT}`

/** A policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

type PolicyKind = 'public' | 'admin'

/** Every security header, and the policy of its kind; never X-Powered-By. */
function expectSecurityHeaders(response: APIResponse, kind: PolicyKind = 'public') {
  const headers = response.headers()
  const where = `${response.status()} ${response.url()}`
  expect(headers['strict-transport-security'], where).toBe('max-age=63072000; includeSubDomains')
  expect(headers['x-content-type-options'], where).toBe('nosniff')
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options'], where).toBe('DENY')
  expect(headers['cross-origin-opener-policy'], where).toBe('same-origin')
  expect(headers['cross-origin-resource-policy'], where).toBe('same-site')
  expect(headers['x-powered-by'], where).toBeUndefined()
  const permissions = headers['permissions-policy'] ?? ''
  for (const feature of [
    'camera',
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'browsing-topics',
  ]) {
    expect(permissions, where).toContain(`${feature}=()`)
  }

  const policy = directives(headers['content-security-policy'] ?? '')
  expect(policy.get('default-src'), where).toEqual(["'self'"])
  // The site's own files, and React's few inline scripts by hash: no eval, no other inline script.
  const [self, ...hashes] = policy.get('script-src') ?? []
  expect(self, where).toBe("'self'")
  for (const hash of hashes) expect(hash, where).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
  expect(policy.get('style-src'), where).toEqual(["'self'", "'unsafe-inline'"])
  expect(policy.get('font-src'), where).toEqual(["'self'"])
  expect(policy.get('object-src'), where).toEqual(["'none'"])
  expect(policy.get('base-uri'), where).toEqual(["'self'"])
  expect(policy.get('form-action'), where).toEqual(["'self'"])
  expect(policy.get('frame-ancestors'), where).toEqual(["'none'"])
  expect(policy.get('img-src'), where).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']))
  const connect = policy.get('connect-src')
  if (kind === 'public') {
    expect(connect, where).toEqual(["'self'"])
  } else {
    expect(connect, where).toEqual(["'self'", CREATURE_ORIGIN])
    expect(policy.get('img-src'), where).toContain(CREATURE_ORIGIN)
  }
}

async function get(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path, { maxRedirects: 0 })
  expect(response.status(), path).toBe(status)
  return response
}

test.describe('security headers', () => {
  test('public ISR pages in both languages and a product page', async ({ request }) => {
    for (const path of [
      '/th/home',
      '/en/home',
      '/en/about/awards',
      '/th/corporate/press',
      '/en/products/moo-kata-set',
    ]) {
      expectSecurityHeaders(await get(request, path))
    }
  })

  test('static assets, content images and files served from public/', async ({ request }) => {
    const html = await (await get(request, '/en/home')).text()
    // Named for the page-script loader (lib/page/pageScriptLoader.ts), which starts it.
    const script = html.match(/data-page-script="(\/_next\/static\/[^"]+\.js)"/)?.[1]
    const image = html.match(/src="(\/api\/cms-image\/[^"]+)"/)?.[1]?.replaceAll('&amp;', '&')
    expect(script).toBeDefined()
    expect(image).toBeDefined()
    expectSecurityHeaders(await get(request, script!))
    expectSecurityHeaders(await get(request, image!))
    expectSecurityHeaders(await get(request, '/favicon.svg'))
  })

  test('API routes, the sitemap, robots.txt and the news feeds', async ({ request }) => {
    expectSecurityHeaders(await get(request, '/api/search?q=pork&lang=en'))
    expectSecurityHeaders(await get(request, '/api/search?lang=xx', 400))
    expectSecurityHeaders(await get(request, '/sitemap.xml'))
    expectSecurityHeaders(await get(request, '/robots.txt'))
    expectSecurityHeaders(await get(request, '/en/corporate/news/feed.xml?category=investor'))
  })

  test('a 404 page', async ({ request }) => {
    expectSecurityHeaders(await get(request, '/en/no-such-page', 404))
    expectSecurityHeaders(await get(request, '/en/products/no-such-product', 404))
  })

  test("the proxy's language redirects", async ({ request }) => {
    const root = await get(request, '/', 307)
    expect(root.headers()['location']).toBe('/th/home')
    expectSecurityHeaders(root)
    const unprefixed = await get(request, '/about/awards', 308)
    expect(unprefixed.headers()['location']).toBe('/th/about/awards')
    expectSecurityHeaders(unprefixed)
  })

  test('the sign-in page, and the admin redirect to it', async ({ request }) => {
    expectSecurityHeaders(await get(request, '/en/login'))
    expectSecurityHeaders(await get(request, '/en/admin', 307), 'admin')
  })

  test('admin pages name the configured creature service, and only they do', async ({ page }) => {
    await signInAs(page, 'admin', '/en/admin/playground')
    for (const path of ['/en/admin', '/en/admin/playground', '/th/admin/enquiries']) {
      expectSecurityHeaders(await get(page.request, path), 'admin')
    }
    expectSecurityHeaders(await get(page.request, '/en/home'))
  })

  test("the Studio's looser policy is limited to /studio", async ({ request }) => {
    const studio = directives(
      (await get(request, '/studio')).headers()['content-security-policy'] ?? '',
    )
    expect(studio.get('script-src')).toContain('https://core.sanity-cdn.com')
    expect(studio.get('script-src')).not.toContain("'unsafe-eval'")
    expect(studio.get('connect-src')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^wss:\/\/[a-z0-9-]+\.api\.sanity\.io$/)]),
    )
    for (const path of ['/en/home', '/en/studio-not-a-page']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.headers()['content-security-policy']).not.toMatch(/sanity-cdn|api\.sanity/)
    }
  })
})

/**
 * Collects every Content-Security-Policy violation in the site's documents, across navigations
 * (each document reports through the exposed function). The identity provider's pages carry
 * its own policy (services/idp) and are not judged here.
 */
async function watchViolations(page: Page, baseURL: string | undefined): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string, documentUri: string) => {
    if (baseURL && documentUri.startsWith(baseURL)) violations.push(text)
  })
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (...args: string[]) => void })
      .reportCspViolation
    document.addEventListener('securitypolicyviolation', (event) => {
      const text = `${event.effectiveDirective} blocked ${event.blockedURI} on ${event.documentURI}`
      report(text, event.documentURI)
    })
  })
  return violations
}

test.describe('pages under the policy', () => {
  test('home, a product and the contact page run without a violation', async ({
    page,
    baseURL,
  }) => {
    const violations = await watchViolations(page, baseURL)
    for (const path of ['/th/home', '/en/home', '/en/products/moo-kata-set', '/th/contact']) {
      await page.goto(path)
      // The page's scripts ran: a blocked script would leave the server's HTML inert.
      await page.waitForFunction(() => 'next' in window)
    }
    expect(violations).toEqual([])
  })

  test('the search modal finds products and shows their pictures', async ({ page, baseURL }) => {
    const violations = await watchViolations(page, baseURL)
    await page.goto('/en/home')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByRole('combobox', { name: 'What are you looking for?' }).fill('frankfurters')
    const first = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()
    await expect(first).toContainText('Pork Frankfurters')
    await expect(first.locator('img')).toHaveJSProperty('complete', true)
    expect(violations).toEqual([])
  })

  test('sign-in, the playground lookup and sign-out', async ({ page, baseURL }) => {
    const violations = await watchViolations(page, baseURL)
    await signInAs(page, 'admin', '/en/admin/playground')
    const field = page.getByRole('textbox', { name: 'Creature name' })
    await field.fill('pikachu')
    await field.press('Enter')
    await expect(page.getByTestId('creature-result')).toHaveAttribute('data-state', 'found')
    await page.goto('/logout')
    await page.waitForURL(/\/th\/home$/)
    expect(await (await page.request.get('/api/auth/session')).json()).toEqual({})
    expect(violations).toEqual([])
  })
})
