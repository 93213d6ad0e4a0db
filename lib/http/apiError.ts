import type { NextApiResponse } from 'next'

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
