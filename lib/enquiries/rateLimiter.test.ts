/**
 * @jest-environment node
 */
import { createRateLimiter } from './rateLimiter'

const MINUTE = 60_000

function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('createRateLimiter', () => {
  it('allows the limit within the window, then refuses with the wait until a slot frees', () => {
    const { now, advance } = clock()
    const limiter = createRateLimiter({ limit: 5, windowMs: 10 * MINUTE, now })
    for (let i = 0; i < 5; i += 1) {
      expect(limiter.hit('203.0.113.7')).toEqual({ allowed: true })
      advance(MINUTE)
    }
    // The first request was 5 minutes ago: its slot frees in 5 more minutes.
    expect(limiter.hit('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 300 })
    advance(5 * MINUTE - 1000)
    expect(limiter.hit('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    advance(1000)
    expect(limiter.hit('203.0.113.7')).toEqual({ allowed: true })
  })

  it('slides: refused requests do not extend the wait', () => {
    const { now, advance } = clock()
    const limiter = createRateLimiter({ limit: 2, windowMs: 10 * MINUTE, now })
    limiter.hit('a')
    limiter.hit('a')
    for (let i = 0; i < 9; i += 1) {
      expect(limiter.hit('a').allowed).toBe(false)
      advance(MINUTE)
    }
    advance(MINUTE)
    expect(limiter.hit('a')).toEqual({ allowed: true })
  })

  it('counts every key on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, now: clock().now })
    expect(limiter.hit('a').allowed).toBe(true)
    expect(limiter.hit('b').allowed).toBe(true)
    expect(limiter.hit('a').allowed).toBe(false)
  })

  it('tracks at most maxKeys addresses, forgetting expired ones first, then the oldest', () => {
    const { now, advance } = clock()
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, maxKeys: 2, now })
    limiter.hit('a')
    advance(2 * MINUTE)
    limiter.hit('b')
    limiter.hit('c') // 'a' has expired: forgotten, 'b' is still counted
    expect(limiter.hit('b').allowed).toBe(false)
    limiter.hit('d') // full of active keys: the oldest ('b') is forgotten
    expect(limiter.hit('b').allowed).toBe(true)
    expect(limiter.hit('d').allowed).toBe(false)
  })
})
