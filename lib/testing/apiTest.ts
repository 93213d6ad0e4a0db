import { Readable } from 'node:stream'
import type { NextApiRequest, NextApiResponse } from 'next'
import { recordingResponse, type RecordedAnswer } from './apiResponse'

/** What a route test sends: only the parts a handler reads. */
export interface ApiTestRequest {
  method?: string
  url?: string
  query?: NextApiRequest['query']
  /** Lower-case names, as Node gives them. */
  headers?: Record<string, string>
  /** The parsed body, as Next's body parser gives it. */
  body?: unknown
  /** Whether Next's preview mode is on. */
  preview?: boolean
  /**
   * The body as the client sent it, as a stream: for routes that read it themselves (body parser
   * off: signed webhooks, the contact form).
   */
  rawBody?: string
  /** The connection's address (the visitor's, with no proxy in front). */
  from?: string
  cookies?: Record<string, string>
}

type Handler = (req: NextApiRequest, res: NextApiResponse) => unknown

/**
 * Calls an API handler with a request built from `request` and returns what it answered
 * (status, lower-case headers, the JSON or sent body): the one way the route tests call routes.
 */
export async function callApi<Body = unknown>(
  handler: Handler,
  {
    method = 'GET',
    url = '/',
    query = {},
    headers = {},
    body,
    preview,
    rawBody,
    from = '198.51.100.4',
    cookies = {},
  }: ApiTestRequest = {},
  /** What the response needs beyond recording, e.g. `revalidate` for the webhook. */
  responseExtras: Partial<NextApiResponse> = {},
): Promise<RecordedAnswer<Body>> {
  const stream = Readable.from(rawBody ? [Buffer.from(rawBody)] : [])
  const req = Object.assign(stream, {
    method,
    url,
    query,
    headers,
    body,
    preview,
    cookies,
    socket: { remoteAddress: from },
  }) as unknown as NextApiRequest
  const { res, answer } = recordingResponse<Body>()
  Object.assign(res, responseExtras)
  await handler(req, res)
  return answer
}
