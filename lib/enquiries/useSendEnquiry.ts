import { useMutation } from '@tanstack/react-query'
import {
  CLIENT_REQUEST_TIMEOUT_MS,
  HttpError,
  RequestError,
  request as requestJson,
} from '@/lib/http/request'
import type { Lang } from '@/lib/i18n/lang'
import type { EnquiryField } from '@/shared/enquirySchema'
import { STATIC_ROUTES } from '@/lib/routes'

/** What the form sends: its fields as typed, the hidden field, and the page's language. */
export type EnquiryRequest = Record<string, unknown> & { lang: Lang }

export type EnquiryResponse =
  | { status: 'accepted'; id: string }
  /** 400 with the server's translated message for each field it refused. */
  | { status: 'invalid'; message: string; fieldErrors: Partial<Record<EnquiryField, string>> }
  /** Any other refusal with a message of the server's (429, 503, …). */
  | { status: 'refused'; message: string }

interface EnquiryAnswerBody {
  id?: unknown
  message?: unknown
  fieldErrors?: Partial<Record<EnquiryField, string>>
}

const isAnswerBody = (data: unknown): data is EnquiryAnswerBody =>
  typeof data === 'object' && data !== null

/**
 * Posts an enquiry to /api/contact. A refusal with the server's message becomes an
 * `EnquiryResponse`; anything else rejects with the request helper's error classes: a network
 * failure, a timeout, an answer that is not JSON, or an error status without a message (a
 * proxy's error page).
 */
export async function postEnquiry(request: EnquiryRequest): Promise<EnquiryResponse> {
  let body: EnquiryAnswerBody
  try {
    body = await requestJson<EnquiryAnswerBody>(STATIC_ROUTES.contactApi, {
      method: 'POST',
      body: request,
      timeout: CLIENT_REQUEST_TIMEOUT_MS,
    })
  } catch (error) {
    if (!(error instanceof HttpError && isAnswerBody(error.data))) throw error
    const { message, fieldErrors } = error.data
    if (typeof message !== 'string') throw error
    if (error.status === 400 && fieldErrors) return { status: 'invalid', message, fieldErrors }
    return { status: 'refused', message }
  }
  if (typeof body?.id !== 'string') {
    throw new RequestError('PARSING_ERROR', 'POST /api/contact: the answer has no enquiry id')
  }
  return { status: 'accepted', id: body.id }
}

/** Sends the contact form: never retried, so an enquiry cannot be sent twice by the client. */
export function useSendEnquiry() {
  return useMutation({ mutationFn: postEnquiry, retry: false })
}
