/** @jest-environment node */

import { HttpError, RequestError, request } from './request'
import { sendJson, startTestServer, type TestServer } from './test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer((incoming, response) => {
    switch (incoming.url) {
      case '/echo':
        return sendJson(response, 200, {
          method: incoming.method,
          headers: incoming.headers,
          body: incoming.body,
        })
      case '/empty':
        return response.writeHead(204).end()
      case '/hang-up':
        return response.socket?.destroy()
      case '/slow':
        return setTimeout(() => sendJson(response, 200, { late: true }), 2_000).unref()
      case '/html':
        response.writeHead(200, { 'Content-Type': 'text/html' })
        return response.end('<!doctype html><p>maintenance</p>')
      case '/missing':
        return sendJson(response, 404, { message: 'NOT_FOUND' })
      case '/crash':
        response.writeHead(500, { 'Content-Type': 'text/plain' })
        return response.end('upstream exploded')
      default:
        return sendJson(response, 400, { message: 'UNEXPECTED_PATH' })
    }
  })
})

afterAll(() => server.close())

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (error: unknown) => error,
  )
}

interface Echo {
  method: string
  headers: Record<string, string>
  body: string
}

describe('request', () => {
  it('sends an object body as JSON and parses the JSON answer', async () => {
    const echo = await request<Echo>(`${server.url}/echo`, {
      method: 'POST',
      body: { name: 'Somchai', tags: ['rice'] },
      headers: { 'X-Sender': 'Admin' },
    })

    expect(echo.method).toBe('POST')
    expect(echo.headers['content-type']).toBe('application/json')
    expect(echo.headers.accept).toBe('application/json')
    expect(echo.headers['x-sender']).toBe('Admin')
    expect(JSON.parse(echo.body)).toEqual({ name: 'Somchai', tags: ['rice'] })
  })

  it('sends a string body as it is', async () => {
    const echo = await request<Echo>(`${server.url}/echo`, {
      method: 'POST',
      body: 'plain words',
      headers: { 'Content-Type': 'text/plain' },
    })

    expect(echo.headers['content-type']).toBe('text/plain')
    expect(echo.body).toBe('plain words')
  })

  it('resolves to undefined for an empty answer', async () => {
    await expect(request(`${server.url}/empty`)).resolves.toBeUndefined()
  })

  it('answers FETCH_ERROR when the server closes the connection', async () => {
    const error = await failure(request(`${server.url}/hang-up`))

    expect(error).toBeInstanceOf(RequestError)
    expect((error as RequestError).kind).toBe('FETCH_ERROR')
  })

  it('answers TIMEOUT_ERROR when the timeout elapses first', async () => {
    const error = await failure(request(`${server.url}/slow`, { timeout: 100 }))

    expect(error).toBeInstanceOf(RequestError)
    expect((error as RequestError).kind).toBe('TIMEOUT_ERROR')
  })

  it("passes the caller's own abort through unchanged", async () => {
    const controller = new AbortController()
    const pending = failure(request(`${server.url}/slow`, { signal: controller.signal }))
    controller.abort()

    const error = await pending
    expect(error).not.toBeInstanceOf(RequestError)
    expect((error as Error).name).toBe('AbortError')
  })

  it('answers PARSING_ERROR when a successful body is not JSON', async () => {
    const error = await failure(request(`${server.url}/html`))

    expect(error).toBeInstanceOf(RequestError)
    expect((error as RequestError).kind).toBe('PARSING_ERROR')
  })

  it('answers HttpError with status and parsed data for a 404', async () => {
    const error = await failure(request(`${server.url}/missing`))

    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(404)
    expect((error as HttpError).data).toEqual({ message: 'NOT_FOUND' })
  })

  it('answers HttpError with status and the raw text for a 500 that is not JSON', async () => {
    const error = await failure(request(`${server.url}/crash`))

    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(500)
    expect((error as HttpError).data).toBe('upstream exploded')
  })
})
