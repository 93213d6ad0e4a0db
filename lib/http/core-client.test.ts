/** @jest-environment node */

import { AxiosError, type AxiosInstance } from 'axios'
import { createBrowserCoreClient, createCoreClient } from './core-client'
import { sendJson, startTestServer, type TestServer } from './test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    switch (request.url) {
      case '/echo':
        return sendJson(response, 200, { headers: request.headers, body: request.body })
      case '/unauthorized':
        return sendJson(response, 401, { message: 'NOT_AUTHORIZED' })
      case '/forbidden':
        return sendJson(response, 403, { message: 'NOT_AUTHORIZED' })
      case '/refused-with-200':
        return sendJson(response, 200, { message: 'NOT_AUTHORIZED' })
      case '/broken':
        return sendJson(response, 500, { message: 'INTERNAL' })
      case '/hang-up':
        return response.socket?.destroy()
      case '/never':
        return // no answer at all
      default:
        return sendJson(response, 404, { message: 'NOT_FOUND' })
    }
  })
})

afterAll(() => server.close())

function client(overrides: Partial<Parameters<typeof createCoreClient>[0]> = {}): AxiosInstance {
  return createCoreClient({ baseURL: server.url, businessUnit: 'SHF', ...overrides })
}

async function rejection(promise: Promise<unknown>): Promise<AxiosError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof AxiosError) return error
    throw error
  }
  throw new Error('expected the request to be rejected')
}

describe('createCoreClient', () => {
  it('sends the sender, business-unit and JSON headers and JSON in and out', async () => {
    const response = await client().post('/echo', { name: 'Somchai', count: 2 })

    const { headers, body } = response.data as { headers: Record<string, string>; body: string }
    expect(headers['x-sender']).toBe('Admin')
    expect(headers['x-business-unit']).toBe('SHF')
    expect(headers.accept).toBe('application/json')
    expect(headers['content-type']).toBe('application/json')
    expect(headers.authorization).toBeUndefined()
    expect(JSON.parse(body)).toEqual({ name: 'Somchai', count: 2 })
  })

  it('adds the bearer token from getAccessToken on every request', async () => {
    const getAccessToken = jest.fn().mockResolvedValue('token-123')
    const api = client({ getAccessToken })

    const first = await api.get('/echo')
    const second = await api.get('/echo')

    expect(first.data.headers.authorization).toBe('Bearer token-123')
    expect(second.data.headers.authorization).toBe('Bearer token-123')
    expect(getAccessToken).toHaveBeenCalledTimes(2)
  })

  it('sends no authorization header when getAccessToken has no token', async () => {
    const response = await client({ getAccessToken: async () => undefined }).get('/echo')

    expect(response.data.headers.authorization).toBeUndefined()
  })

  it('keeps an absolute URL on its own service, so a token cannot be sent elsewhere', async () => {
    const before = server.requests.length
    await rejection(client({ getAccessToken: async () => 't' }).get('http://example.com/steal'))

    expect(server.requests.slice(before).map((request) => request.url)).toEqual([
      '/http://example.com/steal',
    ])
  })

  it('waits 30 000 ms by default', () => {
    expect(client().defaults.timeout).toBe(30_000)
  })

  it('gives up after its timeout with axios timeout code', async () => {
    const onUnauthorized = jest.fn()
    const error = await rejection(client({ timeout: 200, onUnauthorized }).get('/never'))

    expect(error.code).toBe(AxiosError.ECONNABORTED)
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it.each([
    ['a 401', '/unauthorized', 401],
    ['a 403', '/forbidden', 403],
    ['a NOT_AUTHORIZED body with status 200', '/refused-with-200', 200],
  ])('calls onUnauthorized once on %s and still rejects', async (_, path, status) => {
    const onUnauthorized = jest.fn()
    const error = await rejection(client({ onUnauthorized }).get(path))

    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(error.response?.status).toBe(status)
    expect(error.response?.data).toEqual({ message: 'NOT_AUTHORIZED' })
  })

  it('passes a 500 through unchanged without calling onUnauthorized', async () => {
    const onUnauthorized = jest.fn()
    const error = await rejection(client({ onUnauthorized }).get('/broken'))

    expect(onUnauthorized).not.toHaveBeenCalled()
    expect(error.code).toBe(AxiosError.ERR_BAD_RESPONSE)
    expect(error.response?.status).toBe(500)
    expect(error.response?.data).toEqual({ message: 'INTERNAL' })
  })

  it('passes a network failure through unchanged without calling onUnauthorized', async () => {
    const onUnauthorized = jest.fn()
    const error = await rejection(client({ onUnauthorized }).get('/hang-up'))

    expect(onUnauthorized).not.toHaveBeenCalled()
    expect(error.response).toBeUndefined()
    expect(error.code).toBe('ECONNRESET')
  })

  it('on the server, the default reaction only rejects', async () => {
    const error = await rejection(client().get('/unauthorized'))

    expect(error.response?.status).toBe(401)
  })
})

describe('createBrowserCoreClient', () => {
  it('goes through the same-origin /api/core route with the same headers', () => {
    const api = createBrowserCoreClient('SHF')

    expect(api.defaults.baseURL).toBe('/api/core')
    expect(api.defaults.timeout).toBe(30_000)
    expect(api.defaults.headers['X-Sender']).toBe('Admin')
    expect(api.defaults.headers['X-Business-Unit']).toBe('SHF')
  })
})
