/**
 * A small fetch-based request helper with the spec's request-client error classes (spec
 * point 8): FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR, and an HttpError with the status and
 * data of an answer outside 200–299. Object bodies are sent as JSON (spec point 7).
 */

/** Spec point 9: the client request timeout of the site's own calls from the browser. */
export const CLIENT_REQUEST_TIMEOUT_MS = 30_000

export type RequestErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR'

/** The request produced no usable answer: network failure, timeout, or a body that is not JSON. */
export class RequestError extends Error {
  readonly kind: RequestErrorKind

  constructor(kind: RequestErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'RequestError'
    this.kind = kind
  }
}

/** The server answered with a status outside 200–299; `data` is its body (parsed when JSON). */
export class HttpError<TData = unknown> extends Error {
  readonly status: number
  readonly data: TData

  constructor(status: number, data: TData, message = `HTTP ${status}`) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.data = data
  }
}

export interface RequestOptions {
  method?: string
  /** A plain object or array is sent as JSON; any fetch body (FormData, Blob, string…) as is. */
  body?: BodyInit | object | null
  headers?: HeadersInit
  /** Milliseconds for the whole exchange, body included; none unless given. */
  timeout?: number
  /** The caller's own cancellation; its abort error is passed through unchanged. */
  signal?: AbortSignal
}

function isFetchBody(body: object): body is Exclude<BodyInit, string> {
  return (
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
  )
}

function encodeBody(body: RequestOptions['body'], headers: Headers): BodyInit | null | undefined {
  if (body === undefined || body === null || typeof body === 'string' || isFetchBody(body)) {
    return body
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  return JSON.stringify(body)
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', timeout, signal } = options
  const headers = new Headers(options.headers)
  if (!headers.has('Accept')) headers.set('Accept', 'application/json')
  const body = encodeBody(options.body, headers)

  // One controller for both the caller's signal and the timeout, so that the timer covers
  // reading the body too and the two causes stay distinguishable.
  const controller = new AbortController()
  let hasTimedOut = false
  const timer =
    timeout === undefined
      ? undefined
      : setTimeout(() => {
          hasTimedOut = true
          controller.abort()
        }, timeout)
  const forwardAbort = () => controller.abort(signal?.reason)
  if (signal?.aborted) forwardAbort()
  else signal?.addEventListener('abort', forwardAbort, { once: true })

  const failure = (error: unknown): unknown => {
    if (hasTimedOut) {
      return new RequestError('TIMEOUT_ERROR', `${method} ${url}: no answer within ${timeout} ms`, {
        cause: error,
      })
    }
    if (signal?.aborted) return error
    return new RequestError('FETCH_ERROR', `${method} ${url}: the request failed`, { cause: error })
  }

  try {
    let response: Response
    let text: string
    try {
      response = await fetch(url, { method, headers, body, signal: controller.signal })
      text = await response.text()
    } catch (error) {
      throw failure(error)
    }

    // An empty body (204, or a bare 200) has nothing to parse.
    const parsed = text === '' ? { ok: true as const, value: undefined } : parseJson(text)
    if (response.status < 200 || response.status > 299) {
      throw new HttpError(
        response.status,
        parsed.ok ? parsed.value : text,
        `${method} ${url}: HTTP ${response.status}`,
      )
    }
    if (!parsed.ok) {
      throw new RequestError('PARSING_ERROR', `${method} ${url}: the answer is not JSON`)
    }
    return parsed.value as T
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', forwardAbort)
  }
}
