import { publicFromMs, type ScheduledDocument } from '@/lib/content/publicationClock'
import { REDIS_KEY_PREFIX, type RedisConnection } from '@/lib/redis/redisConnection'

const KEY = `${REDIS_KEY_PREFIX}publication-due:`
/** Longer than any refresh takes; by then every instance has long passed the moment. */
export const CLAIM_MS = 10 * 60_000

/** Whether this instance refreshes the pages of a document that became public. */
export type ClaimPublication = (document: ScheduledDocument) => Promise<boolean>

/**
 * One instance refreshes a document's pages at its "public from": the first to `SET NX` the
 * document's key for that moment (a moved moment is a new key). The pages it renders reach the
 * other instances through the shared page cache. Without Redis there is one instance, and it
 * does it; with Redis away each instance does it: the pages rendered twice, never not at all.
 */
export function publicationClaims(
  connection: RedisConnection | undefined,
  instance: string,
): ClaimPublication {
  return async (document) => {
    if (!connection) return true
    try {
      const key = `${KEY}${document._id}:${publicFromMs(document)}`
      const answer = await connection.run('timed publication', (client) =>
        client.set(key, instance, {
          condition: 'NX',
          expiration: { type: 'PX', value: CLAIM_MS },
        }),
      )
      if (answer === 'OK') return true
      // Claimed before by this instance, whose refresh failed and is tried again.
      return (await connection.run('timed publication', (client) => client.get(key))) === instance
    } catch {
      // The connection logged the outage.
      return true
    }
  }
}
