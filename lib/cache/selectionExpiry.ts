import { REDIS_KEY_PREFIX, type RedisConnection } from '@/lib/redis/redisConnection'
import { LIST_IDS, type ListId } from '@/lib/routing/listAddress'

/**
 * When each list's selection pages (`/th/product-list?brand=x` …) were last made out of date by a
 * published change. A list's selections are many and which of them show a document is not worth
 * working out (a renamed product is on its brand's, its category's and its country's pages, under
 * each sort, on some page of each): the webhook expires them all at once, and the page cache
 * treats a selection page rendered before that moment as missing, so its next visitor gets it
 * rendered anew. O(1) for the webhook however many selections are cached.
 *
 * Kept in Redis (one hash) when the instances share one, so an expiry reaches every instance on
 * its next read, and in this process's memory — on globalThis, because the webhook's API route
 * and Next's cache handler are separate module instances in one process. An instance starts with
 * every list expired at its start: what it finds on disk may predate a change it never heard of.
 */
export interface SelectionExpiry {
  /** The moment (ms) before which the list's selection pages are out of date. */
  expiredAt(list: ListId): Promise<number>
  expire(lists: readonly ListId[]): Promise<void>
}

const EXPIRY_KEY = `${REDIS_KEY_PREFIX}isr:selections-expired`
const LOCAL_KEY = Symbol.for('siam-harvest.selection-expiry')
type WithLocal = typeof globalThis & { [LOCAL_KEY]?: Map<ListId, number> }

function localTimes(startedAt: number): Map<ListId, number> {
  const holder = globalThis as WithLocal
  holder[LOCAL_KEY] ??= new Map(LIST_IDS.map((list) => [list, startedAt]))
  return holder[LOCAL_KEY]
}

export function selectionExpiry(
  connection: RedisConnection | undefined,
  now: () => number = Date.now,
): SelectionExpiry {
  const local = localTimes(now())
  return {
    async expiredAt(list) {
      const here = local.get(list) ?? 0
      if (!connection) return here
      try {
        const shared = await connection.run('the page cache', (client) =>
          client.hGet(EXPIRY_KEY, list),
        )
        return Math.max(here, Number(shared ?? 0))
      } catch {
        return here
      }
    },

    async expire(lists) {
      if (lists.length === 0) return
      const at = now()
      for (const list of lists) local.set(list, at)
      if (!connection) return
      try {
        await connection.run('the page cache', (client) =>
          client.hSet(EXPIRY_KEY, Object.fromEntries(lists.map((list) => [list, String(at)]))),
        )
      } catch {
        // Only this instance knows; the others' copies refresh on their own timer.
      }
    },
  }
}
