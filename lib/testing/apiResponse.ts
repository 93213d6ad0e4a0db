import { validateHeaderName, validateHeaderValue } from 'node:http'
import type { NextApiResponse } from 'next'

/** What an API route answered, as a test reads it. */
export interface RecordedAnswer<Body = unknown> {
  status: number
  /** Each header's value as set, by lower-case name. */
  headers: Record<string, unknown>
  /** What json() or send() was given: the route's answer type, unchecked. */
  body: Body | undefined
}

/**
 * A NextApiResponse for route tests that records the answer: the status (status(),
 * statusCode or redirect()), the headers and the body of json() or send(). Header names and
 * values are checked as Node's own response checks them, so a value Node would refuse
 * (ERR_INVALID_CHAR, a 500 in production) throws here too.
 */
export function recordingResponse<Body = unknown>(
  status = 0,
): { res: NextApiResponse; answer: RecordedAnswer<Body> } {
  const answer: RecordedAnswer<Body> = { status, headers: {}, body: undefined }
  const res = {
    get statusCode() {
      return answer.status
    },
    set statusCode(code: number) {
      answer.status = code
    },
    // Headers leave once a body is given: after that, only end() is left.
    get headersSent() {
      return answer.body !== undefined
    },
    getHeader: (name: string) => answer.headers[name.toLowerCase()],
    setHeader(name: string, value: number | string | readonly string[]) {
      validateHeaderName(name)
      for (const entry of [value].flat()) validateHeaderValue(name, String(entry))
      answer.headers[name.toLowerCase()] = value
      return res
    },
    status(code: number) {
      answer.status = code
      return res
    },
    json(body: Body) {
      answer.body = body
      return res
    },
    send(body: Body) {
      answer.body = body
      return res
    },
    redirect(code: number, url: string) {
      answer.status = code
      return res.setHeader('Location', url)
    },
    end: () => res,
  }
  return { res: res as unknown as NextApiResponse, answer }
}
