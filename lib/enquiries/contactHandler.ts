import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { NextApiRequest, NextApiResponse } from 'next'
import { isLang, type Lang } from '@/lib/i18n/lang'
import { BodyTooLargeError, readRawBody } from '@/lib/revalidation/webhook'
import { enquiryMessage } from './enquiryMessages'
import { checkEnquiry, type EnquiryField, type Enquiry } from './enquirySchema'
import type { RateLimiter } from './rateLimiter'

export type ContactAnswer =
  { id: string } | { message: string; fieldErrors?: Partial<Record<EnquiryField, string>> }

export interface ContactHandlerDeps {
  /** Stores (at least) the enquiry; rejects when it cannot. */
  submit: (enquiry: Enquiry, lang: Lang) => Promise<{ id: string }>
  /** Counts enquiries per client address. */
  limiter: RateLimiter
  /** Where a failure to store is reported (the server log by default). */
  logError?: (message: string, error: unknown) => void
}

// A form of at most a few thousand characters: far larger is not a visitor's enquiry.
const MAX_BODY_BYTES = 32 * 1024

/** The name of the hidden field only robots fill in. */
export const HONEYPOT_FIELD = 'website'

/**
 * `POST /api/contact`: a JSON enquiry in, `201 { id }` once it is stored. Every refusal names
 * its reason in the requester's language (`lang` in the body, Thai by default): 400 for a body
 * that is not JSON or fields that break the form's rules (with `fieldErrors`), 405 for another
 * method, 413 for an oversized body, 429 past the rate limit, 503 when the store fails.
 */
export function createContactHandler({
  submit,
  limiter,
  logError = (message, error) => console.error(message, error),
}: ContactHandlerDeps) {
  return async function contactHandler(
    req: NextApiRequest,
    res: NextApiResponse<ContactAnswer>,
  ): Promise<void> {
    res.setHeader('Cache-Control', 'no-store')
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      return res.status(405).json({ message: enquiryMessage('th', 'api.methodNotAllowed') })
    }
    if (!isJson(req.headers['content-type'])) {
      return res.status(400).json({ message: enquiryMessage('th', 'api.notJson') })
    }
    let body: Record<string, unknown> | null
    try {
      body = parseObject(await readRawBody(req, MAX_BODY_BYTES))
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error
      return res.status(413).json({ message: enquiryMessage('th', 'api.tooLarge') })
    }
    if (body === null) {
      return res.status(400).json({ message: enquiryMessage('th', 'api.malformedJson') })
    }

    const lang: Lang = typeof body.lang === 'string' && isLang(body.lang) ? body.lang : 'th'
    const decision = limiter.hit(clientAddress(req))
    if (!decision.allowed) {
      res.setHeader('Retry-After', String(decision.retryAfterSeconds))
      const minutes = Math.ceil(decision.retryAfterSeconds / 60)
      return res
        .status(429)
        .json({ message: enquiryMessage(lang, 'api.tooManyRequests', { minutes }) })
    }
    // A robot filled in the hidden field: it is told what a person would be, and nothing is kept.
    const honeypot = body[HONEYPOT_FIELD]
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      return res.status(201).json({ id: randomUUID() })
    }

    const check = checkEnquiry(body)
    if (!check.ok) {
      const fieldErrors = Object.fromEntries(
        Object.entries(check.fieldErrors).map(([field, key]) => [field, enquiryMessage(lang, key)]),
      )
      return res.status(400).json({ message: enquiryMessage(lang, 'api.invalid'), fieldErrors })
    }
    try {
      const { id } = await submit(check.enquiry, lang)
      return res.status(201).json({ id })
    } catch (error) {
      logError('Could not store an enquiry', error)
      return res.status(503).json({ message: enquiryMessage(lang, 'api.unavailable') })
    }
  }
}

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';', 1)[0]?.trim().toLowerCase()
  return mediaType === 'application/json'
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/**
 * The visitor's address: the first hop of `X-Forwarded-For` (set by the proxy in front of the
 * site), else the connection's. Without such a proxy the header is the client's word, so the
 * limit slows down careless robots, not determined ones.
 */
export function clientAddress(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',', 1)[0]?.trim()
  return first || req.socket?.remoteAddress || 'unknown'
}
