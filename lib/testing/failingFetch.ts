import { HttpError, RequestError, type RequestErrorKind } from '@/lib/http/request'
import { requestErrorMessage, type RequestErrorMessageKey } from '@/lib/http/requestErrorMessage'

/** A stand-in for `fetch` that fails the way one of spec point 8's error classes describes. */
export interface FetchFailure {
  name: string
  fetch: typeof fetch
  /** Milliseconds to advance fake timers by before the failure shows (the timeout). */
  waitMs: number
  expected:
    | { type: typeof RequestError; kind: RequestErrorKind }
    | { type: typeof HttpError; status: number }
  messageKey: RequestErrorMessageKey
}

// Never answers; rejects as fetch does once the request's signal aborts.
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true })
  })

/** The four ways a request fails, each with the class and message it must end as. */
export function fetchFailures(timeoutMs: number): FetchFailure[] {
  return [
    {
      name: 'a network failure',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      waitMs: 0,
      expected: { type: RequestError, kind: 'FETCH_ERROR' },
      messageKey: 'FETCH_ERROR',
    },
    {
      name: 'a timeout',
      fetch: hangingFetch,
      waitMs: timeoutMs,
      expected: { type: RequestError, kind: 'TIMEOUT_ERROR' },
      messageKey: 'TIMEOUT_ERROR',
    },
    {
      name: 'a body that is not JSON',
      fetch: async () =>
        new Response('<!doctype html><p>maintenance</p>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
      waitMs: 0,
      expected: { type: RequestError, kind: 'PARSING_ERROR' },
      messageKey: 'PARSING_ERROR',
    },
    {
      name: 'an HTTP error without a message (a proxy page)',
      fetch: async () => new Response('Bad gateway', { status: 502 }),
      waitMs: 0,
      expected: { type: HttpError, status: 502 },
      messageKey: 'HTTP_ERROR',
    },
  ]
}

/** Runs `call` against `failure`'s fetch (fake timers for the timeout) and returns its error. */
export async function failureOf(
  failure: FetchFailure,
  call: () => Promise<unknown>,
): Promise<unknown> {
  jest.useFakeTimers()
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(failure.fetch)
  try {
    const outcome = call().then(
      () => new Error('expected the request to fail'),
      (error: unknown) => ({ error }),
    )
    await jest.advanceTimersByTimeAsync(failure.waitMs)
    const settled = await outcome
    if (settled instanceof Error) throw settled
    return settled.error
  } finally {
    spy.mockRestore()
    jest.useRealTimers()
  }
}

/** `error` is of `failure`'s class, and shows `failure`'s message. */
export function expectRequestFailure(error: unknown, failure: FetchFailure): void {
  expect(error).toBeInstanceOf(failure.expected.type)
  if ('kind' in failure.expected) expect(error).toMatchObject({ kind: failure.expected.kind })
  else expect(error).toMatchObject({ status: failure.expected.status })
  expect(requestErrorMessage(error).key).toBe(failure.messageKey)
}
