/**
 * @jest-environment node
 */
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { startTestRedis, type TestRedis } from '@/lib/testing/testRedis'
import { redisRateLimitStore, sharedRateLimitStore } from './rateLimitStore'
import { createRateLimiter, type RateLimitRule } from '@/shared/rateLimits'

const RULE: RateLimitRule = { name: 'test-contact', points: 3, durationSeconds: 600 }
const CLIENT = '203.0.113.7'

let redis: TestRedis
beforeAll(async () => {
  redis = await startTestRedis()
})
afterAll(() => redis.close())

/** The same limit in two instances of the site, each with its own connection. */
function twoInstances(rule: RateLimitRule) {
  return [
    createRateLimiter(rule, redisRateLimitStore(redis.instance('site-a'))),
    createRateLimiter(rule, redisRateLimitStore(redis.instance('site-b'))),
  ] as const
}

describe('rate limits in Redis', () => {
  it('stay in memory without REDIS_URL', () => {
    expect(sharedRateLimitStore(RULE)).toBeInstanceOf(RateLimiterMemory)
  })

  it('count across instances: uses on one spend the allowance on the other', async () => {
    const [a, b] = twoInstances({ ...RULE, name: 'across' })
    expect(await a.consume(CLIENT)).toEqual({ allowed: true })
    expect(await b.consume(CLIENT)).toEqual({ allowed: true })
    expect(await a.consume(CLIENT)).toEqual({ allowed: true })
    expect(await b.peek(CLIENT)).toMatchObject({ allowed: false })
    const refused = await b.consume(CLIENT)
    expect(refused.allowed).toBe(false)
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(590)
    expect((await a.consume(CLIENT)).allowed).toBe(false)
    expect(await a.consume('198.51.100.1')).toEqual({ allowed: true })

    await a.reset(CLIENT)
    expect(await b.consume(CLIENT)).toEqual({ allowed: true })
  })

  it('fall back to per-instance counting while Redis is down, without an error, and share again after', async () => {
    const [a, b] = twoInstances({ ...RULE, name: 'outage' })
    await a.consume(CLIENT)
    await redis.stop()

    // Each instance counts on its own: three more on a, and b's allowance is untouched.
    for (let i = 0; i < 3; i += 1) expect(await a.consume(CLIENT)).toEqual({ allowed: true })
    expect((await a.consume(CLIENT)).allowed).toBe(false)
    expect(await b.consume(CLIENT)).toEqual({ allowed: true })
    await expect(a.refund(CLIENT)).resolves.toBeUndefined()
    await expect(b.peek(CLIENT)).resolves.toEqual({ allowed: true })
    expect(redis.logs.filter((entry) => entry.level === 'warn').length).toBeGreaterThan(0)

    await redis.restart()
    const client = '192.0.2.44'
    await a.consume(client)
    await b.consume(client)
    await a.consume(client)
    expect((await b.consume(client)).allowed).toBe(false)
  })
})
