import { REDIS_KEY_PREFIX, type RedisConnection } from '@/lib/redis/redisConnection'
import type { SessionRevocationStore } from './revocationStore'

const SESSION_KEY = `${REDIS_KEY_PREFIX}revoked-session:`
const USER_KEY = `${REDIS_KEY_PREFIX}revoked-before:`

// Keeps the larger value and the longer life of a key in one step, so two instances revoking
// the same session or user at once cannot shorten what the other wrote.
const RAISE_SCRIPT = `
local value = ARGV[1]
local ttl = tonumber(ARGV[2])
local current = redis.call('GET', KEYS[1])
if current and tonumber(current) > tonumber(value) then value = current end
local currentTtl = redis.call('PTTL', KEYS[1])
if currentTtl > ttl then ttl = currentTtl end
redis.call('SET', KEYS[1], value, 'PX', ttl)
return 1
`

type Write = { key: string; value: number; untilEpochMs: number }

// Writes Redis missed while it was away, handed over when it is back; far more than the
// sign-outs of one outage, and each is dropped once it has ended anyway.
const MAX_PENDING_WRITES = 10_000

/**
 * Revocations in Redis, seen by every instance: a revoked session id lives there for the
 * session's remaining lifetime, a user's "revoked before" moment for one session lifetime.
 *
 * `local` (this instance's memory) keeps every revocation made here as well, so one is never
 * forgotten by the instance that made it, whatever happens to Redis. While Redis cannot be
 * reached, answers come from `local` alone (logged once by the connection), never an error, and
 * the writes Redis missed are handed over when it is back.
 */
export function createRedisRevocationStore(
  connection: RedisConnection,
  local: SessionRevocationStore,
  now: () => number = Date.now,
): SessionRevocationStore {
  let pending: Write[] = []

  async function raise({ key, value, untilEpochMs }: Write) {
    const ttl = untilEpochMs - now()
    if (ttl <= 0) return
    await connection.run('session revocations', (client) =>
      client.eval(RAISE_SCRIPT, { keys: [key], arguments: [String(value), String(ttl)] }),
    )
  }

  async function handOver() {
    const writes = pending.filter((write) => write.untilEpochMs > now())
    pending = []
    for (const [index, write] of writes.entries()) {
      try {
        await raise(write)
      } catch {
        pending = [...writes.slice(index), ...pending].slice(0, MAX_PENDING_WRITES)
        return
      }
    }
  }

  async function write(entry: Write) {
    if (pending.length > 0) await handOver()
    try {
      await raise(entry)
    } catch {
      if (pending.length < MAX_PENDING_WRITES) pending.push(entry)
    }
  }

  async function read(key: string): Promise<number | null> {
    if (pending.length > 0) await handOver()
    try {
      const value = await connection.run('session revocations', (client) => client.get(key))
      return value === null ? null : Number(value)
    } catch {
      return null
    }
  }

  connection.onReady(() => void handOver())

  return {
    async revoke(sessionId, untilEpochMs) {
      await local.revoke(sessionId, untilEpochMs)
      await write({ key: SESSION_KEY + sessionId, value: untilEpochMs, untilEpochMs })
    },
    async isRevoked(sessionId) {
      if (await local.isRevoked(sessionId)) return true
      return (await read(SESSION_KEY + sessionId)) !== null
    },
    async revokeAllFor(userSub, atEpochMs, untilEpochMs) {
      await local.revokeAllFor(userSub, atEpochMs, untilEpochMs)
      await write({ key: USER_KEY + userSub, value: atEpochMs, untilEpochMs })
    },
    async revokedBefore(userSub) {
      const here = await local.revokedBefore(userSub)
      const shared = await read(USER_KEY + userSub)
      if (here === null) return shared
      return shared === null ? here : Math.max(here, shared)
    },
  }
}
