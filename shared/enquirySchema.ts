import * as z from 'zod/mini'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug'

// The enquiry form's one set of rules, used by the form in the browser, by /api/contact and
// by the core service, which stores the enquiry.
// `zod/mini` keeps the contact page's JavaScript small; no other page imports this module.
// Every message is a key of the `contact` namespace (`form.errors.*`): the browser translates
// it with `t`, the API with `lib/enquiries/enquiryMessages.ts`.

export const ENQUIRY_TOPICS = [
  'products',
  'export',
  'investors',
  'media',
  'sustainability',
  'careers',
  'other',
] as const
export type EnquiryTopic = (typeof ENQUIRY_TOPICS)[number]

export const ENQUIRY_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  company: 150,
  messageMin: 10,
  messageMax: 2000,
} as const

// An optional leading +, then 6 to 15 digits with single spaces or dashes between them.
const PHONE_PATTERN = /^\+?(?:\d[ -]?){5,14}\d$/

const required = (key: string) =>
  z.string({ error: key }).check(z.trim(), z.minLength(1, { error: key, abort: true }))

/**
 * An optional text field: blank becomes undefined, so it is not stored. `notText` is the
 * message for a value that is not a string (only a robot sends one, but it gets an answer).
 */
const optionalText = (
  notText: string,
  ...checks: Parameters<ReturnType<typeof z.string>['check']>
) =>
  z.optional(
    z.pipe(
      z.string({ error: notText }).check(z.trim(), ...checks),
      z.transform((value) => (value === '' ? undefined : value)),
    ),
  )

export const enquirySchema = z.object({
  name: required('form.errors.name.required').check(
    z.maxLength(ENQUIRY_LIMITS.name, 'form.errors.name.tooLong'),
  ),
  email: required('form.errors.email.required').check(
    z.maxLength(ENQUIRY_LIMITS.email, 'form.errors.email.invalid'),
    z.email({ error: 'form.errors.email.invalid' }),
  ),
  phone: optionalText(
    'form.errors.phone.invalid',
    z.maxLength(ENQUIRY_LIMITS.phone, 'form.errors.phone.invalid'),
    z.refine((value) => value === '' || PHONE_PATTERN.test(value), 'form.errors.phone.invalid'),
  ),
  company: optionalText(
    'form.errors.company.invalid',
    z.maxLength(ENQUIRY_LIMITS.company, 'form.errors.company.tooLong'),
  ),
  topic: z.enum(ENQUIRY_TOPICS, { error: 'form.errors.topic.required' }),
  // The slug of the product the enquiry is about (from its page's "Enquire" link); the API
  // looks it up and keeps its id and name with the enquiry (shared/enquiry.ts).
  product: optionalText(
    'form.errors.product.invalid',
    z.maxLength(SLUG_MAX_LENGTH, 'form.errors.product.invalid'),
    z.refine((value) => value === '' || SLUG_PATTERN.test(value), 'form.errors.product.invalid'),
  ),
  message: required('form.errors.message.required').check(
    z.minLength(ENQUIRY_LIMITS.messageMin, 'form.errors.message.tooShort'),
    z.maxLength(ENQUIRY_LIMITS.messageMax, 'form.errors.message.tooLong'),
  ),
  consent: z.literal(true, { error: 'form.errors.consent.required' }),
})

/** What the form sends (before trimming). */
export type EnquiryInput = z.input<typeof enquirySchema>
/** A checked enquiry: trimmed, blanks removed. */
export type Enquiry = z.output<typeof enquirySchema>
export type EnquiryField = keyof Enquiry

/** The fields in the form's order: the first one with an error gets the focus. */
export const ENQUIRY_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'topic',
  'product',
  'message',
  'consent',
] as const satisfies readonly EnquiryField[]

/** One message key per field: the first problem found with it. */
export type EnquiryFieldErrors = Partial<Record<EnquiryField, string>>

export type EnquiryCheck =
  { ok: true; enquiry: Enquiry } | { ok: false; fieldErrors: EnquiryFieldErrors }

export function checkEnquiry(input: unknown): EnquiryCheck {
  const result = enquirySchema.safeParse(input)
  if (result.success) return { ok: true, enquiry: result.data }
  const fieldErrors: EnquiryFieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (isEnquiryField(field) && fieldErrors[field] === undefined) {
      fieldErrors[field] = issue.message
    }
  }
  return { ok: false, fieldErrors }
}

function isEnquiryField(value: unknown): value is EnquiryField {
  return (ENQUIRY_FIELDS as readonly unknown[]).includes(value)
}
