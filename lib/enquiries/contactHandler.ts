import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { NextApiRequest, NextApiResponse } from 'next'
import { isLang, type Lang } from '@/lib/i18n/lang'
import { BodyTooLargeError, readRawBody } from '@/lib/http/body'
import { minutesToWait, type RateLimiter, type RateLimitRefusal } from '@/shared/rateLimits'
import { enquiryMessage } from './enquiryMessages'
import { checkEnquiry, type EnquiryField } from '@/shared/enquirySchema'
import type { ProductReference } from '@/shared/enquiry'
import type { AcceptedEnquiry } from './submitEnquiry'
import { apiRoute } from '@/lib/http/apiRoute'
import { logToServerLog, type LogError } from '@/lib/http/logError'

export type ContactAnswer =
  { id: string } | { message: string; fieldErrors?: Partial<Record<EnquiryField, string>> }

export interface ContactHandlerDeps {
  /** Stores (at least) the enquiry; rejects when it cannot. */
  submit: (enquiry: AcceptedEnquiry, lang: Lang) => Promise<{ id: string }>
  /**
   * The product of a slug, named in `lang`, or null when no product has it; rejects when the
   * content source fails.
   */
  findProduct: (slug: string, lang: Lang) => Promise<ProductReference | null>
  /** Counts enquiries per client (RATE_LIMITS.contact). */
  limiter: RateLimiter
  /** The client's key for the limit (shared/clientAddress.ts). */
  clientKey: (req: IncomingMessage) => string
  /** Where a failure to store is reported (the server log by default). */
  logError?: LogError
}

// A form of at most a few thousand characters: far larger is not a visitor's enquiry.
const MAX_BODY_BYTES = 32 * 1024

/** The name of the hidden field only robots fill in. */
export const HONEYPOT_FIELD = 'website'

/**
 * `POST /api/contact`: a JSON enquiry in, `201 { id }` once it is stored. Every refusal names
 * its reason in the requester's language (`lang` in the body, Thai by default): 400 for a body
 * that is not JSON or fields that break the form's rules (with `fieldErrors`; a `product` slug
 * that names no product is one), 405 for another method, 413 for an oversized body, 429 past
 * the rate limit, 503 when the store or the product's lookup fails.
 * Only well-formed enquiries count toward the limit: a visitor correcting the form spends none.
 */
export function createContactHandler({
  submit,
  findProduct,
  limiter,
  clientKey,
  logError = logToServerLog,
}: ContactHandlerDeps) {
  async function contactHandler(
    req: NextApiRequest,
    res: NextApiResponse<ContactAnswer>,
  ): Promise<void> {
    res.setHeader('Cache-Control', 'no-store')
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
    const tooMany = (decision: RateLimitRefusal) => {
      res.setHeader('Retry-After', String(decision.retryAfterSeconds))
      const minutes = minutesToWait(decision.retryAfterSeconds)
      return res
        .status(429)
        .json({ message: enquiryMessage(lang, 'api.tooManyRequests', { minutes }) })
    }
    const client = clientKey(req)
    const before = await limiter.peek(client)
    if (!before.allowed) return tooMany(before)

    // A robot filled in the hidden field: it is told what a person would be, and nothing is kept.
    const honeypot = body[HONEYPOT_FIELD]
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      const decision = await limiter.consume(client)
      if (!decision.allowed) return tooMany(decision)
      return res.status(201).json({ id: randomUUID() })
    }

    const invalid = (fieldErrors: Partial<Record<EnquiryField, string>>) =>
      res.status(400).json({
        message: enquiryMessage(lang, 'api.invalid'),
        fieldErrors: Object.fromEntries(
          Object.entries(fieldErrors).map(([field, key]) => [field, enquiryMessage(lang, key)]),
        ),
      })
    const check = checkEnquiry(body)
    if (!check.ok) return invalid(check.fieldErrors)

    // The product is looked up now, so the enquiry keeps its id and name as they are today. A
    // slug that names no product (removed since the visitor opened the form) is a mistake the
    // visitor can correct, not an enquiry to store without saying so.
    const { product: slug, ...fields } = check.enquiry
    let product: ProductReference | null = null
    if (slug !== undefined) {
      try {
        product = await findProduct(slug, lang)
      } catch (error) {
        logError('Could not look up the product of an enquiry', error)
        return res.status(503).json({ message: enquiryMessage(lang, 'api.unavailable') })
      }
      if (product === null) return invalid({ product: 'form.errors.product.notFound' })
    }

    // Counted here, not at the peek: two enquiries sent at once cannot both take the last slot.
    const decision = await limiter.consume(client)
    if (!decision.allowed) return tooMany(decision)
    try {
      const { id } = await submit(product ? { ...fields, product } : fields, lang)
      return res.status(201).json({ id })
    } catch (error) {
      logError('Could not store an enquiry', error)
      return res.status(503).json({ message: enquiryMessage(lang, 'api.unavailable') })
    }
  }
  return apiRoute({ POST: contactHandler })
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
