import { HttpError, RequestError } from './request'

/** The keys of the `requestErrors` namespace: one per error class of spec point 8. */
export type RequestErrorMessageKey =
  'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'HTTP_ERROR' | 'UNKNOWN_ERROR'

export interface RequestErrorMessage {
  key: RequestErrorMessageKey
  values: { status?: number }
}

/**
 * Which translated sentence a failed request shows, from its error class alone, so that the
 * search, the catalogue and the contact form say the same thing about the same failure.
 */
export function requestErrorMessage(error: unknown): RequestErrorMessage {
  if (error instanceof RequestError) return { key: error.kind, values: {} }
  if (error instanceof HttpError) return { key: 'HTTP_ERROR', values: { status: error.status } }
  return { key: 'UNKNOWN_ERROR', values: {} }
}

/** An answer the server chose to give (4xx): asking again gets the same one. */
export function isRefusal(error: unknown): boolean {
  return error instanceof HttpError && error.status < 500
}
