/**
 * @jest-environment node
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TransportConfig } from '@/lib/security/transport'
import type { Redirect } from '@/lib/redirects/redirectTable'
import { siteRequestListener } from './siteRequestListener'

const BEHIND_TLS: TransportConfig = {
  siteUrl: 'https://www.example.co.th',
  appOrigin: 'https://www.example.co.th',
  trustedProxyCount: 1,
}
const EMBEDDED: TransportConfig = {
  siteUrl: 'http://localhost:3000',
  appOrigin: 'http://localhost:3000',
  trustedProxyCount: 0,
}

function send(config: TransportConfig, url: string, headers: IncomingMessage['headers']) {
  const handle = jest.fn()
  const answer = { status: 0, headers: {} as Record<string, string>, ended: false }
  const res = {
    set statusCode(code: number) {
      answer.status = code
    },
    setHeader: (name: string, value: string) => (answer.headers[name.toLowerCase()] = value),
    end: () => (answer.ended = true),
  } as unknown as ServerResponse
  siteRequestListener(handle, config)({ url, headers } as IncomingMessage, res)
  return { handle, answer }
}

describe('the site server before Next', () => {
  it('redirects what the trusted proxy received over HTTP, on every route, to https', () => {
    for (const url of ['/th/home', '/en/no-such-page?x=1', '/api/health', '/_next/static/a.js']) {
      const { handle, answer } = send(BEHIND_TLS, url, {
        host: 'www.example.co.th',
        'x-forwarded-proto': 'http',
      })
      expect(handle).not.toHaveBeenCalled()
      expect(answer).toMatchObject({ status: 308, ended: true })
      expect(answer.headers.location).toBe(`https://www.example.co.th${url}`)
    }
  })

  it('passes every other request to Next untouched', () => {
    for (const [config, headers] of [
      [BEHIND_TLS, { host: 'www.example.co.th', 'x-forwarded-proto': 'https' }],
      // The client's own "http" before what the trusted proxy wrote counts for nothing.
      [BEHIND_TLS, { host: 'www.example.co.th', 'x-forwarded-proto': 'http, https' }],
      [BEHIND_TLS, { host: 'www.example.co.th' }],
      // The embedded default: no https origin, no trusted proxy, no redirect.
      [EMBEDDED, { host: 'localhost:3000', 'x-forwarded-proto': 'http' }],
    ] as const) {
      const { handle, answer } = send(config, '/th/home', headers)
      expect(handle).toHaveBeenCalledTimes(1)
      expect(answer.status).toBe(0)
    }
  })
})

describe('addresses the site server settles before Next', () => {
  function request(url: string, method = 'GET') {
    const handle = jest.fn()
    const answer = { status: 0, headers: {} as Record<string, string> }
    const res = {
      set statusCode(code: number) {
        answer.status = code
      },
      setHeader: (name: string, value: string) => (answer.headers[name.toLowerCase()] = value),
      end: () => undefined,
    } as unknown as ServerResponse
    const req = { url, method, headers: { host: 'localhost:3000' } } as IncomingMessage
    siteRequestListener(handle, EMBEDDED)(req, res)
    return { handle, answer, served: req.url }
  }

  it('serves a list address with a page or filter from its static page', () => {
    const { handle, served } = request('/en/product-list?page=2&brand=b')
    expect(handle).toHaveBeenCalledTimes(1)
    expect(served).toBe('/en/product-list/brand=b;page=2')
    expect(request('/th/corporate/news?category=activity').served).toBe(
      '/th/corporate/news/category=activity',
    )
    expect(request('/th/corporate/news?x=1').served).toBe('/th/corporate/news?x=1')
    expect(request('/th/corporate/news?page=2', 'POST').served).toBe('/th/corporate/news?page=2')
  })

  it('redirects a language in another case and the section aliases, query kept', () => {
    const { handle, answer } = request('/EN/home?x=1')
    expect(handle).not.toHaveBeenCalled()
    expect(answer.status).toBe(308)
    expect(answer.headers.location).toBe('/en/home?x=1')
    expect(request('/th/news?page=2').answer.headers.location).toBe('/th/corporate/news?page=2')
    expect(request('/en/home').handle).toHaveBeenCalledTimes(1)
  })
})

describe('moved and redirected addresses', () => {
  const table: Record<string, Redirect> = {
    '/en/products/old': { location: '/en/products/new', status: 308 },
    '/th/promo': { location: '/th/product-list?brand=siam', status: 307 },
  }
  const lookup = jest.fn((pathname: string) => table[pathname])

  function request(url: string, method = 'GET', config = EMBEDDED, headers = {}) {
    const handle = jest.fn()
    const answer = { status: 0, headers: {} as Record<string, string> }
    const res = {
      set statusCode(code: number) {
        answer.status = code
      },
      setHeader: (name: string, value: string) => (answer.headers[name.toLowerCase()] = value),
      end: () => undefined,
    } as unknown as ServerResponse
    const req = { url, method, headers: { host: 'localhost:3000', ...headers } } as IncomingMessage
    siteRequestListener(handle, config, lookup)(req, res)
    return { handle, answer }
  }

  it('answers before Next, with the status of the redirect and the query kept', () => {
    const moved = request('/en/products/old?utm_source=mail')
    expect(moved.handle).not.toHaveBeenCalled()
    expect(moved.answer).toEqual({
      status: 308,
      headers: { location: '/en/products/new?utm_source=mail', 'cache-control': 'no-store' },
    })
    expect(request('/th/promo?page=2').answer).toMatchObject({
      status: 307,
      headers: { location: '/th/product-list?brand=siam&page=2' },
    })
  })

  it('takes one hop from a language in another case, and from a link without one (Thai)', () => {
    expect(request('/EN/products/old').answer.headers.location).toBe('/en/products/new')
    expect(request('/promo?x=1').answer).toMatchObject({
      status: 307,
      headers: { location: '/th/product-list?brand=siam&x=1' },
    })
    // Not redirected in Thai: the language redirect (proxy.ts) deals with it.
    expect(request('/products/old').handle).toHaveBeenCalledTimes(1)
    expect(request('/').handle).toHaveBeenCalledTimes(1)
  })

  it('leaves other methods and other addresses to Next, and https first', () => {
    expect(request('/en/products/old', 'POST').handle).toHaveBeenCalledTimes(1)
    expect(request('/en/products/new').handle).toHaveBeenCalledTimes(1)
    const overHttp = request('/en/products/old', 'GET', BEHIND_TLS, {
      host: 'www.example.co.th',
      'x-forwarded-proto': 'http',
    })
    expect(overHttp.answer.headers.location).toBe('https://www.example.co.th/en/products/old')
  })
})
