/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { NextApiRequest, NextApiResponse } from 'next'
import { sendJson, startTestServer, type TestServer } from '@/lib/http/test-server'
import { REVOKED_SESSION, createCoreProxy } from './coreProxy'

// The proxy served by a real HTTP server, with the little of Next's API helpers it uses.
function serve(
  handler: ReturnType<typeof createCoreProxy>,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const segments = url.pathname
      .replace(/^\/api\/core\/?/, '')
      .split('/')
      .filter(Boolean)
    Object.assign(req, { query: { path: segments.map(decodeURIComponent) } })
    Object.assign(res, {
      status(code: number) {
        res.statusCode = code
        return res
      },
      json(body: unknown) {
        res.setHeader('Content-Type', 'application/json')
        res.end(JSON.stringify(body))
      },
      send(body: string) {
        res.end(body)
      },
    })
    void handler(req as NextApiRequest, res as unknown as NextApiResponse)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  )
}

describe('/api/core proxy', () => {
  let core: TestServer
  let proxy: { url: string; server: Server }
  let token: string | undefined | typeof REVOKED_SESSION = 'user-access-token'

  beforeAll(async () => {
    core = await startTestServer((request, response) => {
      if (request.headers.authorization === undefined) {
        return sendJson(response, 401, { message: 'NOT_AUTHORIZED' })
      }
      sendJson(response, 200, { method: request.method, url: request.url, body: request.body })
    })
    proxy = await serve(
      createCoreProxy({
        coreBaseUrl: () => core.url,
        accessToken: async () => token,
        siteOrigin: () => 'http://site.test',
      }),
    )
  })
  afterAll(async () => {
    await core.close()
    await new Promise((resolve) => proxy.server.close(resolve))
  })
  beforeEach(() => {
    token = 'user-access-token'
  })

  const headers = { 'X-Sender': 'Admin', 'X-Business-Unit': 'SHF', Accept: 'application/json' }

  it('adds the user token on the server and forwards path, query and the spec headers', async () => {
    const response = await fetch(`${proxy.url}/api/core/enquiries?status=new&page=2`, { headers })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      method: 'GET',
      url: '/enquiries?status=new&page=2',
    })
    const forwarded = core.requests.at(-1)
    expect(forwarded?.headers.authorization).toBe('Bearer user-access-token')
    expect(forwarded?.headers['x-sender']).toBe('Admin')
    expect(forwarded?.headers['x-business-unit']).toBe('SHF')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it("passes the core service's 401 on unchanged when there is no session", async () => {
    token = undefined
    const response = await fetch(`${proxy.url}/api/core/profile`, { headers })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'NOT_AUTHORIZED' })
  })

  it('refuses a revoked session itself, with 401, forwarding nothing (not even as anonymous)', async () => {
    token = REVOKED_SESSION
    const before = core.requests.length
    const response = await fetch(`${proxy.url}/api/core/profile`, { headers })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'SESSION_REVOKED' })
    expect(core.requests).toHaveLength(before)
  })

  it('forwards a same-origin change with its JSON body', async () => {
    const response = await fetch(`${proxy.url}/api/core/enquiries/abc`, {
      method: 'PATCH',
      headers: { ...headers, 'Content-Type': 'application/json', Origin: 'http://site.test' },
      body: JSON.stringify({ status: 'closed' }),
    })
    expect(await response.json()).toMatchObject({ method: 'PATCH', body: '{"status":"closed"}' })
  })

  it('refuses cross-site changes, requests without the sender header, odd paths and methods', async () => {
    const crossSite = await fetch(`${proxy.url}/api/core/enquiries/abc`, {
      method: 'PATCH',
      headers: { ...headers, Origin: 'https://evil.example' },
      body: '{}',
    })
    expect(crossSite.status).toBe(403)
    const noSender = await fetch(`${proxy.url}/api/core/profile`)
    expect(noSender.status).toBe(400)
    const climbing = await fetch(`${proxy.url}/api/core/enquiries%2F..%2F..%2Fsecret`, { headers })
    expect(climbing.status).toBe(400)
    const options = await fetch(`${proxy.url}/api/core/profile`, { method: 'OPTIONS', headers })
    expect(options.status).toBe(405)
  })

  it('answers 502 with a code when the core service cannot be reached', async () => {
    const down = await serve(
      createCoreProxy({
        coreBaseUrl: () => 'http://127.0.0.1:9',
        accessToken: async () => token,
        siteOrigin: () => 'http://site.test',
      }),
    )
    const response = await fetch(`${down.url}/api/core/profile`, { headers })
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ message: 'CORE_UNAVAILABLE' })
    await new Promise((resolve) => down.server.close(resolve))
  })
})
