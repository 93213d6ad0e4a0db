/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parse as parseQuery } from 'node:querystring'
import Parser from 'rss-parser'
import { serverEnv } from '@/lib/env'
import { sendNewsFeed } from './feedFile'
import { getNewsListPage } from './news'

// The feeds over the bundled dataset, read back by a feed reader's parser (rss-parser).
const THAI = /[\u0E00-\u0E7F]/
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/
const parser = new Parser({ customFields: { feed: ['language'] } })

let server: Server
let origin: string

beforeAll(async () => {
  // What each feed reads, once, with time for a loaded machine (see lib/seo/seoFiles.test.ts).
  await Promise.all([getNewsListPage('th'), getNewsListPage('en')])
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const lang = url.pathname.startsWith('/en/') ? 'en' : 'th'
    void sendNewsFeed(req, res, lang, parseQuery(url.search.slice(1))).then((answered) => {
      if (!answered) res.writeHead(404).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 60_000)

afterAll(() => new Promise((resolve) => server.close(resolve)))

async function readFeed(lang: 'th' | 'en', search = '') {
  const response = await fetch(`${origin}/${lang}/corporate/news/feed.xml${search}`)
  expect(response.status).toBe(200)
  return { response, feed: await parser.parseString(await response.text()) }
}

describe('the news feeds', () => {
  it('are RSS 2.0 in their language, with how long caches may keep them', async () => {
    const { response, feed } = await readFeed('th')
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/)
    expect(feed.language).toBe('th')
    expect(feed.title).toMatch(THAI)
    expect((await readFeed('en')).feed.language).toBe('en')
  })

  it('carry Thai titles in the Thai feed and English ones in the English feed', async () => {
    const [th, en] = await Promise.all([readFeed('th'), readFeed('en')])
    expect(th.feed.items.length).toBeGreaterThan(0)
    expect(th.feed.items.every((item) => THAI.test(item.title ?? ''))).toBe(true)
    expect(en.feed.items.some((item) => THAI.test(item.title ?? ''))).toBe(false)
  })

  it('link every item absolutely to its article in the feed’s language, dated by RFC 822', async () => {
    const { siteUrl } = serverEnv()
    const { feed } = await readFeed('en')
    expect(feed.link).toBe(`${siteUrl}/en/corporate/news`)
    for (const item of feed.items) {
      expect(item.link).toMatch(new RegExp(`^${siteUrl}/en/news/[a-z0-9-]+$`))
      expect(item.guid).toBe(item.link)
      expect(item.pubDate).toMatch(RFC_822)
      expect(item.contentSnippet).toBeTruthy()
    }
  })

  it('begin with the news list’s newest article, and carry at most 20', async () => {
    for (const lang of ['th', 'en'] as const) {
      const [{ feed }, list] = await Promise.all([readFeed(lang), getNewsListPage(lang)])
      const newest = list.items[0]!
      expect(feed.items[0]!.link).toMatch(new RegExp(`/${lang}/news/${newest.slug}$`))
      expect(feed.items[0]!.title).toBe(newest.title)
      expect(new Date(feed.items[0]!.pubDate!).toISOString()).toBe(
        new Date(newest.publishedAt).toISOString(),
      )
      expect(feed.items).toHaveLength(Math.min(20, list.items.length))
    }
  })

  it('of one category carry that category only, newest first as its list shows it', async () => {
    const { siteUrl } = serverEnv()
    const [{ feed }, list] = await Promise.all([
      readFeed('en', '?category=investor'),
      getNewsListPage('en'),
    ])
    const investor = list.items.filter((card) => card.category === 'investor')
    expect(investor.length).toBeGreaterThan(0)
    expect(feed.items.map((item) => item.link)).toEqual(
      investor.slice(0, 20).map((card) => `${siteUrl}/en/news/${card.slug}`),
    )
    expect(feed.items.every((item) => item.categories?.[0] === 'Investor news')).toBe(true)
    expect(feed.link).toBe(`${siteUrl}/en/corporate/news?category=investor`)
  })

  it('answer an unknown category with 404 and a malformed one with 400, in the feed’s language', async () => {
    const unknown = await fetch(`${origin}/en/corporate/news/feed.xml?category=weather`)
    expect(unknown.status).toBe(404)
    for (const search of [
      '?category=investor&category=activity',
      '?category=',
      '?category=A%20B',
    ]) {
      const response = await fetch(`${origin}/th/corporate/news/feed.xml${search}`)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { message: string }).message).toMatch(THAI)
    }
  })

  it('answer HEAD with the headers only and refuse other methods with 405', async () => {
    const head = await fetch(`${origin}/th/corporate/news/feed.xml`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0)
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await fetch(`${origin}/th/corporate/news/feed.xml`, { method })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
    }
  })
})
