/** @jest-environment node */

import { createCoreClient } from '@/lib/http/core-client'
import { sendJson, startTestServer, type TestServer } from '@/lib/http/test-server'
import { lookUpEnquiry } from './enquiryLookup'

let server: TestServer

// Each id is answered as the core service (or something in front of it) might.
beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const id = request.url.split('/').at(-1)
    switch (id) {
      case 'known':
        return sendJson(response, 200, { id })
      case 'unknown':
        return sendJson(response, 404, { message: 'NOT_FOUND' })
      case 'proxy-404':
        // A gateway's page for a path it does not route: not the core service's answer.
        response.writeHead(404, { 'Content-Type': 'text/html' })
        return response.end('<h1>Not Found</h1>')
      case 'refused':
        return sendJson(response, 401, { message: 'NOT_AUTHORIZED' })
      case 'slow':
        return setTimeout(() => sendJson(response, 200, { id }), 1_000)
      default:
        return sendJson(response, 500, { message: 'INTERNAL_ERROR' })
    }
  })
})
afterAll(() => server.close())

const client = (baseURL: string) =>
  createCoreClient({
    baseURL,
    businessUnit: 'SHF',
    timeout: 200,
    getAccessToken: async () => 'token',
    onUnauthorized: () => undefined,
  })

describe('lookUpEnquiry', () => {
  it.each([
    ['known', 'found'],
    ['unknown', 'missing'],
    ['proxy-404', 'unknown'],
    ['refused', 'unknown'],
    ['slow', 'unknown'],
    ['broken', 'unknown'],
  ])('%s → %s', async (id, expected) => {
    expect(await lookUpEnquiry(client(server.url), id)).toBe(expected)
  })

  it('asks with the caller token and the sender headers, the id escaped', async () => {
    await lookUpEnquiry(client(server.url), 'known')
    expect(server.requests.at(-1)).toMatchObject({
      method: 'GET',
      url: '/enquiries/known',
      headers: { authorization: 'Bearer token', 'x-sender': 'Admin', 'x-business-unit': 'SHF' },
    })
  })

  it('is unknown when the core service cannot be reached', async () => {
    expect(await lookUpEnquiry(client('http://127.0.0.1:9'), 'known')).toBe('unknown')
  })
})
