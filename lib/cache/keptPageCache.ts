import { isKeptSelection, listOfSelectionPage, selectionPageAt } from '@/lib/routing/listAddress'
import type { PageCache, PageCacheEntry } from './sharedPageCache'
import type { SelectionExpiry } from './selectionExpiry'

/** The page path of a cache key: Next's keys end in `/$` and the page (`/$/th/home`). */
export function pagePathOfKey(key: string): string {
  const at = key.indexOf('/$/')
  return at === -1 ? key : key.slice(at + 2)
}

/**
 * Whether a rendered page is kept. A 404 never is: the addresses that have none are endless
 * (any slug, any brand value), and keeping each would let a visitor fill the disk and Redis.
 * A list's selection page is kept only when it is one of a bounded set (isKeptSelection).
 */
export function isKeptPage(key: string, value: PageCacheEntry['value']): boolean {
  if (value === null) return false
  const selection = selectionPageAt(pagePathOfKey(key))
  return selection === null || isKeptSelection(selection.query)
}

export interface KeptPageCacheOptions {
  inner: PageCache
  expiry: SelectionExpiry
  /** Called for a page that is not kept: Next remembers each rendered page's lifetime too. */
  forget?: (key: string) => void
}

/**
 * The site's page cache policy over the cache that stores pages (Next's file-system cache, or
 * the one shared through Redis): only pages that exist, and of a list's selections only the
 * bounded set, are stored; a selection page rendered before its list was last expired by a
 * published change is a miss, so its next visitor gets it fresh. A page that is kept and later
 * turns into a 404 (its document deleted) is replaced by the 404, so it is not served stale.
 */
export function createKeptPageCache({ inner, expiry, forget }: KeptPageCacheOptions): PageCache {
  return {
    async get(key, ctx) {
      const entry = await inner.get(key, ctx)
      if (entry === null) return null
      // On every page hit: the list is enough, its query is not read.
      const list = listOfSelectionPage(pagePathOfKey(key))
      if (list === null) return entry
      return entry.lastModified <= (await expiry.expiredAt(list)) ? null : entry
    },

    async set(key, value, ctx) {
      if (isKeptPage(key, value)) return inner.set(key, value, ctx)
      forget?.(key)
      // A page that was kept before it became a 404: its copy goes, in every layer.
      if (value === null && (await inner.get(key, { kind: 'PAGES' }))?.value) {
        await inner.set(key, null, ctx)
      }
    },

    revalidateTag: (tags, durations) => inner.revalidateTag(tags, durations),
    resetRequestCache: () => inner.resetRequestCache(),
  }
}
