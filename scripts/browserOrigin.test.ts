/**
 * @jest-environment node
 */
import { browserOrigin } from './browserOrigin.mjs'

describe('browserOrigin', () => {
  it('is this server’s own address by default (the embedded http://localhost:3000)', () => {
    expect(browserOrigin({}, { port: '3000' })).toBe('http://localhost:3000')
    expect(browserOrigin({ SITE_URL: ' ' }, { host: '127.0.0.1', port: '4100' })).toBe(
      'http://127.0.0.1:4100',
    )
  })

  it('is SITE_URL behind a TLS terminator, so next-auth uses Secure cookies there', () => {
    expect(browserOrigin({ SITE_URL: 'https://www.example.co.th' }, { port: '3000' })).toBe(
      'https://www.example.co.th',
    )
  })

  it('is NEXTAUTH_URL when set, without a trailing slash', () => {
    const env = {
      SITE_URL: 'https://www.example.co.th',
      NEXTAUTH_URL: 'https://admin.example.co.th/',
    }
    expect(browserOrigin(env, { port: '3000' })).toBe('https://admin.example.co.th')
  })
})
