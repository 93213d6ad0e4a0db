import { REDIS_KEY_PREFIX, type RedisConnection } from '@/lib/redis/redisConnection'
import type { UsedSignatureStore } from './usedSignatures'
import { MAX_SIGNATURE_AGE_MS } from './webhook'

const KEY = `${REDIS_KEY_PREFIX}used-webhook-signature:`

type Claim = { id: string; expiresAt: number }

// A signature is refused as too old this long after it was made, so a release that has not
// reached Redis by then no longer matters.
const RELEASE_RETRY_WINDOW_MS = MAX_SIGNATURE_AGE_MS

/**
 * Used webhook signatures in Redis (`SET NX PX`), so a call accepted by one instance is refused
 * as a replay by every other. While Redis cannot be reached, `local` (this instance's memory)
 * decides alone (logged once by the connection), and the signatures it accepted meanwhile are
 * written to Redis when it is back, so they cannot be replayed to another instance afterwards.
 */
export function createRedisSignatureStore(
  connection: RedisConnection,
  local: UsedSignatureStore,
  now: () => number = Date.now,
): UsedSignatureStore {
  // Few: Sanity sends a handful of calls a minute, and each is dropped once it is too old.
  let claimedHere: Claim[] = []
  // Releases Redis missed: until they reach it, Sanity's retry of such a call would be a 409.
  let releasedHere: Claim[] = []

  async function setIfAbsent({ id, expiresAt }: Claim): Promise<boolean> {
    const answer = await connection.run('webhook signatures', (client) =>
      client.set(KEY + id, '1', {
        condition: 'NX',
        expiration: { type: 'PX', value: ttl(expiresAt) },
      }),
    )
    return answer === 'OK'
  }

  function ttl(expiresAt: number) {
    return Math.max(1, expiresAt - now())
  }

  async function forget(id: string) {
    await connection.run('webhook signatures', (client) => client.del(KEY + id))
  }

  async function handOver() {
    const live = (claim: Claim) => claim.expiresAt > now()
    const claims = claimedHere.filter(live)
    const releases = releasedHere.filter(live)
    claimedHere = []
    releasedHere = []
    for (const [index, release] of releases.entries()) {
      try {
        await forget(release.id)
      } catch {
        releasedHere = [...releases.slice(index), ...releasedHere]
        claimedHere = [...claims, ...claimedHere]
        return
      }
    }
    for (const [index, claim] of claims.entries()) {
      try {
        await setIfAbsent(claim)
      } catch {
        claimedHere = [...claims.slice(index), ...claimedHere]
        return
      }
    }
  }

  const hasPending = () => claimedHere.length > 0 || releasedHere.length > 0

  connection.onReady(() => void handOver())

  return {
    async claim(id, expiresAt) {
      if (hasPending()) await handOver()
      try {
        return (await setIfAbsent({ id, expiresAt })) ? 'claimed' : 'used'
      } catch {
        const result = await local.claim(id, expiresAt)
        if (result === 'claimed') claimedHere.push({ id, expiresAt })
        return result
      }
    },
    async release(id) {
      await local.release(id)
      const wasClaimedHere = claimedHere.some((claim) => claim.id === id)
      claimedHere = claimedHere.filter((claim) => claim.id !== id)
      if (wasClaimedHere) return
      try {
        await forget(id)
      } catch {
        // The signature lives at most the freshness window: forgetting it later is enough.
        releasedHere.push({ id, expiresAt: now() + RELEASE_RETRY_WINDOW_MS })
      }
    },
  }
}
