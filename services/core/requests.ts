/** What the API accepts, checked with zod; a failed check becomes 400 `INVALID_REQUEST`. */

import * as z from 'zod'
import { ENQUIRY_STATUSES, PRODUCT_NAME_MAX_LENGTH } from '@/shared/enquiry'
import { enquirySchema } from '@/shared/enquirySchema'
import { LANGS } from '@/shared/lang'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/shared/slug'
import type { EnquiryListQuery, NewEnquiry, StatusChange } from './enquiryRepository'
import { parseRequest } from './parseRequest'

export const PAGE_SIZE = { default: 20, max: 100 } as const
export const NOTE_MAX_LENGTH = 1000
const SEARCH_MAX_LENGTH = 200

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value)

/** Trimmed; blank becomes undefined. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value))

// The site's outbox record; `fields` follow the contact form's own rules (one set of rules).
const newEnquirySchema = z.object({
  id: z.uuid(),
  // Stored as UTC ISO text so that sorting the text sorts the moments.
  receivedAt: z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString()),
  lang: z.enum(LANGS),
  fields: enquirySchema,
  // Looked up by the site when the enquiry arrived; absent in enquiries about no product.
  product: z
    .object({
      id: z.string().trim().min(1).max(PRODUCT_NAME_MAX_LENGTH),
      slug: z.string().max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN),
      name: z.string().trim().min(1).max(PRODUCT_NAME_MAX_LENGTH),
    })
    .optional(),
}) satisfies z.ZodType<NewEnquiry, unknown>

const statusChangeSchema = z
  .object({
    status: z.enum(ENQUIRY_STATUSES).optional(),
    note: optionalText(NOTE_MAX_LENGTH),
  })
  .refine((change) => change.status !== undefined || change.note !== undefined, {
    message: 'a status, a note or both',
    path: ['status'],
  }) satisfies z.ZodType<StatusChange, unknown>

const listQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(ENQUIRY_STATUSES).optional()),
  q: optionalText(SEARCH_MAX_LENGTH),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(1)),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.default),
  ),
}) satisfies z.ZodType<EnquiryListQuery, unknown>

export const parseNewEnquiry = (body: unknown): NewEnquiry => parseRequest(newEnquirySchema, body)

export const parseStatusChange = (body: unknown): StatusChange =>
  parseRequest(statusChangeSchema, body)

export const parseListQuery = (query: URLSearchParams): EnquiryListQuery =>
  parseRequest(listQuerySchema, Object.fromEntries(query))
