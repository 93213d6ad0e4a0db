import { sharedRedis } from '@/lib/redis/redisConnection'
import { createRedisSignatureStore } from './redisSignatureStore'

/** What a store answers when a webhook's signature is presented. */
export type ClaimResult = 'claimed' | 'used' | 'full'

/**
 * The signatures of webhooks already accepted, each kept until it would be refused as too old
 * anyway: in this process's memory for one instance, in Redis (redisSignatureStore.ts) when
 * several share the work.
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

// On globalThis, like the other shared stores: one per process whatever bundles Next makes.
const STORE_KEY = Symbol.for('siam-harvest.used-webhook-signatures')
type WithStore = typeof globalThis & { [STORE_KEY]?: UsedSignatureStore }

/** The one place the store is chosen: Redis when REDIS_URL is set, else this process's memory. */
export function usedSignatureStore(): UsedSignatureStore {
  const holder = globalThis as WithStore
  if (holder[STORE_KEY] === undefined) {
    const connection = sharedRedis()
    const memory = createMemorySignatureStore()
    holder[STORE_KEY] =
      connection === undefined ? memory : createRedisSignatureStore(connection, memory)
  }
  return holder[STORE_KEY]
}
