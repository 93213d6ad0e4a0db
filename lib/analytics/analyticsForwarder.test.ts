/**
 * @jest-environment node
 */
import axios from 'axios'
import { startTestServer, sendJson, type TestServer } from '@/lib/http/test-server'
import { createAnalyticsForwarder, MAX_QUEUED_EVENTS } from './analyticsForwarder'
import type { CollectedEvent } from './collectEvents'

const view = (path: string): CollectedEvent => ({
  type: 'pageview',
  path,
  visitor: 'a'.repeat(64),
  referrer: null,
})

let server: TestServer | undefined
let answer = 202

afterEach(async () => {
  await server?.close()
  server = undefined
  answer = 202
})

async function forwarder() {
  server = await startTestServer((_request, response) => sendJson(response, answer, {}))
  return createAnalyticsForwarder(axios.create({ baseURL: server.url }), { log: () => undefined })
}

test('posts the waiting events as one batch', async () => {
  const analytics = await forwarder()
  analytics.enqueue([view('/th/home'), view('/en/home')])
  await analytics.flush()
  expect(server!.requests).toHaveLength(1)
  expect(server!.requests[0]!.url).toBe('/analytics/events')
  expect(JSON.parse(server!.requests[0]!.body).events).toHaveLength(2)
})

test('keeps the events while the core service fails, and sends them later', async () => {
  const analytics = await forwarder()
  answer = 503
  analytics.enqueue([view('/th/home')])
  await analytics.flush()
  answer = 202
  await analytics.flush()
  expect(server!.requests).toHaveLength(2)
  expect(analytics.dropped()).toBe(0)
})

test('drops a batch the core service refuses as malformed', async () => {
  const analytics = await forwarder()
  answer = 400
  analytics.enqueue([view('/th/home')])
  await analytics.flush()
  await analytics.flush()
  expect(server!.requests).toHaveLength(1)
  expect(analytics.dropped()).toBe(1)
})

test('never holds more than its bound', async () => {
  const analytics = await forwarder()
  answer = 503
  analytics.enqueue(Array.from({ length: MAX_QUEUED_EVENTS + 10 }, () => view('/th/home')))
  expect(analytics.dropped()).toBe(10)
})
