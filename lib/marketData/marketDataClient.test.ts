/**
 * @jest-environment node
 */
import { createCoreClient } from '@/lib/http/core-client'
import { sendJson, startTestServer, type TestServer } from '@/lib/http/test-server'
import { createMarketDataSource } from './marketDataClient'

const QUOTE = {
  symbol: 'SHF',
  exchange: 'SET',
  currency: 'THB',
  last: 17.9,
  previousClose: 18.2,
  open: 18.2,
  high: 18.3,
  low: 17.8,
  volume: 739400,
  tradingDate: '2026-11-20',
  asOf: '2026-11-20T09:30:00.000Z',
  delayMinutes: 15,
  demo: true,
}

let server: TestServer
let answer: { status: number; body: unknown }
const reset = jest.fn()

function source() {
  const client = createCoreClient({
    baseURL: server.url,
    businessUnit: 'SHF',
    getAccessToken: async () => 'site-token',
    onUnauthorized: () => undefined,
  })
  return createMarketDataSource(client, { get: async () => 'site-token', reset })
}

beforeAll(async () => {
  server = await startTestServer((_request, response) =>
    sendJson(response, answer.status, answer.body),
  )
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  reset.mockClear()
})

describe('the market-data source', () => {
  it('asks the core service for the quote with the site’s token and sender headers', async () => {
    answer = { status: 200, body: QUOTE }
    expect(await source().quote('SHF')).toEqual(expect.objectContaining({ last: 17.9, demo: true }))
    const [request] = server.requests
    expect(request).toMatchObject({ method: 'GET', url: '/market-data/quote?symbol=SHF' })
    expect(request!.headers).toMatchObject({
      authorization: 'Bearer site-token',
      'x-sender': 'Admin',
      'x-business-unit': 'SHF',
    })
  })

  it('asks for a year of closes; an answer without `demo` is real data', async () => {
    answer = { status: 200, body: { points: [{ date: '2026-11-20', close: 17.9, volume: 1 }] } }
    expect(await source().yearHistory('SHF')).toEqual({
      points: [{ date: '2026-11-20', close: 17.9 }],
      demo: false,
    })
    expect(server.requests[0]!.url).toBe('/market-data/history?symbol=SHF&range=1y')
  })

  it('rejects an answer of another shape, and forgets a refused token', async () => {
    answer = { status: 200, body: { ...QUOTE, last: 'n/a' } }
    await expect(source().quote('SHF')).rejects.toThrow()
    expect(reset).not.toHaveBeenCalled()
    answer = { status: 401, body: { message: 'NOT_AUTHORIZED' } }
    await expect(source().quote('SHF')).rejects.toThrow()
    expect(reset).toHaveBeenCalledTimes(1)
  })
})
