/**
 * @jest-environment node
 */
import { closeSharedRedis } from '@/lib/redis/redisConnection'
import { startTestRedis, until, type TestRedis } from '@/lib/testing/testRedis'
import { announceContentChange, onContentChange } from './contentChanges'

let redis: TestRedis
let mockRedisUrl: string | undefined
jest.mock('@/lib/env', () => ({ serverEnv: () => ({ redisUrl: mockRedisUrl }) }))

beforeAll(async () => {
  redis = await startTestRedis()
  // The shared connection reports the outage this test plays on the console.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  jest.spyOn(console, 'info').mockImplementation(() => undefined)
})
afterAll(async () => {
  await closeSharedRedis()
  await redis.close()
})

describe('content changes announced through Redis', () => {
  it('reach every listening instance, and are assumed after a lost subscription comes back', async () => {
    mockRedisUrl = redis.url
    const heard: string[] = []
    onContentChange(() => heard.push('this process'))
    // Another instance, listening on a connection of its own.
    const other = redis.instance('site-b')
    other.subscribe(
      'siam-harvest:content-changed',
      () => heard.push('other instance'),
      () => heard.push('other instance, resubscribed'),
    )
    await until(async () => {
      await announceContentChange()
      return heard.includes('this process') && heard.includes('other instance')
    })

    heard.length = 0
    await redis.stop()
    // Nobody hears this one, and it does not throw …
    await expect(announceContentChange()).resolves.toBeUndefined()
    await redis.restart()
    // … so both rebuild once their subscriptions are back.
    await until(
      () => heard.includes('this process') && heard.includes('other instance, resubscribed'),
    )
  })
})
