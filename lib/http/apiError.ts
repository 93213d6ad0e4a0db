import type { IncomingMessage } from 'node:http'
import type { NextApiResponse } from 'next'
import type { Lang } from '@/lib/i18n/lang'
import { apiMessage, requestLang, type ApiMessageKey } from './apiMessage'

/**
 * Every refusal of the site's API has this body: the clients (lib/http/request.ts's HttpError,
 * the console's core client, the browser specs) read `message`, and the contact form's
 * `fieldErrors` beside it.
 */
export interface ApiErrorBody {
  message: string
}

/** Answers `status` with the API's error body. */
export function sendApiError(res: NextApiResponse, status: number, message: string): void {
  res.status(status).json({ message } satisfies ApiErrorBody)
}

/**
 * Answers `status` with one of the API's own messages (public/locales/{th,en}/apiErrors.json) in
 * `lang`, or, when the route does not know the visitor's language, in the request's
 * Accept-Language.
 */
export function sendApiMessage(
  req: IncomingMessage,
  res: NextApiResponse,
  status: number,
  key: ApiMessageKey,
  lang: Lang = requestLang(req),
): void {
  sendApiError(res, status, apiMessage(lang, key))
}
