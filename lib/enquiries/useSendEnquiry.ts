import { useMutation } from '@tanstack/react-query'
import type { Lang } from '@/lib/i18n/lang'
import type { EnquiryField } from './enquirySchema'

/** What the form sends: its fields as typed, the hidden field, and the page's language. */
export type EnquiryRequest = Record<string, unknown> & { lang: Lang }

export type EnquiryResponse =
  | { status: 'accepted'; id: string }
  /** 400 with the server's translated message for each field it refused. */
  | { status: 'invalid'; message: string; fieldErrors: Partial<Record<EnquiryField, string>> }
  /** Any other refusal with a message of the server's (429, 503, …). */
  | { status: 'refused'; message: string }

/**
 * Posts an enquiry to /api/contact. Answers with a message become an `EnquiryResponse`; a
 * network failure or an answer without one (a proxy's error page) rejects.
 */
export async function postEnquiry(request: EnquiryRequest): Promise<EnquiryResponse> {
  const response = await fetch('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(request),
  })
  const body = (await response.json().catch(() => null)) as {
    id?: unknown
    message?: unknown
    fieldErrors?: Partial<Record<EnquiryField, string>>
  } | null
  if (response.ok && typeof body?.id === 'string') return { status: 'accepted', id: body.id }
  if (typeof body?.message !== 'string') {
    throw new Error(`/api/contact answered ${response.status} without a message`)
  }
  if (response.status === 400 && body.fieldErrors) {
    return { status: 'invalid', message: body.message, fieldErrors: body.fieldErrors }
  }
  return { status: 'refused', message: body.message }
}

/** Sends the contact form: never retried, so an enquiry cannot be sent twice by the client. */
export function useSendEnquiry() {
  return useMutation({ mutationFn: postEnquiry, retry: false })
}
