/**
 * @jest-environment node
 */
import { serializeConsent, createConsent, CONSENT_COOKIE } from '@/lib/consent/consent'
import { callApi } from '@/lib/testing/apiTest'
import { createRateLimiter, RATE_LIMITS, type RateLimiter } from '@/shared/rateLimits'
import { createCollectHandler, visitorDigest } from './collectHandler'
import type { CollectedEvent } from './collectEvents'

const ALLOWED = serializeConsent(
  createConsent({ analytics: true, marketing: false }, new Date('2026-11-21T05:00:00Z')),
)
const REFUSED = serializeConsent(
  createConsent({ analytics: false, marketing: false }, new Date('2026-11-21T05:00:00Z')),
)
const PAGES = new Set(['/home', '/about/awards', '/admin'])
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131'

function setup(limiter: RateLimiter = createRateLimiter(RATE_LIMITS.analyticsCollect)) {
  const queued: CollectedEvent[][] = []
  const handler = createCollectHandler({
    isSitePage: (path) => {
      const free = path.replace(/^\/(th|en)/, '')
      return !free.startsWith('/admin') && PAGES.has(free)
    },
    enqueue: (events) => queued.push(events),
    limiter,
    clientKey: () => '203.0.113.7',
    ownHosts: ['localhost', 'www.siamharvest.example'],
    logError: () => undefined,
  })
  return { handler, queued }
}

function beacon(
  handler: ReturnType<typeof createCollectHandler>,
  body: unknown,
  { consent = ALLOWED, type = 'text/plain;charset=UTF-8', method = 'POST' } = {},
) {
  return callApi(handler, {
    method,
    headers: {
      'content-type': type,
      'user-agent': USER_AGENT,
      ...(consent && { cookie: `${CONSENT_COOKIE}=${consent}` }),
    },
    rawBody: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

test('a page view is queued with its referring domain and a digest of the visitor only', async () => {
  const { handler, queued } = setup()
  const answer = await beacon(handler, {
    events: [
      { type: 'pageview', path: '/th/home', referrer: 'https://www.google.com/search?q=rice' },
      { type: 'vital', path: '/th/home', metric: 'LCP', value: 1834.2 },
    ],
  })
  expect(answer.status).toBe(202)
  expect(answer.headers['set-cookie']).toBeUndefined()
  expect(queued).toEqual([
    [
      {
        type: 'pageview',
        path: '/th/home',
        referrer: 'www.google.com',
        visitor: visitorDigest('203.0.113.7', USER_AGENT),
      },
      { type: 'vital', path: '/th/home', metric: 'LCP', value: 1834.2 },
    ],
  ])
  expect(JSON.stringify(queued)).not.toMatch(/203\.0\.113\.7|Mozilla|q=rice/)
})

test('a referrer from the site itself is no referrer', async () => {
  const { handler, queued } = setup()
  await beacon(handler, {
    events: [{ type: 'pageview', path: '/en/home', referrer: 'http://localhost:3000/en/about' }],
  })
  expect(queued[0]?.[0]).toMatchObject({ referrer: null })
})

test.each([
  ['no consent cookie', {}, { consent: '' }],
  ['analytics refused', {}, { consent: REFUSED }],
  ['a query string', { events: [{ type: 'pageview', path: '/th/home?utm_source=x' }] }, {}],
  ['an unknown page', { events: [{ type: 'pageview', path: '/th/nowhere' }] }, {}],
  ['the console', { events: [{ type: 'pageview', path: '/th/admin' }] }, {}],
  [
    'an unknown metric',
    { events: [{ type: 'vital', path: '/th/home', metric: 'FID', value: 1 }] },
    {},
  ],
  [
    'a value out of range',
    { events: [{ type: 'vital', path: '/th/home', metric: 'CLS', value: 99 }] },
    {},
  ],
  ['an unknown field', { events: [{ type: 'pageview', path: '/th/home', ip: '1.2.3.4' }] }, {}],
  ['no events', { events: [] }, {}],
  ['not JSON', '{"events": [', {}],
  ['another media type', { events: [] }, { type: 'application/x-www-form-urlencoded' }],
])('400 for %s, nothing queued', async (_name, body, options) => {
  const { handler, queued } = setup()
  const answer = await beacon(handler, body, options)
  expect(answer.status).toBe(400)
  expect(queued).toEqual([])
})

test('413 over 2 KB', async () => {
  const { handler, queued } = setup()
  const path = `/th/home`
  const answer = await beacon(handler, {
    events: [{ type: 'pageview', path }],
    pad: 'x'.repeat(2100),
  })
  expect(answer.status).toBe(413)
  expect(queued).toEqual([])
})

test('a flood of 1 000 malformed and valid beacons gets 4xx only, 429 past the limit', async () => {
  const { handler } = setup()
  const bodies = [
    { events: [{ type: 'pageview', path: '/th/home' }] },
    '\u0000\u0001garbage',
    { events: [{ type: 'vital', path: '/th/home', metric: 'INP', value: -5 }] },
    { events: Array.from({ length: 50 }, () => ({ type: 'pageview', path: '/th/home' })) },
    'null',
    '[]',
  ]
  const statuses = new Map<number, number>()
  for (let index = 0; index < 1000; index += 1) {
    const { status } = await beacon(handler, bodies[index % bodies.length])
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
  }
  expect(
    [...statuses.keys()].every((status) => status === 400 || status === 429 || status === 202),
  ).toBe(true)
  expect(statuses.get(429)).toBe(1000 - RATE_LIMITS.analyticsCollect.points)
})

test('a failing limiter store drops the beacon with 202, never a 5xx', async () => {
  const failing: RateLimiter = {
    consume: () => Promise.reject(new Error('Redis is away')),
    peek: () => Promise.reject(new Error('Redis is away')),
    refund: async () => undefined,
    reset: async () => undefined,
  }
  const { handler, queued } = setup(failing)
  const answer = await beacon(handler, { events: [{ type: 'pageview', path: '/th/home' }] })
  expect(answer.status).toBe(202)
  expect(queued).toEqual([])
})

test('405 for another method', async () => {
  const { handler } = setup()
  expect((await beacon(handler, '', { method: 'GET' })).status).toBe(405)
})
