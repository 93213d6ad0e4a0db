/**
 * @jest-environment node
 */
import { startTestRedis, until, type TestRedis } from '@/lib/testing/testRedis'
import { createRedisConnection, RedisUnavailableError, sharedRedis } from './redisConnection'

let redis: TestRedis
beforeAll(async () => {
  redis = await startTestRedis()
})
afterAll(() => redis.close())

describe('the Redis connection', () => {
  it('is not made at all without REDIS_URL: the embedded default needs no Redis', () => {
    expect(process.env.REDIS_URL).toBeUndefined()
    expect(sharedRedis()).toBeUndefined()
  })

  it('connects on first use and names itself after the instance', async () => {
    const connection = redis.instance('site-test-host-1234-abc123')
    expect(await connection.run('test', (client) => client.clientGetName())).toBe(
      'site-test-host-1234-abc123',
    )
  })

  it('survives an outage: commands fail fast, one log line each way, then it is back by itself', async () => {
    const connection = redis.instance('site-outage')
    await connection.run('test', (client) => client.set('siam-harvest:probe', '1'))
    redis.logs.length = 0

    await redis.stop()
    const started = Date.now()
    for (let i = 0; i < 20; i += 1) {
      await expect(
        connection.run('test', (client) => client.get('siam-harvest:probe')),
      ).rejects.toThrow()
    }
    expect(Date.now() - started).toBeLessThan(1_000)
    const ownLogs = () => redis.logs.filter((entry) => entry.instance === 'site-outage')
    expect(ownLogs()).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: expect.stringMatching(/^\[redis\] unreachable/),
      }),
    ])

    await redis.restart()
    expect(await connection.run('test', (client) => client.set('siam-harvest:probe', '2'))).toBe(
      'OK',
    )
    expect(ownLogs().map((entry) => entry.level)).toEqual(['warn', 'info'])
    expect(ownLogs()[1]?.message).toMatch(/reachable again/)
  })

  it('starts while Redis is down without crashing, and connects once it is up', async () => {
    const { startRedisServer } = await import('@/scripts/redisServer.mjs')
    const server = await startRedisServer()
    await server.stop()
    const warnings: string[] = []
    const connection = createRedisConnection(server.url, {
      log: { warn: (message) => warnings.push(message), info: () => undefined },
    })
    try {
      await expect(connection.run('test', (client) => client.ping())).rejects.toBeInstanceOf(
        RedisUnavailableError,
      )
      expect(warnings).toHaveLength(1)
      const again = await startRedisServer({ port: server.port })
      try {
        await until(() => connection.client.isReady)
        expect(await connection.run('test', (client) => client.ping())).toBe('PONG')
        expect(warnings).toHaveLength(1)
      } finally {
        await again.stop()
      }
    } finally {
      await connection.close()
    }
  })
})
