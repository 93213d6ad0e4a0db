/**
 * The provider's state in Redis (REDIS_URL set), where every provider process reaches the same
 * sessions and grants. Keys, all under `siam-harvest:idp:`:
 *   <model>:<id>                hash { payload: JSON, consumed?: epoch s } TTL expiresIn
 *   grant:<grantId>             set of the keys of its tokens and codes    TTL its longest member
 *   index:<model>:uid:<uid>     the Session id of a uid                    TTL expiresIn
 *   index:<model>:userCode:<c>  the id of a user code                      TTL expiresIn
 * Bound: every key has a TTL (expiresIn, or DEFAULT_LIFETIME_SECONDS when none is given), so
 * nothing outlives the entry it belongs to; Redis's own maxmemory is the operator's.
 *
 * The provider's own small connection (it is a process of its own, apart from the site's
 * lib/redis). Unlike the site it has no memory to fall back on: while Redis is away a request
 * that needs state fails (the provider's error page), and it works again once Redis is back.
 */

import { createClient } from '@redis/client'
import type { Adapter, AdapterPayload } from 'oidc-provider'
import { GRANT_MEMBER_MODELS, lifetimeSeconds, type StateStore } from './stateStore'

export const IDP_KEY_PREFIX = 'siam-harvest:idp:'

// Reconnecting: 100 ms, doubling to at most 5 s, never giving up (as lib/redis does).
const FIRST_RETRY_MS = 100
const MAX_RETRY_MS = 5_000
const CONNECT_TIMEOUT_MS = 2_000
const COMMAND_TIMEOUT_MS = 2_000
// A request right after start waits this long for the first connection.
const FIRST_CONNECTION_WAIT_MS = 2_000

// Marks an entry consumed only if it is still there: HSET alone would recreate an expired one
// without a TTL.
const CONSUME_SCRIPT = `if redis.call('EXISTS', KEYS[1]) == 1 then
  return redis.call('HSET', KEYS[1], 'consumed', ARGV[1])
end
return 0`

export interface RedisStateStoreOptions {
  keyPrefix?: string
  log?: { warn(message: string): void; info(message: string): void }
}

function retryDelay(attempt: number): number {
  const delay = Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS)
  return Math.round(delay * (0.8 + Math.random() * 0.4))
}

export function createRedisStateStore(
  url: string,
  { keyPrefix = IDP_KEY_PREFIX, log = console }: RedisStateStoreOptions = {},
): StateStore {
  const client = createClient({
    url,
    name: `identity-provider-${process.pid}`,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: retryDelay },
  })
  let isDown = false
  // Without an 'error' listener the client's errors would end the process. The URL may hold a
  // password: never logged.
  client.on('error', (error: unknown) => {
    if (isDown) return
    isDown = true
    const reason = error instanceof Error ? error.message : String(error)
    log.warn(`identity provider: Redis unreachable (${reason}): sign-ins fail until it is back`)
  })
  client.on('ready', () => {
    if (!isDown) return
    isDown = false
    log.info('identity provider: Redis reachable again')
  })
  const firstConnection = client.connect().then(
    () => undefined,
    () => undefined,
  )

  async function connected() {
    if (client.isReady) return client
    let timer: NodeJS.Timeout | undefined
    const wait = new Promise((resolve) => (timer = setTimeout(resolve, FIRST_CONNECTION_WAIT_MS)))
    await Promise.race([firstConnection, wait])
    clearTimeout(timer)
    if (!client.isReady) throw new Error('identity provider: Redis is not connected')
    return client
  }

  function adapter(model: string): Adapter {
    const key = (id: string) => `${keyPrefix}${model}:${id}`
    const indexKey = (kind: 'uid' | 'userCode', value: string) =>
      `${keyPrefix}index:${model}:${kind}:${value}`
    const grantKey = (grantId: string) => `${keyPrefix}grant:${grantId}`

    async function find(id: string): Promise<AdapterPayload | undefined> {
      const stored = await (await connected()).hGetAll(key(id))
      if (stored.payload === undefined) return undefined
      const payload = JSON.parse(stored.payload) as AdapterPayload
      return stored.consumed === undefined
        ? payload
        : { ...payload, consumed: Number(stored.consumed) }
    }

    async function findBy(kind: 'uid' | 'userCode', value: string) {
      const id = await (await connected()).get(indexKey(kind, value))
      return id === null ? undefined : find(id)
    }

    return {
      async upsert(id, payload, expiresIn) {
        const ttl = lifetimeSeconds(expiresIn)
        const multi = (await connected())
          .multi()
          .del(key(id))
          .hSet(key(id), 'payload', JSON.stringify(payload))
          .expire(key(id), ttl)
        if (GRANT_MEMBER_MODELS.has(model) && payload.grantId) {
          const grant = grantKey(payload.grantId)
          // The set lives as long as its longest-lived member: NX gives a new set its first TTL,
          // GT lengthens it.
          multi.sAdd(grant, key(id)).expire(grant, ttl, 'NX').expire(grant, ttl, 'GT')
        }
        if (model === 'Session' && payload.uid) {
          multi.set(indexKey('uid', payload.uid), id, { expiration: { type: 'EX', value: ttl } })
        }
        if (payload.userCode) {
          multi.set(indexKey('userCode', payload.userCode), id, {
            expiration: { type: 'EX', value: ttl },
          })
        }
        await multi.exec()
      },
      find,
      findByUid: (uid) => findBy('uid', uid),
      findByUserCode: (userCode) => findBy('userCode', userCode),
      async consume(id) {
        await (
          await connected()
        ).eval(CONSUME_SCRIPT, {
          keys: [key(id)],
          arguments: [String(Math.floor(Date.now() / 1000))],
        })
      },
      async destroy(id) {
        await (await connected()).del(key(id))
      },
      async revokeByGrantId(grantId) {
        const redis = await connected()
        const grant = grantKey(grantId)
        const members = await redis.sMembers(grant)
        await redis.del([...members, grant])
      },
    }
  }

  return {
    adapter,
    async close() {
      if (!client.isOpen) return
      if (client.isReady) await client.close()
      else client.destroy()
    },
  }
}
