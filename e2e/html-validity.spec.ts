import type { APIRequestContext } from '@playwright/test'
import { checkPages } from './htmlChecker/nuHtmlChecker'
import { expect, test } from './fixtures'

/** A page the site must answer with its 404 page, whose markup is checked too. */
const MISSING_PAGE = '/th/no-such-page'

/** The bench's pages (bench/site/run.ts), the search page, and one page of each detail kind. */
async function pagesToCheck(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  )
  const firstUnder = (prefix: string) => {
    const found = paths.find((p) => p.startsWith(prefix))
    if (!found) throw new Error(`the sitemap lists no page under ${prefix}`)
    return found
  }
  return [
    '/th/home',
    '/en/product-list',
    firstUnder('/th/products/'),
    '/th/corporate/news',
    // Contacts with mailto/tel links, dated releases, the archive's years, the feeds.
    '/en/corporate/press',
    '/en/investors/dividend',
    '/th/search?q=%E0%B9%84%E0%B8%81%E0%B9%88',
    '/en/search?q=chicken',
    firstUnder('/en/products/'),
    firstUnder('/th/news/'),
    firstUnder('/en/news/'),
    firstUnder('/th/business/'),
    firstUnder('/en/business/'),
    '/en/about/board-of-director',
    '/th/contact',
    // A definition list per source, with rel="license" links.
    '/en/credits',
    '/en/login',
    MISSING_PAGE,
  ]
}

test('the Nu HTML Checker finds no errors in the bench pages, the search page and each detail page', async ({
  request,
}) => {
  test.setTimeout(60_000)
  const pages = new Map<string, string>()
  for (const path of await pagesToCheck(request)) {
    const response = await request.get(path)
    expect(response.status(), `status of ${path}`).toBe(path === MISSING_PAGE ? 404 : 200)
    pages.set(path, await response.text())
  }
  // No exceptions are allowed: the inline SVG icons use only SVG 1.1 attributes, so the
  // checker's SVG schema raises none of its known SVG 2 false positives.
  const errors = await checkPages(pages)
  const listed = errors.map(
    (e) => `${e.page}:${e.lastLine ?? '?'} ${e.message}\n    ${e.extract ?? ''}`,
  )
  expect(listed, `${pages.size} pages checked`).toEqual([])
})
