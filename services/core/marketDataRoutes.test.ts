/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { historyAt, quoteAt } from './marketData'
import { startCoreService, type CoreService } from './server'
import { startTestIssuer, type TestIssuer } from './testIssuer'

const SENDER_HEADERS = { 'X-Sender': 'Admin', 'X-Business-Unit': 'SHF' }
// The site's own token: no role, only the scope it asks for.
const SITE_CLAIMS = {
  sub: 'siam-harvest-site',
  client_id: 'siam-harvest-site',
  scope: 'enquiries:write',
}

// Saturday 21 November 2026, noon in Bangkok (lib/testing/clock.ts's PINNED_NOW, which services/
// may not import): the quote is Friday's close.
const PINNED_NOW = '2026-11-21T12:00:00+07:00'

let issuer: TestIssuer
let folder: string
let core: CoreService
let token: string

async function call(pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${core.url}${pathAndQuery}`, {
    headers: { ...SENDER_HEADERS, Authorization: `Bearer ${token}`, ...headers },
  })
  return { status: response.status, headers: response.headers, body: await response.json() }
}

beforeAll(async () => {
  // Only Date moves; timers stay real, so the servers' I/O runs as usual.
  jest.useFakeTimers({
    now: new Date(PINNED_NOW),
    doNotFake: [
      'nextTick',
      'setImmediate',
      'setTimeout',
      'setInterval',
      'clearTimeout',
      'clearInterval',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
    advanceTimers: true,
  })
  issuer = await startTestIssuer()
  token = await issuer.sign(SITE_CLAIMS)
  folder = mkdtempSync(path.join(tmpdir(), 'core-market-data-'))
  core = await startCoreService({
    host: '127.0.0.1',
    port: 0,
    dbFile: path.join(folder, 'core.sqlite'),
    issuer: issuer.issuer,
    audience: 'urn:siam-harvest:core',
    adminRole: 'admin',
    businessUnit: 'SHF',
    companyName: { th: 'สยามฮาร์เวสต์ ฟู้ดส์', en: 'Siam Harvest Foods' },
    // These tests count enquiries from an empty store: no examples in it.
    exampleEnquiries: false,
    alertSendsPerMinute: 120,
  })
})
afterAll(async () => {
  await core.close()
  await issuer.close()
  rmSync(folder, { recursive: true, force: true })
})

describe('GET /market-data/quote', () => {
  it('answers the delayed demo quote at the service’s clock, never cached', async () => {
    const { status, headers, body } = await call('/market-data/quote?symbol=SHF')
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(body).toEqual(quoteAt('SHF', Date.parse(PINNED_NOW)))
    expect(body).toMatchObject({
      symbol: 'SHF',
      exchange: 'SET',
      currency: 'THB',
      tradingDate: '2026-11-20',
      asOf: '2026-11-20T09:30:00.000Z',
      delayMinutes: 15,
      demo: true,
    })
  })

  it('refuses a missing or malformed symbol (400) and a caller without a token (401)', async () => {
    for (const query of [
      '',
      '?symbol=',
      '?symbol=shf',
      '?symbol=SHF%20X',
      '?symbol=ABCDEFGHIJKLM',
    ]) {
      const { status, body } = await call(`/market-data/quote${query}`)
      expect({ query, status, message: body.message }).toEqual({
        query,
        status: 400,
        message: 'INVALID_REQUEST',
      })
      expect(body.errors).toHaveProperty('symbol')
    }
    expect((await call('/market-data/quote?symbol=SHF', { Authorization: '' })).status).toBe(401)
    expect((await call('/market-data/quote?symbol=SHF', { 'X-Sender': '' })).status).toBe(400)
  })

  it('is read-only: another method is 405 with Allow', async () => {
    const response = await fetch(`${core.url}/market-data/quote?symbol=SHF`, {
      method: 'POST',
      headers: { ...SENDER_HEADERS, Authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
  })
})

describe('GET /market-data/history', () => {
  it('answers a year of daily closes up to the quote’s day', async () => {
    const { status, body } = await call('/market-data/history?symbol=SHF&range=1y')
    expect(status).toBe(200)
    expect(body).toEqual(historyAt('SHF', '1y', Date.parse(PINNED_NOW)))
    expect(body.demo).toBe(true)
    expect(body.points.at(-1)).toMatchObject({ date: '2026-11-20' })
    expect(body.points[0].date > '2025-11-20').toBe(true)
    expect(body.points.length).toBeGreaterThan(230)
  })

  it('refuses an unknown range or a bad symbol (400, naming the parameter)', async () => {
    for (const [query, field] of [
      ['?symbol=SHF', 'range'],
      ['?symbol=SHF&range=2y', 'range'],
      ['?symbol=SHF&range=1Y', 'range'],
      ['?symbol=s%2Fhf&range=1y', 'symbol'],
    ] as const) {
      const { status, body } = await call(`/market-data/history${query}`)
      expect(status).toBe(400)
      expect(body.errors).toHaveProperty(field)
    }
  })
})
