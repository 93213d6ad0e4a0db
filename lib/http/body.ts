import type { IncomingMessage } from 'node:http'

/** The body was longer than the route accepts: answered 413. */
export class BodyTooLargeError extends Error {
  readonly limit: number

  constructor(limit: number) {
    super(`The body is larger than ${limit} bytes`)
    this.name = 'BodyTooLargeError'
    this.limit = limit
  }
}

/**
 * The request body as sent, for routes that turn Next's body parser off: a signed webhook's
 * signature covers these exact bytes, and a form answers a malformed body in its own words.
 * Reading stops as soon as the body passes `limit` bytes.
 */
export async function readRawBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string)
    size += buffer.length
    if (size > limit) throw new BodyTooLargeError(limit)
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
