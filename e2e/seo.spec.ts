import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './pageChecks'

test.describe('search engines', () => {
  test('robots.txt points at the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    expect(await response.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
  })

  test('the sitemap lists every public page in both languages, with lastmod and alternates', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/xml')
    const xml = await response.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    )
    for (const path of [
      '/home',
      '/about/awards',
      '/investors/dividend',
      '/corporate/news',
      '/corporate/press',
      '/contact',
      '/cookies',
      '/credits',
    ]) {
      expect(locs).toContain(`/th${path}`)
      expect(locs).toContain(`/en${path}`)
    }
    expect(locs.filter((path) => path.startsWith('/en/news/')).length).toBeGreaterThan(10)
    expect(locs.filter((path) => path.startsWith('/th/business/')).length).toBe(5)
    expect(locs).not.toContain('/th/404')
    expect(xml.match(/<lastmod>/g)?.length).toBe(locs.length)
    expect(xml).toContain('hreflang="x-default"')

    // Every page the sitemap lists answers 200: a sample of both languages.
    for (const path of locs.filter((_, index) => index % 7 === 0)) {
      expect((await request.get(path)).status(), path).toBe(200)
    }
  })
})

for (const lang of ['th', 'en'] as const) {
  test(`the ${lang} home page: sharing tags, alternates and Organization data`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/home`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/${lang}/home$`),
    )
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/th\/home$/,
    )
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https?:\/\/.+1200/,
    )
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    )
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text),
    )
    expect(data).toContainEqual(
      expect.objectContaining({ '@type': 'Organization', tickerSymbol: 'SET:SHF' }),
    )
  })

  test(`the ${lang} home page shows the eight lines of business and the investor highlight`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/home`)
    const lines = page.getByRole('region', {
      name: lang === 'en' ? 'What we make' : 'สินค้าและบริการของเรา',
    })
    await expect(lines.getByRole('listitem')).toHaveCount(8)
    await expect(lines.getByRole('link').first()).toHaveAttribute(
      'href',
      `/${lang}/product-list?category=chicken`,
    )
    const investor = page.getByRole('region', {
      name: lang === 'en' ? 'Investor highlights' : 'ข้อมูลเด่นสำหรับนักลงทุน',
    })
    // The latest dividend's amount (the share price above it shows amounts in baht too).
    const dividend = investor
      .getByRole('listitem')
      .filter({ hasText: lang === 'en' ? 'Latest dividend' : 'เงินปันผลล่าสุด' })
    await expect(dividend.getByText(lang === 'en' ? /^THB/ : /^฿/)).toBeVisible()
    await expect(investor.getByRole('link', { name: /PDF/ })).toHaveAttribute(
      'href',
      /\/api\/cms-file\//,
    )
    await expectNoSeriousA11yViolations(page)
  })
}
