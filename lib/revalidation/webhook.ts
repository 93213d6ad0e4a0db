import { decodeSignatureHeader, isValidSignature } from '@sanity/webhook'
import type { ChangedDocument } from './pathsForDocument'
import type { UsedSignatureStore } from './usedSignatures'

export { SIGNATURE_HEADER_NAME } from '@sanity/webhook'

export type WebhookResult =
  | { ok: true; document: ChangedDocument; signatureId: string }
  | { ok: false; status: 400 | 401 | 409 | 503; message: string }

/**
 * How old a signature may be. Sanity signs each delivery when it sends it, so an honest one is
 * seconds old; an older one is a recording (in embedded mode the secret is public, too).
 */
export const MAX_SIGNATURE_AGE_MS = 5 * 60_000
// Our clock and Sanity's may disagree a little; a signature from further ahead is not honest.
export const MAX_CLOCK_SKEW_MS = 60_000

export interface WebhookCheckOptions {
  secret: string
  /** Where accepted signatures are remembered, so that a second use is refused. */
  usedSignatures: UsedSignatureStore
  now?: number
}

// The projection is a handful of short fields; anything much larger is not Sanity's webhook.
export const WEBHOOK_MAX_BODY_BYTES = 64 * 1024

/** The address fields of the projection: each a string, null or absent. */
const ADDRESS_FIELDS = ['slug', 'path', 'previousSlug', 'previousPath'] as const

/** A webhook body read as a changed document, or why it is not one. */
export type ParsedDocument =
  { ok: true; document: ChangedDocument } | { ok: false; message: string }

/**
 * The changed document of a webhook body. An address field of another kind is refused by name:
 * a projection that sends `slug` as Sanity's `{_type, current}` object instead of `slug.current`
 * would otherwise be taken as "no address", answered 2xx and refresh nothing, silently.
 */
export function parseChangedDocument(body: string): ParsedDocument {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return { ok: false, message: NOT_A_DOCUMENT }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: NOT_A_DOCUMENT }
  }
  const fields = value as Record<string, unknown>
  if (typeof fields._id !== 'string' || fields._id === '')
    return { ok: false, message: NOT_A_DOCUMENT }
  if (typeof fields._type !== 'string' || fields._type === '') {
    return { ok: false, message: NOT_A_DOCUMENT }
  }
  const misshapen = ADDRESS_FIELDS.find(
    (name) =>
      fields[name] !== undefined && fields[name] !== null && typeof fields[name] !== 'string',
  )
  if (misshapen !== undefined) {
    return {
      ok: false,
      message: `Expected "${misshapen}" to be a string or null (project it as "${misshapen}": ${projectionOf(misshapen)})`,
    }
  }
  const address = (name: (typeof ADDRESS_FIELDS)[number]) =>
    (fields[name] as string | undefined) ?? null
  return {
    ok: true,
    document: {
      _id: fields._id,
      _type: fields._type,
      slug: address('slug'),
      path: address('path'),
      previousSlug: address('previousSlug'),
      previousPath: address('previousPath'),
    },
  }
}

const NOT_A_DOCUMENT = 'Expected a JSON document with _id and _type'

/** The GROQ projection docs/operations.md gives for each address field. */
function projectionOf(name: (typeof ADDRESS_FIELDS)[number]): string {
  const field = name === 'slug' || name === 'previousSlug' ? 'slug.current' : 'path'
  return name.startsWith('previous') ? `before().${field}` : field
}

/**
 * Checks a webhook call: the signature first (nothing of an unsigned body is read), then its
 * time, then that the body is a document, and last that the signature was not used before
 * (it is remembered from then on). `signature` is the request's `sanity-webhook-signature` header.
 */
export async function checkWebhook(
  body: string,
  signature: string | string[] | undefined,
  { secret, usedSignatures, now = Date.now() }: WebhookCheckOptions,
): Promise<WebhookResult> {
  if (typeof signature !== 'string' || signature === '') {
    return { ok: false, status: 401, message: 'Missing signature' }
  }
  const isSigned = await isValidSignature(body, signature, secret).catch(() => false)
  if (!isSigned) return { ok: false, status: 401, message: 'Invalid signature' }
  // Valid, so the header has the `t=<ms>,v1=<hash>` form and the hash covers the time.
  const { timestamp, hashedPayload } = decodeSignatureHeader(signature)
  if (timestamp < now - MAX_SIGNATURE_AGE_MS) {
    return { ok: false, status: 401, message: 'The signature is more than 5 minutes old' }
  }
  if (timestamp > now + MAX_CLOCK_SKEW_MS) {
    return { ok: false, status: 401, message: 'The signature is dated in the future' }
  }
  const parsed = parseChangedDocument(body)
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message }
  // 409, not 401: the call is authentic, and was already handled (Sanity's delivery log then
  // tells an operator "handled before", not "wrong secret").
  const claim = await usedSignatures.claim(hashedPayload, timestamp + MAX_SIGNATURE_AGE_MS)
  if (claim === 'used')
    return { ok: false, status: 409, message: 'This signature was already used' }
  if (claim === 'full') {
    return { ok: false, status: 503, message: 'Too many webhook calls in the last 5 minutes' }
  }
  return { ok: true, document: parsed.document, signatureId: hashedPayload }
}
