/** What a store answers when a webhook's signature is presented. */
export type ClaimResult = 'claimed' | 'used' | 'full'

/**
 * The signatures of webhooks already accepted, each kept until it would be refused as too old
 * anyway. An interface so that several instances of the site can share one (Redis: `SET id 1 NX
 * PXAT expiresAt`); this process's memory is enough for one.
 */
export interface UsedSignatureStore {
  /** Records `id` until `expiresAt` (ms since the epoch); 'used' if it is recorded already. */
  claim(id: string, expiresAt: number): Promise<ClaimResult>
  /** Forgets `id`, so that Sanity's retry of a delivery the site failed is accepted. */
  release(id: string): Promise<void>
}

// A signature is remembered for at most the freshness window (minutes): Sanity sends a handful
// a minute, so ten thousand is far beyond honest use and about a megabyte at most.
const DEFAULT_LIMIT = 10_000

/**
 * The in-memory store. When it is full of live signatures it refuses new ones ('full') rather
 * than forgetting one early, which would let that one be replayed.
 */
export function createMemorySignatureStore(
  limit = DEFAULT_LIMIT,
  now: () => number = Date.now,
): UsedSignatureStore {
  const expiries = new Map<string, number>()

  function forgetExpired() {
    const time = now()
    for (const [id, expiresAt] of expiries) if (expiresAt <= time) expiries.delete(id)
  }

  return {
    async claim(id, expiresAt) {
      const known = expiries.get(id)
      if (known !== undefined && known > now()) return 'used'
      if (expiries.size >= limit) forgetExpired()
      if (expiries.size >= limit) return 'full'
      expiries.set(id, expiresAt)
      return 'claimed'
    },
    async release(id) {
      expiries.delete(id)
    },
  }
}
