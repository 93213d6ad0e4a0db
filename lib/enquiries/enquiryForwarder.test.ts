/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createCoreClient } from '@/lib/http/core-client'
import { sendJson, startTestServer, type TestServer } from '@/lib/http/test-server'
import { createCoreDelivery } from './coreDelivery'
import { createDeliveryLog, createEnquiryForwarder } from './enquiryForwarder'
import { createLocalEnquiryStore, type EnquiryRecord } from './localEnquiryStore'

function record(id: string): EnquiryRecord {
  return {
    id,
    receivedAt: '2026-11-21T03:00:00.000Z',
    lang: 'en',
    fields: {
      name: 'Somchai',
      email: 'somchai@example.com',
      topic: 'products',
      message: 'Do you export frozen duck?',
      consent: true,
    },
  }
}

describe('enquiry forwarder', () => {
  let dataDir: string
  let server: TestServer
  let coreUp = true
  const stored = new Map<string, unknown>()
  const tokens = { get: jest.fn(async () => 'service-token'), reset: jest.fn() }

  beforeAll(async () => {
    // A core service that keeps each id once, like the real one, and can be "down".
    server = await startTestServer((request, response) => {
      if (!coreUp) return sendJson(response, 503, { message: 'UNAVAILABLE' })
      if (request.headers.authorization !== 'Bearer service-token') {
        return sendJson(response, 401, { message: 'NOT_AUTHORIZED' })
      }
      const body = JSON.parse(request.body) as EnquiryRecord
      if (body.fields.message === 'refuse me')
        return sendJson(response, 400, { message: 'INVALID_REQUEST' })
      const isNew = !stored.has(body.id)
      stored.set(body.id, body)
      sendJson(response, isNew ? 201 : 200, body)
    })
  })
  afterAll(() => server.close())

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'forwarder-'))
    stored.clear()
    coreUp = true
  })
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

  function forwarder() {
    const client = createCoreClient({
      baseURL: server.url,
      businessUnit: 'SHF',
      getAccessToken: () => tokens.get(),
      onUnauthorized: () => undefined,
    })
    return createEnquiryForwarder({
      outbox: createLocalEnquiryStore(dataDir),
      deliveries: createDeliveryLog(dataDir),
      deliver: createCoreDelivery(client, tokens),
      log: () => undefined,
    })
  }

  it('keeps enquiries while the core service is down and delivers them, once, when it is back', async () => {
    const outbox = createLocalEnquiryStore(dataDir)
    await outbox.append(record('a'))
    await outbox.append(record('b'))
    coreUp = false
    expect(await forwarder().deliverPending()).toEqual({ delivered: 0, rejected: 0, pending: 2 })
    expect(stored.size).toBe(0)

    coreUp = true
    const postsBefore = server.requests.length
    // A new process (a restart) reads the same files.
    expect(await forwarder().deliverPending()).toEqual({ delivered: 2, rejected: 0, pending: 0 })
    expect([...stored.keys()]).toEqual(['a', 'b'])
    expect(await forwarder().deliverPending()).toEqual({ delivered: 0, rejected: 0, pending: 0 })
    expect(server.requests.length - postsBefore).toBe(2)
  })

  it('sends the spec headers and the site token with each delivery', async () => {
    await createLocalEnquiryStore(dataDir).append(record('c'))
    await forwarder().deliverPending()
    const last = server.requests.at(-1)
    expect(last?.url).toBe('/enquiries')
    expect(last?.headers['x-sender']).toBe('Admin')
    expect(last?.headers['x-business-unit']).toBe('SHF')
    expect(last?.headers.authorization).toBe('Bearer service-token')
  })

  it('records a refused enquiry as rejected (kept in the outbox) instead of retrying forever', async () => {
    const outbox = createLocalEnquiryStore(dataDir)
    await outbox.append({ ...record('d'), fields: { ...record('d').fields, message: 'refuse me' } })
    expect(await forwarder().deliverPending()).toEqual({ delivered: 0, rejected: 1, pending: 0 })
    expect(await createDeliveryLog(dataDir).list()).toEqual([
      expect.objectContaining({ id: 'd', result: 'rejected', status: 400 }),
    ])
    expect(await outbox.list()).toHaveLength(1)
  })

  it('forgets a refused token so the next round asks for a new one', async () => {
    await createLocalEnquiryStore(dataDir).append(record('e'))
    tokens.get.mockResolvedValueOnce('stale-token')
    tokens.reset.mockClear()
    expect(await forwarder().deliverPending()).toEqual({ delivered: 0, rejected: 0, pending: 1 })
    expect(tokens.reset).toHaveBeenCalledTimes(1)
    expect(await forwarder().deliverPending()).toEqual({ delivered: 1, rejected: 0, pending: 0 })
  })

  it('retries by itself after a failed round when nudged', async () => {
    await createLocalEnquiryStore(dataDir).append(record('f'))
    coreUp = false
    const running = createEnquiryForwarder({
      outbox: createLocalEnquiryStore(dataDir),
      deliveries: createDeliveryLog(dataDir),
      deliver: createCoreDelivery(
        createCoreClient({
          baseURL: server.url,
          businessUnit: 'SHF',
          getAccessToken: () => tokens.get(),
          onUnauthorized: () => undefined,
        }),
        tokens,
      ),
      log: () => undefined,
      retryMs: 50,
    })
    running.nudge()
    await new Promise((r) => setTimeout(r, 80))
    coreUp = true
    for (let i = 0; i < 40 && !stored.has('f'); i += 1) await new Promise((r) => setTimeout(r, 50))
    running.stop()
    expect(stored.has('f')).toBe(true)
  })
})
