/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadSitemapEntries } from './loadSitemap'
import { sendRobots, sendSitemap } from './seoFiles'

let server: Server
let origin: string

beforeAll(async () => {
  // The first sitemap evaluates its queries over the whole bundled dataset: seconds on a loaded
  // two-core machine. Done here, with time for it, the tests' own requests read the memoised
  // results and fit jest's 5 s.
  await loadSitemapEntries()
  server = createServer((req, res) => {
    if (req.url === '/sitemap.xml') void sendSitemap(req, res)
    else sendRobots(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 60_000)

afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('the sitemap and robots.txt', () => {
  it('answer GET with their file, its type and how long caches may keep it', async () => {
    const sitemap = await fetch(`${origin}/sitemap.xml`)
    expect(sitemap.status).toBe(200)
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(sitemap.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/)
    expect(await sitemap.text()).toContain('/th/home</loc>')

    const robots = await fetch(`${origin}/robots.txt`)
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await robots.text()).toMatch(/Sitemap: .*\/sitemap\.xml/)
  })

  it('answer HEAD with the headers only', async () => {
    const response = await fetch(`${origin}/robots.txt`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0)
    expect(await response.text()).toBe('')
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])(
    'refuse %s with 405 and what is allowed',
    async (method) => {
      for (const path of ['/sitemap.xml', '/robots.txt']) {
        const response = await fetch(`${origin}${path}`, { method })
        expect(response.status).toBe(405)
        expect(response.headers.get('allow')).toBe('GET, HEAD')
      }
    },
  )
})
