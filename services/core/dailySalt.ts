/**
 * The salt that turns the site's visitor digests into the day's visitor ids. It is made at
 * random for each day (Bangkok's), kept in this process's memory only and replaced when the day
 * changes, so it is never on disk and yesterday's ids cannot be matched with today's or linked
 * back to an address. One core service serves every site instance, so they all agree. A restart
 * makes a new salt: a visitor seen before and after it that day counts twice.
 */

import { createHash, randomBytes } from 'node:crypto'

export type VisitorId = (day: string, digest: string) => string

export function createDailySalt(newSalt: () => Buffer = () => randomBytes(32)): VisitorId {
  let current: { day: string; salt: Buffer } | undefined
  return (day, digest) => {
    if (current?.day !== day) current = { day, salt: newSalt() }
    // 128 bits: enough to tell a day's visitors apart, no more.
    return createHash('sha256').update(current.salt).update(digest).digest('hex').slice(0, 32)
  }
}
