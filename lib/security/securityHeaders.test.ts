/** @jest-environment node */
import { buildCustomRoute } from 'next/dist/lib/build-custom-route'
import { CSP_HEADER, FIXED_SECURITY_HEADERS, PREVIEW_COOKIE, headerRoutes } from './securityHeaders'

const production = headerRoutes({
  isDevelopment: false,
  inlineScriptHashes: ['abc='],
  studioProjectId: 'abc123',
})

/**
 * The value of `name` Next sends for `path` (as its router sees it), by the routes' regexes and
 * their cookie conditions.
 */
function headerFor(
  path: string,
  name: string,
  cookies: readonly string[] = [],
): string | undefined {
  let value: string | undefined
  for (const route of production) {
    const { regex } = buildCustomRoute('header', route)
    if (!new RegExp(regex).test(path)) continue
    if (route.has?.some(({ key }) => !cookies.includes(key))) continue
    // When two routes set one header, the later wins.
    value = route.headers.find((header) => header.key === name)?.value ?? value
  }
  return value
}

describe('headerRoutes', () => {
  it('sends every security header with every path: pages, assets, API routes, files', () => {
    for (const path of [
      '/',
      '/th/home',
      '/_next/static/chunks/a.js',
      '/api/search',
      '/robots.txt',
      '/th/corporate/news/feed.xml',
      '/en/corporate/press',
      '/api/press-kit/press-kit-th.zip',
    ]) {
      for (const { key, value } of FIXED_SECURITY_HEADERS) expect(headerFor(path, key)).toBe(value)
      expect(headerFor(path, CSP_HEADER)).toMatch(
        /^default-src 'self'; script-src 'self' 'sha256-abc=';/,
      )
    }
  })

  it("gives the Studio's paths the Studio's policy, and no other path", () => {
    for (const path of ['/default/studio', '/default/studio/structure/news', '/th/studio']) {
      expect(headerFor(path, CSP_HEADER)).toContain('wss://abc123.api.sanity.io')
    }
    for (const path of ['/th/home', '/default/studios', '/default/api/studio', '/th/news/studio']) {
      expect(headerFor(path, CSP_HEADER)).not.toMatch(/sanity-cdn|api\.sanity/)
    }
  })

  it('lets the Studio on this origin frame a page only in preview mode (Presentation)', () => {
    for (const path of ['/th/products/chicken-breast', '/en/home', '/default/api/preview']) {
      expect(headerFor(path, CSP_HEADER)).toContain("frame-ancestors 'none'")
      expect(headerFor(path, 'X-Frame-Options')).toBe('DENY')
      const inPreview = headerFor(path, CSP_HEADER, [PREVIEW_COOKIE])
      expect(inPreview).toContain("frame-ancestors 'self'")
      expect(inPreview).not.toMatch(/frame-ancestors [^;]*'none'/)
      expect(inPreview).toMatch(/^default-src 'self'; script-src 'self' 'sha256-abc=';/)
      expect(headerFor(path, 'X-Frame-Options', [PREVIEW_COOKIE])).toBe('SAMEORIGIN')
    }
    expect(headerFor('/default/studio', CSP_HEADER, [PREVIEW_COOKIE])).toContain(
      'wss://abc123.api.sanity.io',
    )
  })

  it('never allows eval in a production build, and does in next dev', () => {
    for (const route of production) {
      expect(route.headers.find((h) => h.key === CSP_HEADER)?.value).not.toMatch(
        /unsafe-eval|script-src [^;]*unsafe-inline/,
      )
    }
    const development = headerRoutes({
      isDevelopment: true,
      inlineScriptHashes: ['abc='],
      studioProjectId: 'abc123',
    })
    for (const route of development) {
      expect(route.headers.find((h) => h.key === CSP_HEADER)?.value).toMatch(/'unsafe-eval'/)
    }
  })

  it('denies the powerful features no page uses, and leaves the clipboard to the share buttons', () => {
    const permissions = headerFor('/th/contact', 'Permissions-Policy')
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`)
    }
    expect(permissions).not.toContain('clipboard-write')
  })

  it('leaves nosniff out of next dev only, which serves a script as JSON', () => {
    const keys = (routes: typeof production) => routes[0]?.headers.map(({ key }) => key)
    expect(keys(production)).toContain('X-Content-Type-Options')
    const development = headerRoutes({
      isDevelopment: true,
      inlineScriptHashes: [],
      studioProjectId: 'abc123',
    })
    expect(keys(development)).not.toContain('X-Content-Type-Options')
    expect(keys(development)).toContain('Strict-Transport-Security')
  })

  it('isolates every response from other sites: opener policy and resource policy', () => {
    for (const path of [
      '/th/home',
      '/default/studio',
      '/api/cms-image/a.png',
      '/_next/static/a.js',
    ]) {
      expect(headerFor(path, 'Cross-Origin-Opener-Policy')).toBe('same-origin')
      expect(headerFor(path, 'Cross-Origin-Resource-Policy')).toBe('same-site')
    }
  })
})
