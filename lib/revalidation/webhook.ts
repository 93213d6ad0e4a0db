import type { IncomingMessage } from 'node:http'
import { isValidSignature } from '@sanity/webhook'
import type { ChangedDocument } from './pathsForDocument'

export { SIGNATURE_HEADER_NAME } from '@sanity/webhook'

export type WebhookResult =
  { ok: true; document: ChangedDocument } | { ok: false; status: 400 | 401; message: string }

export class BodyTooLargeError extends Error {}

// The projection is a handful of short fields; anything much larger is not Sanity's webhook.
const MAX_BODY_BYTES = 64 * 1024

/** The request body as sent: the signature covers these exact bytes, not re-encoded JSON. */
export async function readRawBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string)
    size += buffer.length
    if (size > limit) throw new BodyTooLargeError(`The body is larger than ${limit} bytes`)
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

const optionalString = (value: unknown) => (typeof value === 'string' ? value : null)

/** The changed document of a webhook body, or null when the body is not one. */
export function parseChangedDocument(body: string): ChangedDocument | null {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const fields = value as Record<string, unknown>
  if (typeof fields._id !== 'string' || fields._id === '') return null
  if (typeof fields._type !== 'string' || fields._type === '') return null
  return {
    _id: fields._id,
    _type: fields._type,
    slug: optionalString(fields.slug),
    path: optionalString(fields.path),
    previousSlug: optionalString(fields.previousSlug),
    previousPath: optionalString(fields.previousPath),
  }
}

/**
 * Checks a webhook call: the signature first (nothing of an unsigned body is read), then
 * that the body is a document. `signature` is the request's `sanity-webhook-signature` header.
 */
export async function checkWebhook(
  body: string,
  signature: string | string[] | undefined,
  secret: string,
): Promise<WebhookResult> {
  if (typeof signature !== 'string' || signature === '') {
    return { ok: false, status: 401, message: 'Missing signature' }
  }
  const isSigned = await isValidSignature(body, signature, secret).catch(() => false)
  if (!isSigned) return { ok: false, status: 401, message: 'Invalid signature' }
  const document = parseChangedDocument(body)
  if (document === null) {
    return { ok: false, status: 400, message: 'Expected a JSON document with _id and _type' }
  }
  return { ok: true, document }
}
