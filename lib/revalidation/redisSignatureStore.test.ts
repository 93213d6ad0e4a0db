/**
 * @jest-environment node
 */
import { startTestRedis, until, type TestRedis } from '@/lib/testing/testRedis'
import { createRedisSignatureStore } from './redisSignatureStore'
import { createMemorySignatureStore, usedSignatureStore } from './usedSignatures'

const FIVE_MINUTES = 5 * 60 * 1000

let redis: TestRedis
beforeAll(async () => {
  redis = await startTestRedis()
})
afterAll(() => redis.close())

function twoInstances() {
  const a = redis.instance('site-a')
  return {
    a: createRedisSignatureStore(a, createMemorySignatureStore()),
    b: createRedisSignatureStore(redis.instance('site-b'), createMemorySignatureStore()),
    redisOfA: a,
  }
}

describe('used webhook signatures in Redis', () => {
  it('stay in memory without REDIS_URL', async () => {
    const store = usedSignatureStore()
    expect(await store.claim('signature', Date.now() + FIVE_MINUTES)).toBe('claimed')
    expect(usedSignatureStore()).toBe(store)
  })

  it('refuse on one instance a signature accepted by the other, until it is too old anyway', async () => {
    const { a, b, redisOfA } = twoInstances()
    expect(await a.claim('signature-1', Date.now() + FIVE_MINUTES)).toBe('claimed')
    expect(await b.claim('signature-1', Date.now() + FIVE_MINUTES)).toBe('used')
    expect(await a.claim('signature-1', Date.now() + FIVE_MINUTES)).toBe('used')
    const ttl = await redisOfA.run('test', (client) =>
      client.pTTL('siam-harvest:used-webhook-signature:signature-1'),
    )
    expect(ttl).toBeGreaterThan(FIVE_MINUTES - 5_000)

    // A call that failed forgets its signature everywhere, so Sanity's retry is accepted.
    await a.release('signature-1')
    expect(await b.claim('signature-1', Date.now() + FIVE_MINUTES)).toBe('claimed')
  })

  it('decide from memory while Redis is down, never with an error, and share again when it is back', async () => {
    const { a, b, redisOfA } = twoInstances()
    await redis.stop()

    await expect(a.claim('during-outage', Date.now() + FIVE_MINUTES)).resolves.toBe('claimed')
    await expect(a.claim('during-outage', Date.now() + FIVE_MINUTES)).resolves.toBe('used')
    await expect(a.release('never-claimed')).resolves.toBeUndefined()
    expect(redis.logs.some((entry) => entry.level === 'warn')).toBe(true)

    await redis.restart()
    // What a accepted meanwhile reaches Redis: the same call replayed to b is refused.
    await until(
      async () =>
        (await redisOfA.run('test', (client) =>
          client.exists('siam-harvest:used-webhook-signature:during-outage'),
        )) === 1,
    )
    expect(await b.claim('during-outage', Date.now() + FIVE_MINUTES)).toBe('used')
    expect(await a.claim('after-outage', Date.now() + FIVE_MINUTES)).toBe('claimed')
    expect(await b.claim('after-outage', Date.now() + FIVE_MINUTES)).toBe('used')
  })
})
