/** The JSON side of node:http: refusals as errors, a size-capped body reader, JSON replies. */

import type { IncomingMessage, ServerResponse } from 'node:http'

export const MAX_BODY_BYTES = 64 * 1024

/** A refusal: answered as `{ message: code, ...details }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code)
    this.name = 'HttpError'
  }
}

function tooLarge(limit: number): HttpError {
  // The rest of the upload is not wanted: the connection ends with this answer.
  return new HttpError(413, 'PAYLOAD_TOO_LARGE', { limit }, { Connection: 'close' })
}

function readBytes(request: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(request.headers['content-length']) > limit) return Promise.reject(tooLarge(limit))
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let isTooLarge = false
    request.on('data', (chunk: Buffer) => {
      if (isTooLarge) return
      size += chunk.length
      if (size > limit) {
        isTooLarge = true
        chunks.length = 0
        reject(tooLarge(limit))
      } else {
        chunks.push(chunk)
      }
    })
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

/**
 * The request's body as JSON; 413 over `limit` (64 KiB unless a route says more), 400
 * `INVALID_JSON` when it is not JSON.
 */
export async function readJsonBody(
  request: IncomingMessage,
  limit: number = MAX_BODY_BYTES,
): Promise<unknown> {
  const bytes = await readBytes(request, limit)
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new HttpError(400, 'INVALID_JSON')
  }
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const common = {
    // Enquiries are personal data: no cache along the way may keep them.
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  }
  if (status === 204) {
    response.writeHead(status, { ...common, ...headers })
    response.end()
    return
  }
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...common,
    ...headers,
  })
  response.end(text)
}
