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
}

type Handler = (req: NextApiRequest, res: NextApiResponse) => unknown

/**
 * Calls an API handler with a request built from `request` and returns what it answered
 * (status, lower-case headers, the JSON or sent body): the one way the route tests call routes.
 */
export async function callApi<Body = unknown>(
  handler: Handler,
  { method = 'GET', url = '/', query = {}, headers = {}, body, preview }: ApiTestRequest = {},
): Promise<RecordedAnswer<Body>> {
  const req = { method, url, query, headers, body, preview } as unknown as NextApiRequest
  const { res, answer } = recordingResponse<Body>()
  await handler(req, res)
  return answer
}
