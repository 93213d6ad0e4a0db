import { randomUUID } from 'node:crypto'
import type { JWT } from 'next-auth/jwt'
import type { SessionRevocationStore } from './revocationStore'

// Sign-in lasts a working day at most; the access token inside it an hour (the identity
// provider's choice). Past that the console asks for a new sign-in.
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60
const SESSION_MAX_AGE_MS = SESSION_MAX_AGE_SECONDS * 1000

/**
 * What a session carries from sign-in on. Not the JWT's own `jti` and `iat`: next-auth writes
 * new ones each time it re-encodes the cookie (every session read), so they name a cookie, not
 * a sign-in.
 */
export interface SessionClaims {
  sessionId: string
  /** Milliseconds since the epoch. */
  signedInAt: number
}

export function newSessionClaims(now: number = Date.now()): SessionClaims {
  return { sessionId: randomUUID(), signedInAt: now }
}

/**
 * `unidentified`: a cookie from before sessions had ids, which could never be revoked, so it
 * is refused and its user signs in again. `revoked`: signed out, on its own or everywhere.
 */
export type SessionRefusal = 'unidentified' | 'revoked'

export class SessionRefusedError extends Error {
  constructor(readonly reason: SessionRefusal) {
    super(`Session refused: ${reason}`)
    this.name = 'SessionRefusedError'
  }
}

/** Why the session in `token` must not be used any more, or null when it may. */
export async function sessionRefusal(
  token: JWT,
  store: SessionRevocationStore,
): Promise<SessionRefusal | null> {
  const { sessionId, signedInAt, sub } = token
  if (typeof sessionId !== 'string' || typeof signedInAt !== 'number') return 'unidentified'
  if (await store.isRevoked(sessionId)) return 'revoked'
  if (sub === undefined) return null
  const before = await store.revokedBefore(sub)
  return before !== null && signedInAt <= before ? 'revoked' : null
}

// Every cookie of a session is re-issued with a full lifetime each time it is read, so a cookie
// read just before the revocation lives until one lifetime after it; none outlives that, since
// a refused session is never re-issued.
const forgetAfter = (now: number) => now + SESSION_MAX_AGE_MS

/** Refuses the session in `token` from now on (`/logout`). */
export async function revokeSession(
  token: JWT,
  store: SessionRevocationStore,
  now: number = Date.now(),
): Promise<void> {
  if (typeof token.sessionId !== 'string') return
  await store.revoke(token.sessionId, forgetAfter(now))
}

/** Refuses every session `userSub` has signed in so far ("sign out everywhere"). */
export async function revokeAllSessions(
  userSub: string,
  store: SessionRevocationStore,
  now: number = Date.now(),
): Promise<void> {
  await store.revokeAllFor(userSub, now, forgetAfter(now))
}
