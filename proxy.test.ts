/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server'

type ProxyModule = typeof import('./proxy')

/** proxy.ts with its own reading of these environment variables (serverEnv() reads once). */
function proxyWith(env: Record<string, string>): ProxyModule {
  const saved = { ...process.env }
  Object.assign(process.env, env)
  let loaded: ProxyModule | undefined
  jest.isolateModules(() => {
    loaded = jest.requireActual<ProxyModule>('./proxy')
  })
  // The first request reads the configuration, while these variables are set.
  loaded!.proxy(new NextRequest('http://127.0.0.1:3000/'))
  process.env = saved
  return loaded!
}

const nextConfig = { i18n: { locales: ['default', 'th', 'en'], defaultLocale: 'default' } }

/** What the proxy answers a request a proxy passed on with these headers. */
function answer(module: ProxyModule, path: string, headers: Record<string, string>) {
  const request = new NextRequest(`http://127.0.0.1:3000${path}`, { headers, nextConfig })
  const response = module.proxy(request)
  return { status: response.status, location: response.headers.get('location') }
}

const TLS = { SITE_URL: 'https://www.example.co.th', TRUSTED_PROXY_COUNT: '1' }

describe('proxy: HTTP to HTTPS behind a trusted TLS terminator', () => {
  const behindTls = proxyWith(TLS)
  const plainHttp = { host: 'www.example.co.th', 'x-forwarded-proto': 'http' }

  it('redirects every kind of route with 308 to the same host and path on https', () => {
    for (const path of ['/', '/th/home', '/api/search?q=pork', '/_next/static/a.js', '/studio']) {
      expect(answer(behindTls, path, plainHttp)).toEqual({
        status: 308,
        location: `https://www.example.co.th${path}`,
      })
    }
  })

  it('serves what came over https as before (language redirect only where it was)', () => {
    const tls = { host: 'www.example.co.th', 'x-forwarded-proto': 'https' }
    expect(answer(behindTls, '/th/home', tls).status).toBe(200)
    expect(answer(behindTls, '/', tls)).toMatchObject({ status: 307 })
  })

  it('believes no X-Forwarded-Proto without TRUSTED_PROXY_COUNT', () => {
    const untrusted = proxyWith({ ...TLS, TRUSTED_PROXY_COUNT: '0' })
    expect(answer(untrusted, '/th/home', plainHttp).status).toBe(200)
  })

  it('leaves the embedded http default alone, and never language-redirects assets or API routes', () => {
    const embedded = proxyWith({ TRUSTED_PROXY_COUNT: '1' })
    for (const path of ['/th/home', '/api/search', '/_next/static/a.js', '/favicon.svg']) {
      expect(answer(embedded, path, plainHttp).status).toBe(200)
    }
    expect(answer(embedded, '/about', plainHttp)).toMatchObject({ status: 308 })
  })

  it('runs for every route, but only when a proxy says the request came over http', () => {
    const [https] = behindTls.config.matcher
    expect(https).toMatchObject({ source: '/:path*', locale: false })
    const value = (https as { has: { value: string }[] }).has[0]!.value
    // Next anchors a `has` value: https://nextjs.org/docs/app/api-reference/file-conventions/proxy#matcher
    const matches = (header: string) => new RegExp(`^${value}$`).test(header)
    for (const header of ['http', 'HTTP', 'https, http', 'http,https']) {
      expect(matches(header)).toBe(true)
    }
    for (const header of ['https', 'https, https', 'httpx', '']) expect(matches(header)).toBe(false)
  })
})
