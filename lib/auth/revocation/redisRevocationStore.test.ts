/**
 * @jest-environment node
 */
import { startTestRedis, until, type TestRedis } from '@/lib/testing/testRedis'
import { createMemoryRevocationStore } from './memoryRevocationStore'
import { createRedisRevocationStore } from './redisRevocationStore'
import { sessionRevocations } from './revocationStore'

const HOUR = 60 * 60 * 1000

let redis: TestRedis
beforeAll(async () => {
  redis = await startTestRedis()
})
afterAll(() => redis.close())

/** The revocation store of two instances of the site, each with its connection and memory. */
function twoInstances() {
  const a = redis.instance('site-a')
  const b = redis.instance('site-b')
  return {
    a: createRedisRevocationStore(a, createMemoryRevocationStore()),
    b: createRedisRevocationStore(b, createMemoryRevocationStore()),
    redisOfA: a,
  }
}

describe('session revocations in Redis', () => {
  it('stay in memory without REDIS_URL', () => {
    expect(sessionRevocations()).toHaveProperty('size')
  })

  it('refuse on one instance a session revoked on the other, for its remaining lifetime', async () => {
    const { a, b, redisOfA } = twoInstances()
    expect(await b.isRevoked('session-1')).toBe(false)
    await a.revoke('session-1', Date.now() + HOUR)
    expect(await b.isRevoked('session-1')).toBe(true)
    expect(await b.isRevoked('session-2')).toBe(false)

    const ttl = await redisOfA.run('test', (client) =>
      client.pTTL('siam-harvest:revoked-session:session-1'),
    )
    expect(ttl).toBeGreaterThan(HOUR - 5_000)
    expect(ttl).toBeLessThanOrEqual(HOUR)
    // A second revocation with an earlier end does not shorten the first.
    await b.revoke('session-1', Date.now() + 1_000)
    expect(
      await redisOfA.run('test', (client) => client.pTTL('siam-harvest:revoked-session:session-1')),
    ).toBeGreaterThan(HOUR - 5_000)
  })

  it("share a user's 'revoked before' moment, the latest one winning, for a session lifetime", async () => {
    const { a, b, redisOfA } = twoInstances()
    const at = Date.now()
    await a.revokeAllFor('user-1', at, at + 8 * HOUR)
    expect(await b.revokedBefore('user-1')).toBe(at)
    await b.revokeAllFor('user-1', at - 5_000, at + HOUR)
    expect(await a.revokedBefore('user-1')).toBe(at)
    expect(await a.revokedBefore('user-2')).toBeNull()
    const ttl = await redisOfA.run('test', (client) =>
      client.pTTL('siam-harvest:revoked-before:user-1'),
    )
    expect(ttl).toBeGreaterThan(8 * HOUR - 5_000)
  })

  it('answer from memory while Redis is down, never with an error, and share again when it is back', async () => {
    const { a, b } = twoInstances()
    await a.revoke('before-outage', Date.now() + HOUR)
    await redis.stop()

    // The instance that revoked a session still refuses it; the other cannot know, and says so
    // in the log instead of failing the request.
    await expect(a.isRevoked('before-outage')).resolves.toBe(true)
    await expect(b.isRevoked('before-outage')).resolves.toBe(false)
    await expect(a.revoke('during-outage', Date.now() + HOUR)).resolves.toBeUndefined()
    await expect(a.revokeAllFor('user-3', 1_000, Date.now() + HOUR)).resolves.toBeUndefined()
    await expect(a.isRevoked('during-outage')).resolves.toBe(true)
    await expect(b.revokedBefore('user-3')).resolves.toBeNull()
    expect(redis.logs.some((entry) => entry.level === 'warn')).toBe(true)

    // Back, empty (no persistence): what a wrote meanwhile is handed over, and new revocations
    // are shared again.
    await redis.restart()
    await until(async () => await b.isRevoked('during-outage'))
    expect(await b.revokedBefore('user-3')).toBe(1_000)
    await b.revoke('after-outage', Date.now() + HOUR)
    expect(await a.isRevoked('after-outage')).toBe(true)
  })
})
