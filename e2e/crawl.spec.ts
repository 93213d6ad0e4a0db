import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

// A crawler's view of the site: server HTML only, no script run. From both home pages it
// follows every same-site link, breadth first, and must reach every address the sitemap lists.

/** Enough for every page and list page of the bundled dataset, with room to grow. */
const MAX_PAGES = 900
const PARALLEL = 6
/** What robots.txt keeps crawlers out of, and the sign-in pages (no content, a session). */
const NOT_CRAWLED = /^\/(?:api\/|studio|admin|login|logout|_next\/)/

/** The same-site addresses an HTML page links to, without their `#fragment`. */
function linksOf(html: string, base: URL): string[] {
  const found: string[] = []
  for (const [, href] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const decoded = href!.replace(/&amp;/g, '&')
    if (/^(?:mailto|tel|javascript):/i.test(decoded)) continue
    const url = new URL(decoded, base)
    if (url.origin !== base.origin || NOT_CRAWLED.test(url.pathname)) continue
    found.push(`${url.pathname}${url.search}`)
  }
  return found
}

/** Breadth first from `starts`, until every address of `wanted` is reached or no link is left. */
async function crawl(
  request: APIRequestContext,
  origin: URL,
  starts: string[],
  wanted: readonly string[],
) {
  const seen = new Set(starts)
  const reached = new Set<string>()
  const hasAll = () => wanted.every((address) => reached.has(address))
  let queue = [...starts]
  while (queue.length > 0 && reached.size < MAX_PAGES && !hasAll()) {
    const next: string[] = []
    for (let index = 0; index < queue.length; index += PARALLEL) {
      await Promise.all(
        queue.slice(index, index + PARALLEL).map(async (address) => {
          const response = await request.get(address, { maxRedirects: 0 })
          const isHtml = (response.headers()['content-type'] ?? '').includes('text/html')
          if (response.status() !== 200 || !isHtml) return
          reached.add(address)
          for (const link of linksOf(await response.text(), new URL(address, origin))) {
            if (seen.has(link)) continue
            seen.add(link)
            next.push(link)
          }
        }),
      )
    }
    queue = next
  }
  return reached
}

test('a crawler reaches every address of the sitemap from the home pages', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!)
    return `${url.pathname}${url.search}`
  })
  expect(listed.length).toBeGreaterThan(100)

  const reached = await crawl(request, new URL(baseURL!), ['/th/home', '/en/home'], listed)
  const missing = listed.filter((address) => !reached.has(address))
  console.log(
    `crawl: ${reached.size} pages fetched from /th/home and /en/home, breadth first; ` +
      `${listed.length - missing.length} of ${listed.length} sitemap addresses among them`,
  )
  expect(missing, 'sitemap addresses no server-rendered link leads to').toEqual([])
})
