import { REDIS_KEY_PREFIX, sharedRedis } from '@/lib/redis/redisConnection'

const CHANNEL = `${REDIS_KEY_PREFIX}content-changed`

/**
 * Content changed (Sanity's webhook reached one instance): every instance is told through
 * Redis pub/sub, so each rebuilds its search index, not only the one the webhook reached.
 * Without REDIS_URL there is one instance and nothing to tell. Never throws: with Redis down
 * the others are told nothing now, and rebuild when their subscription comes back (below).
 */
export async function announceContentChange(): Promise<void> {
  const connection = sharedRedis()
  if (!connection) return
  try {
    await connection.run('content changes', (client) => client.publish(CHANNEL, 'changed'))
  } catch {
    // Logged once by the connection; the others catch up when they reconnect.
  }
}

/**
 * Calls `listener` when any instance announces a change, and after this instance's
 * subscription was lost and is back (changes announced meanwhile were missed).
 */
export function onContentChange(listener: () => void): void {
  sharedRedis()?.subscribe(CHANNEL, listener, listener)
}
