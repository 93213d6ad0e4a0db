import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

// The links of the alert e-mails carry a token the site signs: the core service only ever sees
// the subscriber's id. A confirmation link expires with the pending sign-up (48 h); the manage and
// unsubscribe links of every e-mail do not (RFC 8058 asks that unsubscribing keep working), and
// name nothing but the subscriber, who may be gone by then (the pages say so).

export type AlertLinkPurpose = 'confirm' | 'subscriber'

export interface AlertLinkClaims {
  purpose: AlertLinkPurpose
  subscriberId: string
  /** Seconds since the epoch; only confirmation links have one. */
  expiresAt?: number
}

export type AlertLinkCheck =
  { ok: true; claims: AlertLinkClaims } | { ok: false; reason: 'malformed' | 'forged' | 'expired' }

const VERSION = 'a1'
// A subscriber id is the core service's UUID; anything longer is not a token of ours.
const MAX_TOKEN_LENGTH = 300
const SUBSCRIBER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * The key that signs the links, derived from the site's session secret (NEXTAUTH_SECRET) rather
 * than configured beside it: every instance has that secret, and a derived key with its own
 * purpose cannot be used for anything the session secret protects.
 */
export function alertLinkKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'siam-harvest', 'alert-links v1', 32))
}

function signature(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(`${VERSION}.${payload}`).digest()
}

export function signAlertLink(key: Buffer, claims: AlertLinkClaims): string {
  const body: Record<string, unknown> = { p: claims.purpose, s: claims.subscriberId }
  if (claims.expiresAt !== undefined) body.e = claims.expiresAt
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url')
  return `${VERSION}.${payload}.${signature(key, payload).toString('base64url')}`
}

function parseClaims(payload: string): AlertLinkClaims | null {
  let body: unknown
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (typeof body !== 'object' || body === null) return null
  const { p, s, e } = body as Record<string, unknown>
  if (p !== 'confirm' && p !== 'subscriber') return null
  if (typeof s !== 'string' || !SUBSCRIBER_ID.test(s)) return null
  if (e !== undefined && (typeof e !== 'number' || !Number.isInteger(e))) return null
  if (p === 'confirm' && e === undefined) return null
  return { purpose: p, subscriberId: s, ...(e === undefined ? {} : { expiresAt: e }) }
}

/**
 * Checks a token for one purpose: its signature first (nothing of a forged token is believed),
 * then its expiry against `now` (ms).
 */
export function verifyAlertLink(
  key: Buffer,
  token: unknown,
  purpose: AlertLinkPurpose,
  now: number,
): AlertLinkCheck {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) {
    return { ok: false, reason: 'malformed' }
  }
  const [version, payload, mac, ...rest] = token.split('.')
  if (
    version !== VERSION ||
    payload === undefined ||
    mac === undefined ||
    rest.length > 0 ||
    !/^[\w-]+$/.test(payload + mac)
  ) {
    return { ok: false, reason: 'malformed' }
  }
  const expected = signature(key, payload)
  const given = Buffer.from(mac, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'forged' }
  }
  const claims = parseClaims(payload)
  if (claims === null || claims.purpose !== purpose) return { ok: false, reason: 'forged' }
  if (claims.expiresAt !== undefined && claims.expiresAt * 1000 <= now) {
    return { ok: false, reason: 'expired' }
  }
  return { ok: true, claims }
}
