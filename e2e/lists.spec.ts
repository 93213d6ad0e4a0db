import type { APIRequestContext, Request } from '@playwright/test'
import { expect, test } from './fixtures'

// The news list's and the catalogue's pages and filters as server HTML (what a crawler or a
// visitor without JavaScript gets), their canonical addresses, and the redirects of routing.

const LANGS = ['th', 'en'] as const

async function html(request: APIRequestContext, address: string) {
  const response = await request.get(address)
  expect(response.status(), address).toBe(200)
  return response.text()
}

const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1]
/** The pathnames of the news items or products a page's cards link to, in order. */
const cardLinks = (page: string, prefix: string) => [
  ...new Set(
    [...page.matchAll(new RegExp(`href="(/[a-z]{2}/${prefix}/[^"?#]+)"`, 'g'))].map(
      (match) => match[1]!,
    ),
  ),
]
const text = (page: string) => page.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

for (const lang of LANGS) {
  test.describe(`server-rendered list pages (${lang})`, () => {
    test('each page and category of the news list is its own page', async ({ request }) => {
      const first = await html(request, `/${lang}/corporate/news`)
      const second = await html(request, `/${lang}/corporate/news?page=2`)
      expect(canonicalOf(first)).toMatch(new RegExp(`/${lang}/corporate/news$`))
      expect(canonicalOf(second)).toMatch(new RegExp(`/${lang}/corporate/news\\?page=2$`))
      expect(second).toMatch(/<a[^>]*aria-current="page"[^>]*>2<\/a>/)
      // Nineteen are nine and ten: a last page of one card folds into the page before it.
      expect(text(second)).toMatch(/10–19\D+19/)
      const firstCards = cardLinks(first, 'news')
      expect(firstCards).toHaveLength(9)
      const secondCards = cardLinks(second, 'news')
      expect(secondCards).toHaveLength(10)
      expect(secondCards.filter((card) => firstCards.includes(card))).toEqual([])

      const investor = await html(request, `/${lang}/corporate/news?category=investor&utm_x=1`)
      expect(canonicalOf(investor)).toMatch(/\/corporate\/news\?category=investor$/)
      expect(text(investor)).toMatch(/1–6\D+6/)
      expect(cardLinks(investor, 'news')).toHaveLength(6)
      // Filter and page links are plain addresses with the query.
      expect(investor).toMatch(/<a[^>]*href="\/[a-z]{2}\/corporate\/news\?category=activity"/)
    })

    test('each page and filter of the catalogue is its own page', async ({ request }) => {
      const first = await html(request, `/${lang}/product-list`)
      const second = await html(request, `/${lang}/product-list?page=2`)
      expect(canonicalOf(first)).toMatch(new RegExp(`/${lang}/product-list$`))
      expect(canonicalOf(second)).toMatch(new RegExp(`/${lang}/product-list\\?page=2$`))
      expect(second).toMatch(/<a[^>]*aria-current="page"[^>]*>2<\/a>/)
      expect(text(second)).toMatch(/13–24/)
      const firstCards = cardLinks(first, 'products')
      expect(cardLinks(second, 'products').filter((card) => firstCards.includes(card))).toEqual([])

      // What the API answers for a brand is what the brand's page shows, before any script.
      const api = await request.get(`/api/products?lang=${lang}&brand=golden-farm`)
      const { total, items } = (await api.json()) as { total: number; items: { slug: string }[] }
      const brand = await html(request, `/${lang}/product-list?brand=golden-farm&utm_source=mail`)
      expect(canonicalOf(brand)).toMatch(/\/product-list\?brand=golden-farm$/)
      expect(cardLinks(brand, 'products')).toEqual(
        items.map((item) => `/${lang}/products/${item.slug}`),
      )
      expect(text(brand)).toContain(String(total))
      // A brand nobody has is no list at all: the 404 page, not the list without it.
      const unknown = await request.get(
        `/${lang}/product-list?brand=no-such-brand&brand=golden-farm`,
      )
      expect(unknown.status()).toBe(404)
    })

    test('old and mistyped addresses redirect permanently', async ({ request }) => {
      const upper = lang.toUpperCase()
      const mixed = `${lang[0]!.toUpperCase()}${lang[1]}`
      for (const [from, to] of [
        [`/${upper}/home`, `/${lang}/home`],
        [`/${mixed}/contact?x=1`, `/${lang}/contact?x=1`],
        [`/${lang[0]}${lang[1]!.toUpperCase()}`, `/${lang}`],
        [`/${lang}/news`, `/${lang}/corporate/news`],
        [`/${lang}/products?brand=golden-farm`, `/${lang}/product-list?brand=golden-farm`],
        [`/${upper}/news`, `/${lang}/corporate/news`],
      ]) {
        const response = await request.get(from!, { maxRedirects: 0 })
        expect(response.status(), from).toBe(308)
        expect(new URL(response.headers().location!, 'http://x').href).toBe(`http://x${to}`)
      }
      // A news item keeps its own address.
      const item = await request.get(`/${lang}/news/no-such-item`, { maxRedirects: 0 })
      expect(item.status()).toBe(404)
    })
  })
}

test('static pages fetch no data after loading; a list page stays shallow', async ({ page }) => {
  const dataRequests: string[] = []
  // A link prefetches its page's data when pointed at (`purpose: prefetch`), as it always has;
  // what must not happen is a fetch to show a page or a choice.
  const record = (request: Request) => {
    const isPrefetch = request.headers()['purpose'] === 'prefetch'
    if (request.url().includes('/_next/data/') && !isPrefetch) dataRequests.push(request.url())
  }
  page.on('request', record)
  for (const address of ['/th/home', '/th/product-list', '/en/corporate/news?page=2']) {
    await page.goto(address)
    await page.waitForLoadState('networkidle')
  }
  expect(dataRequests).toEqual([])

  // The catalogue's page 2, opened from its address, moves to page 3 in place.
  await page.goto('/en/product-list?page=2')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
  await page
    .getByRole('navigation', { name: 'Product pages' })
    .getByRole('link', { name: 'Page 3', exact: true })
    .click()
  await expect(page).toHaveURL(/\/en\/product-list\?page=3$/)
  await expect(page.getByTestId('catalogue-summary')).toContainText('25–')
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(dataRequests).toEqual([])
})
