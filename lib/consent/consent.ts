/*
 * The visitor's cookie consent (Thailand's PDPA): which optional categories they allowed, when,
 * and under which version of the cookie policy. Stored in a first-party cookie so the server
 * could read it too. Pure functions: the browser side is `consentStore.ts`.
 */

export const CONSENT_COOKIE = 'cookie_consent'

/**
 * The version of the cookie policy a choice was made under. Raise it when the categories or the
 * way they are used change: every stored choice then counts as none and the banner asks again.
 */
export const CONSENT_VERSION = 1

/** Twelve months, as the cookie policy says. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

/** The categories a visitor may switch; `necessary` is always on. */
export const OPTIONAL_CATEGORIES = ['analytics', 'marketing'] as const
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]

export type ConsentCategories = { necessary: true } & Record<OptionalCategory, boolean>

/** The optional categories as the visitor set them. */
export type ConsentSelection = Record<OptionalCategory, boolean>

export interface ConsentChoice {
  version: number
  /** When the choice was made (ISO 8601). */
  timestamp: string
  categories: ConsentCategories
}

export const ACCEPT_ALL: ConsentSelection = { analytics: true, marketing: true }
export const REJECT_ALL: ConsentSelection = { analytics: false, marketing: false }

/** A choice made now under the current policy version. */
export function createConsent(selection: ConsentSelection, now: Date = new Date()): ConsentChoice {
  return {
    version: CONSENT_VERSION,
    timestamp: now.toISOString(),
    categories: {
      necessary: true,
      analytics: selection.analytics,
      marketing: selection.marketing,
    },
  }
}

/** The cookie's value: URL-encoded JSON (cookie values may not hold quotes or commas). */
export function serializeConsent(choice: ConsentChoice): string {
  return encodeURIComponent(JSON.stringify(choice))
}

/**
 * A stored value read back, or null when there is no usable choice: missing, malformed,
 * tampered with, or made under another policy version (the visitor is asked again).
 */
export function parseConsent(
  value: string | null | undefined,
  version: number = CONSENT_VERSION,
): ConsentChoice | null {
  if (!value) return null
  let data: unknown
  try {
    data = JSON.parse(decodeURIComponent(value))
  } catch {
    return null
  }
  if (!isRecord(data) || data.version !== version) return null
  const { timestamp, categories } = data
  if (typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp))) return null
  if (!isRecord(categories)) return null
  const { analytics, marketing } = categories
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null
  return { version, timestamp, categories: { necessary: true, analytics, marketing } }
}

/** The consent cookie's raw value in a `Cookie` header or `document.cookie`, if any. */
export function consentCookieValue(cookieHeader: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1) continue
    if (pair.slice(0, separator).trim() === CONSENT_COOKIE) return pair.slice(separator + 1).trim()
  }
  return null
}

/** The stored choice in a `Cookie` header or `document.cookie`, or null. */
export function readConsent(cookieHeader: string): ConsentChoice | null {
  return parseConsent(consentCookieValue(cookieHeader))
}

/**
 * The string that stores a choice (for `document.cookie`, or a `Set-Cookie` header): the whole
 * site, twelve months, sent on top-level navigation from other sites (Lax), https-only on https.
 */
export function consentCookie(choice: ConsentChoice, { secure }: { secure: boolean }): string {
  const attributes = [
    `${CONSENT_COOKIE}=${serializeConsent(choice)}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ]
  if (secure) attributes.push('Secure')
  return attributes.join('; ')
}

/** Whether a choice allows a category; without a choice only the necessary cookies are allowed. */
export function allows(choice: ConsentChoice | null | undefined, category: ConsentCategory) {
  return category === 'necessary' || choice?.categories[category] === true
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
