/**
 * @jest-environment node
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { createRateLimiter, minutesToWait, type RateLimitRule } from './rateLimits'

const MINUTE = 60_000
const RULE: RateLimitRule = { name: 'test', points: 5, durationSeconds: 600 }

// rate-limiter-flexible's memory store reads Date.now and expires keys with timers: the fake
// clock moves both.
beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-21T03:00:00Z') }))
afterEach(() => jest.useRealTimers())

describe('createRateLimiter', () => {
  it('allows the limit within the window, then refuses with the wait until it ends', async () => {
    const limiter = createRateLimiter(RULE)
    for (let i = 0; i < 5; i += 1) {
      expect(await limiter.consume('203.0.113.7')).toEqual({ allowed: true })
      jest.advanceTimersByTime(MINUTE)
    }
    expect(await limiter.consume('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 300 })
    jest.advanceTimersByTime(5 * MINUTE - 1000)
    expect(await limiter.consume('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    jest.advanceTimersByTime(1000)
    expect(await limiter.consume('203.0.113.7')).toEqual({ allowed: true })
  })

  it('counts each key on its own', async () => {
    const limiter = createRateLimiter(RULE)
    for (let i = 0; i < 5; i += 1) await limiter.consume('203.0.113.7')
    expect((await limiter.consume('203.0.113.7')).allowed).toBe(false)
    expect(await limiter.consume('203.0.113.8')).toEqual({ allowed: true })
  })

  it('peeks without counting, and says no once the next use would pass the limit', async () => {
    const limiter = createRateLimiter(RULE)
    for (let i = 0; i < 10; i += 1) {
      expect(await limiter.peek('203.0.113.7')).toEqual({ allowed: true })
    }
    for (let i = 0; i < 5; i += 1) await limiter.consume('203.0.113.7')
    expect(await limiter.peek('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 600 })
    jest.advanceTimersByTime(10 * MINUTE)
    expect(await limiter.peek('203.0.113.7')).toEqual({ allowed: true })
  })

  it('blocks for the rule’s block time once passed, and forgets a key on reset', async () => {
    const limiter = createRateLimiter({ ...RULE, points: 2, blockSeconds: 900 })
    await limiter.consume('admin')
    await limiter.consume('admin')
    expect(await limiter.consume('admin')).toEqual({ allowed: false, retryAfterSeconds: 900 })
    jest.advanceTimersByTime(10 * MINUTE)
    expect(await limiter.peek('admin')).toEqual({ allowed: false, retryAfterSeconds: 300 })
    await limiter.reset('admin')
    expect(await limiter.consume('admin')).toEqual({ allowed: true })
  })

  it('takes a refunded use off the count', async () => {
    const limiter = createRateLimiter({ ...RULE, points: 2 })
    await limiter.consume('203.0.113.7')
    await limiter.consume('203.0.113.7')
    await limiter.refund('203.0.113.7')
    expect(await limiter.consume('203.0.113.7')).toEqual({ allowed: true })
    expect((await limiter.consume('203.0.113.7')).allowed).toBe(false)
  })

  it('passes a failing store’s error on instead of answering as if the limit were passed', async () => {
    const broken = new Error('store unreachable')
    const failing = { consume: () => Promise.reject(broken) } as unknown as RateLimiterAbstract
    const limiter = createRateLimiter(RULE, () => failing)
    await expect(limiter.consume('203.0.113.7')).rejects.toBe(broken)
  })
})

test('minutesToWait rounds up to whole minutes, at least one', () => {
  expect(minutesToWait(1)).toBe(1)
  expect(minutesToWait(60)).toBe(1)
  expect(minutesToWait(61)).toBe(2)
  expect(minutesToWait(900)).toBe(15)
})
