import { sharedRedis } from '@/lib/redis/redisConnection'
import { createMemoryRevocationStore } from './memoryRevocationStore'
import { createRedisRevocationStore } from './redisRevocationStore'

/**
 * Where revoked sessions are remembered. A session is revoked on its own (`/logout`) or with
 * every other session of its user signed in before a moment ("sign out everywhere"). Entries
 * are needed only until every cookie they could match has expired (`untilEpochMs`); a store
 * forgets them after that.
 */
export interface SessionRevocationStore {
  /** Refuse the session `sessionId` from now until `untilEpochMs`. */
  revoke(sessionId: string, untilEpochMs: number): Promise<void>
  isRevoked(sessionId: string): Promise<boolean>
  /** Refuse every session of `userSub` signed in before `atEpochMs`, until `untilEpochMs`. */
  revokeAllFor(userSub: string, atEpochMs: number, untilEpochMs: number): Promise<void>
  /** The moment before which `userSub`'s sessions are refused, or null. */
  revokedBefore(userSub: string): Promise<number | null>
}

// On globalThis: Next bundles the auth, core-proxy and page routes with a module copy each,
// and a revocation made by one must be seen by all.
const STORE_KEY = Symbol.for('siam-harvest.session-revocations')
type WithStore = typeof globalThis & { [STORE_KEY]?: SessionRevocationStore }

/**
 * The one place the store is chosen: Redis when REDIS_URL is set (every instance of the site sees
 * a revocation at once), else this process's memory (one instance).
 */
export function sessionRevocations(): SessionRevocationStore {
  const holder = globalThis as WithStore
  holder[STORE_KEY] ??= chooseStore()
  return holder[STORE_KEY]
}

function chooseStore(): SessionRevocationStore {
  const connection = sharedRedis()
  const memory = createMemoryRevocationStore()
  return connection === undefined ? memory : createRedisRevocationStore(connection, memory)
}
