export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiterOptions {
  /** How many requests one key may make within `windowMs`. */
  limit: number
  windowMs: number
  /** Track at most this many keys, so a flood of addresses cannot exhaust memory. */
  maxKeys?: number
  now?: () => number
}

export interface RateLimiter {
  /** Counts a request by `key` and says whether it may go ahead. */
  hit(key: string): RateLimitDecision
}

/**
 * A sliding-window limiter kept in this process's memory: each key's request times within the
 * last window. Enough for one server; several instances would each count on their own.
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  const hits = new Map<string, number[]>()

  function forgetExpired(time: number) {
    for (const [key, times] of hits) {
      if (times[times.length - 1]! <= time - windowMs) hits.delete(key)
    }
  }

  return {
    hit(key) {
      const time = now()
      const recent = (hits.get(key) ?? []).filter((at) => at > time - windowMs)
      if (recent.length >= limit) {
        hits.set(key, recent)
        const retryAfterMs = recent[recent.length - limit]! + windowMs - time
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
      }
      if (!hits.has(key) && hits.size >= maxKeys) {
        forgetExpired(time)
        // Still full of active keys: forget the one tracked longest (Map keeps insertion order).
        if (hits.size >= maxKeys) hits.delete(hits.keys().next().value!)
      }
      hits.delete(key)
      hits.set(key, [...recent, time])
      return { allowed: true }
    },
  }
}
