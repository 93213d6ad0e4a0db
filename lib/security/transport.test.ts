/**
 * @jest-environment node
 */
import { forwardedProto, httpsRedirect, isHttpsDeployment, type TransportConfig } from './transport'

const behindTls: TransportConfig = {
  siteUrl: 'https://www.example.co.th',
  appOrigin: 'https://www.example.co.th',
  trustedProxyCount: 1,
}

const viaProxy = (
  forwarded: string | null,
  pathAndQuery = '/th/home',
  host = 'www.example.co.th',
) => httpsRedirect({ host, forwardedProto: forwarded, pathAndQuery }, behindTls)

describe('isHttpsDeployment', () => {
  it('is on when SITE_URL or NEXTAUTH_URL is https, and off for the embedded default', () => {
    expect(isHttpsDeployment(behindTls)).toBe(true)
    expect(
      isHttpsDeployment({ ...behindTls, siteUrl: 'http://localhost:3000' }), // NEXTAUTH_URL https
    ).toBe(true)
    expect(
      isHttpsDeployment({
        siteUrl: 'http://localhost:3000',
        appOrigin: 'http://localhost:3000',
        trustedProxyCount: 0,
      }),
    ).toBe(false)
  })
})

describe('forwardedProto', () => {
  it('reads nothing without trusted proxies: the header is then the client’s word', () => {
    expect(forwardedProto('http', 0)).toBeUndefined()
    expect(forwardedProto(null, 1)).toBeUndefined()
  })

  it('takes the entry the outermost trusted proxy wrote, not what the client put before it', () => {
    expect(forwardedProto('HTTP', 1)).toBe('http')
    expect(forwardedProto('http, https', 1)).toBe('https')
    expect(forwardedProto('https, http', 1)).toBe('http')
    expect(forwardedProto('https, http', 2)).toBe('https')
    // A proxy that overwrote the header instead of appending: its one entry.
    expect(forwardedProto('https', 2)).toBe('https')
  })
})

describe('httpsRedirect', () => {
  it('sends what the trusted proxy received over HTTP to https, same host, path and query', () => {
    expect(viaProxy('http')).toBe('https://www.example.co.th/th/home')
    expect(viaProxy('http', '/api/search?q=pork&lang=en')).toBe(
      'https://www.example.co.th/api/search?q=pork&lang=en',
    )
    expect(viaProxy('http', '/_next/static/chunks/a.js')).toBe(
      'https://www.example.co.th/_next/static/chunks/a.js',
    )
    // Another name of the same deployment keeps its own host (no off-host first hop).
    expect(viaProxy('http', '/', 'example.co.th')).toBe('https://example.co.th/')
  })

  it('leaves requests the proxy received over https alone', () => {
    expect(viaProxy('https')).toBeNull()
    expect(viaProxy(null)).toBeNull()
  })

  it('never redirects on a header no trusted proxy wrote', () => {
    const untrusted = { ...behindTls, trustedProxyCount: 0 }
    const request = { host: 'www.example.co.th', forwardedProto: 'http', pathAndQuery: '/' }
    expect(httpsRedirect(request, untrusted)).toBeNull()
    // A client's "http" before the proxy's "https" is not the proxy's word.
    expect(viaProxy('http, https')).toBeNull()
  })

  it('leaves an http deployment (the embedded default) alone', () => {
    const plain = {
      siteUrl: 'http://localhost:3000',
      appOrigin: 'http://localhost:3000',
      trustedProxyCount: 1,
    }
    expect(
      httpsRedirect({ host: 'localhost:3000', forwardedProto: 'http', pathAndQuery: '/' }, plain),
    ).toBeNull()
  })

  it('keeps the configured https port for its host (a terminator on a port of its own)', () => {
    const local = {
      siteUrl: 'https://localhost:8443',
      appOrigin: 'https://localhost:8443',
      trustedProxyCount: 1,
    }
    expect(
      httpsRedirect({ host: 'localhost:8080', forwardedProto: 'http', pathAndQuery: '/x' }, local),
    ).toBe('https://localhost:8443/x')
  })

  it('never builds an address from a Host that is not a host name', () => {
    for (const host of ['evil.example/@x', 'a b', 'user@evil.example', '', null]) {
      expect(viaProxy('http', '/th/home', host as string)).toBe('https://www.example.co.th/th/home')
    }
    expect(viaProxy('http', '//evil.example/x')).toBe('https://www.example.co.th//evil.example/x')
    expect(viaProxy('http', '[::1]', '[::1]:80')).toBe('https://[::1]/')
  })
})
