// jsdom: the default reaction to a refusal navigates the page.

import { AxiosError } from 'axios'
import { createCoreClient } from './core-client'
import { startTestServer, type TestServer } from './test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    // The page (http://localhost) and the test server are different origins.
    response.setHeader('Access-Control-Allow-Origin', '*')
    response.setHeader(
      'Access-Control-Allow-Headers',
      'accept, content-type, x-sender, x-business-unit',
    )
    if (request.method === 'OPTIONS') return response.writeHead(204).end()
    response.writeHead(401, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify({ message: 'NOT_AUTHORIZED' }))
  })
})

afterAll(() => server.close())

it('navigates to / by default on a refusal and still rejects', async () => {
  // jsdom's location.assign cannot be replaced or spied on (its properties are unforgeable)
  // and it only performs fragment navigations. So the page starts at `/#console`: assign('/')
  // is then a real, observable navigation, and any other target would leave the URL unchanged.
  window.history.pushState(null, '', '/#console')
  const historyLength = window.history.length

  const api = createCoreClient({ baseURL: server.url, businessUnit: 'SHF' })
  const error: unknown = await api.get('/profile').catch((caught: unknown) => caught)

  expect(error).toBeInstanceOf(AxiosError)
  expect((error as AxiosError).response?.status).toBe(401)
  expect(window.location.href).toBe('http://localhost/')
  // assign, not replace: the refused page stays in the history.
  expect(window.history.length).toBe(historyLength + 1)
})
