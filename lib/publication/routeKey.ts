import { randomBytes, timingSafeEqual } from 'node:crypto'

/** The header by which the server's schedule calls its own publication route. */
export const PUBLICATION_KEY_HEADER = 'x-publication-key'

// Made by the server process (scripts/server.ts, through the schedule) and read by the API route
// in the same process, a separate module copy: on globalThis. Never leaves the process.
const KEY = Symbol.for('siam-harvest.publication-route-key')
type WithKey = typeof globalThis & { [KEY]?: Buffer }

/** This process's key for its publication route, made on first use. */
export function publicationRouteKey(): string {
  const holder = globalThis as WithKey
  holder[KEY] ??= randomBytes(32)
  return holder[KEY].toString('hex')
}

/** Whether a request carries this process's key. False when the process made none. */
export function isPublicationRouteKey(value: unknown): boolean {
  const key = (globalThis as WithKey)[KEY]
  if (key === undefined || typeof value !== 'string') return false
  const given = Buffer.from(value, 'hex')
  return given.length === key.length && timingSafeEqual(given, key)
}
