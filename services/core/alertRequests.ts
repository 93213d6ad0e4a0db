/** What the alert routes accept, checked with zod; a failed check is 400 `INVALID_REQUEST`. */

import * as z from 'zod'
import { ALERT_LIMITS, ALERT_TOPICS, normalizeEmail, type AlertItem } from '@/shared/alerts'
import { LANGS } from '@/shared/lang'
import { parseRequest } from './parseRequest'

/**
 * Bodies bigger than the 64 KiB default: 200 items of Thai text (three bytes a character), and
 * an outbox message whose MIME text alone may be 512 KiB beside its HTML and plain text.
 */
export const ITEMS_BODY_BYTES = 4 * 1024 * 1024
export const OUTBOX_BODY_BYTES = 2 * 1024 * 1024

const email = z
  .string()
  .trim()
  .max(ALERT_LIMITS.email)
  .pipe(z.email())
  .transform((value) => normalizeEmail(value))

const topics = z
  .array(z.enum(ALERT_TOPICS))
  .min(1)
  .max(ALERT_TOPICS.length)
  .refine((list) => new Set(list).size === list.length, { message: 'duplicate topic' })

const newSubscriptionSchema = z.object({
  email,
  lang: z.enum(LANGS),
  topics,
  consentVersion: z.string().trim().min(1).max(ALERT_LIMITS.consentVersion),
})
export type NewSubscription = z.infer<typeof newSubscriptionSchema>

const subscriptionChangeSchema = z.object({ lang: z.enum(LANGS), topics })
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>

// Stored as UTC ISO text so that sorting the text sorts the moments.
const isoTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString())

const webUrl = z
  .string()
  .max(ALERT_LIMITS.url)
  .refine(
    (value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol)
      } catch {
        return false
      }
    },
    { message: 'an absolute http(s) URL' },
  )

const itemText = z.object({
  title: z.string().trim().min(1).max(ALERT_LIMITS.title),
  summary: z.string().trim().max(ALERT_LIMITS.summary),
  url: webUrl,
})

const itemSchema = z.object({
  key: z.string().min(1).max(ALERT_LIMITS.itemKey),
  topic: z.enum(ALERT_TOPICS),
  // The item's own date: a moment (a news article) or a calendar day (an investor document).
  publishedAt: z.union([isoTime, z.iso.date()]),
  th: itemText,
  en: itemText,
}) satisfies z.ZodType<AlertItem, unknown>

const itemsSchema = z.object({ items: z.array(itemSchema).max(ALERT_LIMITS.itemsPerSync) })

const claimSchema = z.object({
  limit: z.number().int().min(ALERT_LIMITS.claimLimit.min).max(ALERT_LIMITS.claimLimit.max),
  leaseSeconds: z
    .number()
    .int()
    .min(ALERT_LIMITS.leaseSeconds.min)
    .max(ALERT_LIMITS.leaseSeconds.max),
})
export type ClaimRequest = z.infer<typeof claimSchema>

const errorText = z.string().trim().min(1).max(ALERT_LIMITS.error)
const resultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('sent') }),
  z.object({ outcome: z.literal('retry'), error: errorText }),
  z.object({ outcome: z.literal('failed'), error: errorText }),
])
export type DeliveryResult = z.infer<typeof resultSchema>

const HEADER_COUNT_MAX = 50
const HEADER_VALUE_MAX = 2000
const outboxSchema = z.object({
  deliveryId: z.string().min(1).max(100).nullable(),
  to: z
    .string()
    .trim()
    .min(3)
    .max(ALERT_LIMITS.email + 200),
  // RFC 5322's line limit; a subject is one header line.
  subject: z.string().max(998),
  html: z.string().max(ALERT_LIMITS.rawBytes),
  text: z.string().max(ALERT_LIMITS.rawBytes),
  headers: z
    .record(z.string().min(1).max(100), z.string().max(HEADER_VALUE_MAX))
    .refine((headers) => Object.keys(headers).length <= HEADER_COUNT_MAX, {
      message: `at most ${HEADER_COUNT_MAX} headers`,
    }),
  raw: z.string().refine((raw) => Buffer.byteLength(raw) <= ALERT_LIMITS.rawBytes, {
    message: `at most ${ALERT_LIMITS.rawBytes} bytes`,
  }),
})
export type NewOutboxMessage = z.infer<typeof outboxSchema>

const outboxQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ALERT_LIMITS.outboxPage.max)
    .default(ALERT_LIMITS.outboxPage.default),
})

const lookupQuerySchema = z.object({ email })

export const parseNewSubscription = (body: unknown) => parseRequest(newSubscriptionSchema, body)
export const parseSubscriptionChange = (body: unknown) =>
  parseRequest(subscriptionChangeSchema, body)
export const parseItems = (body: unknown): AlertItem[] => parseRequest(itemsSchema, body).items
export const parseClaim = (body: unknown) => parseRequest(claimSchema, body)
export const parseDeliveryResult = (body: unknown) => parseRequest(resultSchema, body)
export const parseOutboxMessage = (body: unknown) => parseRequest(outboxSchema, body)
export const parseOutboxQuery = (query: URLSearchParams) =>
  parseRequest(outboxQuerySchema, Object.fromEntries(query)).limit
export const parseLookupQuery = (query: URLSearchParams) =>
  parseRequest(lookupQuerySchema, Object.fromEntries(query)).email
