import { readFileSync } from 'node:fs'
import path from 'node:path'
// Next's own file-system cache, which also serves the pages made by `next build`: it stays this
// instance's layer under Redis. Internal to Next (pinned exactly in package.json).
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache'
import type { CacheHandler, CacheHandlerContext } from 'next/dist/server/lib/incremental-cache'
// Where Next remembers each rendered page's lifetime, a Map that lives as long as the process.
import { SharedCacheControls } from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external'
import { sharedRedis } from '@/lib/redis/redisConnection'
import { createKeptPageCache } from './keptPageCache'
import { selectionExpiry } from './selectionExpiry'
import { createSharedPageCache, type PageCache } from './sharedPageCache'

type NextCacheMethods = Pick<CacheHandler, 'get' | 'set' | 'revalidateTag' | 'resetRequestCache'>

/**
 * Next's `cacheHandler` for the production server (next.config.ts): the site's policy of what is
 * kept (lib/cache/keptPageCache.ts: no 404s, a bounded set of list selections, selections
 * expired by a publish) over the pages' store — Next's own file-system cache, and with REDIS_URL
 * the pages rendered by any instance shared through Redis (lib/cache/sharedPageCache.ts).
 * Next makes one per request; the stores are made once per process.
 */
export default class SharedCacheHandler implements NextCacheMethods {
  private readonly cache: PageCache

  constructor(context: CacheHandlerContext) {
    const { fs, serverDistDir } = context
    if (!fs || !serverDistDir) {
      throw new Error('The shared page cache needs the production server (fs, serverDistDir)')
    }
    const local = new FileSystemCache({ ...context, fs, serverDistDir }) as unknown as PageCache
    this.cache = createKeptPageCache({
      inner: sharedPageCache(local, serverDistDir),
      expiry: selectionExpiry(sharedRedis()),
      // IncrementalCache notes the lifetime of every page it renders before it stores it; for a
      // page that is not kept the note would be all that grows with each invented address.
      forget: (key) => rememberedLifetimes().delete(key),
    })
  }

  get(...args: Parameters<CacheHandler['get']>) {
    return this.cache.get(...(args as Parameters<PageCache['get']>)) as ReturnType<
      CacheHandler['get']
    >
  }

  set(...args: Parameters<CacheHandler['set']>) {
    return this.cache.set(...(args as Parameters<PageCache['set']>))
  }

  revalidateTag(...args: Parameters<CacheHandler['revalidateTag']>) {
    return this.cache.revalidateTag(...args)
  }

  resetRequestCache() {
    this.cache.resetRequestCache()
  }
}

// One per process: the memory of entries read from Redis outlives Next's per-request handler.
// The file-system layer is Next's and keeps its own state in statics, so the first one serves.
let shared: PageCache | undefined

function sharedPageCache(local: PageCache, serverDistDir: string): PageCache {
  if (shared) return shared
  const connection = sharedRedis()
  if (!connection) return local
  shared = createSharedPageCache({ connection, local, buildId: buildIdOf(serverDistDir) })
  return shared
}

function buildIdOf(serverDistDir: string): string {
  return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
}

// Private in Next's types; pinned exactly in package.json, and the unit test checks it is there.
export function rememberedLifetimes(): Map<string, unknown> {
  return (SharedCacheControls as unknown as { cacheControls: Map<string, unknown> }).cacheControls
}
