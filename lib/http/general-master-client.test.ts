/** @jest-environment node */

import { AxiosError } from 'axios'
import { createGeneralMasterClient } from './general-master-client'
import { sendJson, startTestServer, type TestServer } from './test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.url === '/refused') return sendJson(response, 403, { message: 'NOT_AUTHORIZED' })
    sendJson(response, 200, { url: request.url, headers: request.headers })
  })
})

afterAll(() => server.close())

describe('createGeneralMasterClient', () => {
  it('reads a master list by kind with the shared headers and timeout', async () => {
    const master = createGeneralMasterClient({ baseURL: server.url, businessUnit: 'SHF' })

    const answer = await master.getMaster<{ url: string; headers: Record<string, string> }>(
      'provinces',
      { lang: 'th', active: true, page: 2, skipped: undefined },
    )

    expect(answer.url).toBe('/provinces?lang=th&active=true&page=2')
    expect(answer.headers['x-sender']).toBe('Admin')
    expect(answer.headers['x-business-unit']).toBe('SHF')
    expect(answer.headers.accept).toBe('application/json')
    expect(master.defaults.timeout).toBe(30_000)
  })

  it('shares the refusal handling', async () => {
    const onUnauthorized = jest.fn()
    const master = createGeneralMasterClient({
      baseURL: server.url,
      businessUnit: 'SHF',
      onUnauthorized,
    })

    await expect(master.getMaster('refused')).rejects.toBeInstanceOf(AxiosError)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })
})
