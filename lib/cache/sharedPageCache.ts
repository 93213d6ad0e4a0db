import { randomBytes } from 'node:crypto'
import { REDIS_KEY_PREFIX, type RedisConnection } from '@/lib/redis/redisConnection'
import { decodeCacheValue, encodeCacheValue } from './cacheValueCodec'

/**
 * The part of Next's cache handler interface (next/dist/server/lib/incremental-cache) this
 * site's pages go through: rendered pages in, rendered pages out. Types are kept loose on
 * purpose: Next's own are internal and change between releases; what is stored is opaque here.
 */
export interface PageCacheEntry {
  lastModified: number
  value: { kind: string; headers?: Record<string, unknown> } | null
  cacheControl?: unknown
}
export interface PageCacheContext {
  kind?: string
  cacheControl?: unknown
}
export interface PageCache {
  get(key: string, ctx: PageCacheContext): Promise<PageCacheEntry | null>
  set(key: string, value: PageCacheEntry['value'], ctx: PageCacheContext): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
  resetRequestCache(): void
}

export interface SharedPageCacheOptions {
  connection: RedisConnection
  /** This instance's own cache: Next's file-system cache, which also holds the build's pages. */
  local: PageCache
  /** Entries of one build only: a rolling deploy must not serve a page whose scripts are gone. */
  buildId: string
  now?: () => number
  /** Pages kept in memory after they were read from Redis, so a hit costs one small read. */
  memoryEntries?: number
}

// Only rendered pages are shared: the Pages Router keeps nothing else in this cache.
const SHARED_KINDS = new Set(['PAGES'])
// An entry nobody rewrote for a week belongs to a page nobody visits; Redis forgets it.
const ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60
const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags'

interface Remembered {
  version: string
  entry: PageCacheEntry
}

/**
 * Next's ISR cache shared by every instance through Redis: a page one instance renders (on a
 * first visit, a revalidation, a webhook) is what every other instance serves next, byte for
 * byte. Each entry is a Redis hash of `version` and `entry`; a read asks for the small
 * `version` first and fetches the entry only when it differs from the copy kept in memory.
 *
 * The instance's own file-system cache stays underneath: it holds the pages built with the
 * site (served until one is rendered again), receives every page this instance renders or reads
 * from Redis, and answers alone while Redis cannot be reached (logged once by the connection),
 * so an outage means "each instance as fresh as it last saw", never an error.
 */
export function createSharedPageCache({
  connection,
  local,
  buildId,
  now = Date.now,
  memoryEntries = 1_000,
}: SharedPageCacheOptions): PageCache {
  const prefix = `${REDIS_KEY_PREFIX}isr:${buildId}:`
  const tagsKey = `${prefix}tags`
  const remembered = new Map<string, Remembered>()

  function remember(key: string, value: Remembered) {
    remembered.delete(key)
    remembered.set(key, value)
    if (remembered.size > memoryEntries) remembered.delete(remembered.keys().next().value!)
  }

  async function isTagExpired(entry: PageCacheEntry): Promise<boolean> {
    const header = entry.value?.headers?.[NEXT_CACHE_TAGS_HEADER]
    if (typeof header !== 'string' || header === '') return false
    const times = await connection.run('the page cache', (client) =>
      client.hmGet(tagsKey, header.split(',')),
    )
    return times.some((time) => time !== null && Number(time) >= entry.lastModified)
  }

  async function readShared(key: string): Promise<PageCacheEntry | null> {
    const version = await connection.run('the page cache', (client) =>
      client.hGet(prefix + key, 'version'),
    )
    if (version === null) return null
    const known = remembered.get(key)
    if (known?.version === version) return known.entry
    const encoded = await connection.run('the page cache', (client) =>
      client.hGet(prefix + key, 'entry'),
    )
    if (encoded === null) return null
    const entry = decodeCacheValue(encoded) as PageCacheEntry
    remember(key, { version, entry })
    // Mirrored to this instance's own cache, so an outage serves the newest page it has seen.
    local.set(key, entry.value, { cacheControl: entry.cacheControl }).catch(() => undefined)
    return entry
  }

  /** A page that is now a 404: no instance may serve its last copy from Redis. */
  async function forgetShared(key: string) {
    remembered.delete(key)
    try {
      await connection.run('the page cache', (client) => client.del(prefix + key))
    } catch {
      // The others serve their copy until it goes stale and they render the 404 themselves.
    }
  }

  return {
    async get(key, ctx) {
      if (!SHARED_KINDS.has(ctx.kind ?? '')) return local.get(key, ctx)
      try {
        const entry = await readShared(key)
        if (entry) return (await isTagExpired(entry)) ? null : entry
      } catch {
        // Redis is away (the connection logged it): this instance's own copy it is.
      }
      return local.get(key, ctx)
    },

    async set(key, value, ctx) {
      await local.set(key, value, ctx)
      if (value === null) return forgetShared(key)
      if (!SHARED_KINDS.has(value.kind)) return
      const entry: PageCacheEntry = { lastModified: now(), value, cacheControl: ctx.cacheControl }
      const version = `${entry.lastModified}-${randomBytes(4).toString('hex')}`
      try {
        const encoded = encodeCacheValue(entry)
        await connection.run('the page cache', (client) =>
          client
            .multi()
            .hSet(prefix + key, { version, entry: encoded })
            .expire(prefix + key, ENTRY_TTL_SECONDS)
            .exec(),
        )
        remember(key, { version, entry })
      } catch {
        // Kept locally; the other instances render it themselves when their copy goes stale.
      }
    },

    async revalidateTag(tags, durations) {
      await local.revalidateTag(tags, durations)
      const list = typeof tags === 'string' ? [tags] : tags
      if (list.length === 0) return
      const at = String(now())
      try {
        await connection.run('the page cache', (client) =>
          client.hSet(tagsKey, Object.fromEntries(list.map((tag) => [tag, at]))),
        )
      } catch {
        // Only this instance knows; the others' copies go stale on their own clock.
      }
    },

    resetRequestCache() {
      local.resetRequestCache()
    },
  }
}
