import type { APIRequestContext } from '@playwright/test'
import { vercelStegaDecode } from '@vercel/stega'
import { referencedScripts } from '../scripts/pageJavaScript.mjs'
import { PREVIEW_SECRET } from './datasetCopy'
import { expect, test } from './fixtures'

// Visual editing is for editors only: published output carries neither stega (the invisible
// characters the Content Lake's preview texts are encoded with) nor data-sanity markers, and
// no public page loads the overlays; a preview in either language carries the markers and the
// overlays (components/preview, lib/content/editMarkers.ts).

/** A run of the invisible characters stega encodes with (U+200B–U+200D, U+2060, U+FEFF). */
const STEGA_RUN = /[\u200b-\u200d\u2060\ufeff]{2,}/
/** A string only the overlays' code carries: the element it renders them into. */
const OVERLAY_MARKER = 'sanity-visual-editing'

function expectPlain(text: string, where: string) {
  expect(text, where).not.toMatch(STEGA_RUN)
  expect(vercelStegaDecode(text), where).toBeUndefined()
  expect(text, where).not.toContain('data-sanity')
}

/** The language-free paths the sitemap lists under /th (one of each kind is taken from them). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>[^<]*?(\/th\/[^<]*)<\/loc>/g)].map((match) => match[1]!)
}

async function firstOf(request: APIRequestContext, prefix: string): Promise<string> {
  const found = (await sitemapPaths(request)).find((path) => path.startsWith(prefix))
  if (!found) throw new Error(`the sitemap lists no page under ${prefix}`)
  return found.slice('/th'.length)
}

test.describe('visual editing', () => {
  test('published pages, their JSON-LD, titles, meta tags, the sitemap and search carry no stega or data-sanity', async ({
    request,
  }) => {
    const product = await firstOf(request, '/th/products/')
    const article = await firstOf(request, '/th/news/')
    const line = await firstOf(request, '/th/business/')
    // The bench's five pages (bench/site/run.ts), then a page of each edited kind in English.
    const pages = [
      '/th/home',
      '/en/product-list',
      `/th${product}`,
      '/th/corporate/news',
      '/en/investors/dividend',
      '/en/home',
      `/en${product}`,
      `/en${article}`,
      `/th${article}`,
      `/en${line}`,
      '/th/about/commitment',
    ]
    for (const path of pages) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expectPlain(html, path)
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]
      expect(title, `${path} <title>`).toBeTruthy()
      expectPlain(title!, `${path} <title>`)
      const metas = [...html.matchAll(/<meta [^>]*content="([^"]*)"/g)].map((match) => match[1]!)
      expect(metas.length, `${path} meta tags`).toBeGreaterThan(5)
      for (const content of metas) expectPlain(content, `${path} meta ${content}`)
      const jsonLd = [
        ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
      ]
      expect(jsonLd.length, `${path} JSON-LD`).toBeGreaterThan(0)
      for (const [, block] of jsonLd)
        expectPlain(JSON.stringify(JSON.parse(block!)), `${path} JSON-LD`)
    }

    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('<urlset')
    expectPlain(sitemap, '/sitemap.xml')

    for (const [q, lang] of [
      ['chicken', 'en'],
      ['ไก่', 'th'],
      ['news', 'en'],
    ]) {
      const search = await request.get(`/api/search?q=${encodeURIComponent(q!)}&lang=${lang}`)
      expect(search.status()).toBe(200)
      const body = await search.text()
      expect((JSON.parse(body) as { total: number }).total, `search ${q}`).toBeGreaterThan(0)
      expectPlain(body, `/api/search?q=${q}`)
    }
  })

  test("no public page's first-load scripts carry the overlays", async ({ request }) => {
    const product = await firstOf(request, '/th/products/')
    for (const path of ['/th/home', '/en/product-list', `/en${product}`, '/th/corporate/news']) {
      const html = await (await request.get(path)).text()
      const scripts = referencedScripts(html)
      expect(scripts.length, path).toBeGreaterThan(3)
      for (const script of scripts) {
        const source = await (await request.get(`/_next/${script}`)).text()
        expect(source.includes(OVERLAY_MARKER), `${OVERLAY_MARKER} in ${script} of ${path}`).toBe(
          false,
        )
      }
    }
  })

  for (const lang of ['th', 'en'] as const) {
    test(`a preview in ${lang} marks the product's texts, loads the overlays and may be framed by the Studio`, async ({
      page,
      request,
    }) => {
      const product = await firstOf(request, '/th/products/')
      const publicResponse = await request.get(`/${lang}${product}`)
      expect(publicResponse.headers()['content-security-policy']).toContain(
        "frame-ancestors 'none'",
      )

      const previewed = page.waitForResponse(
        (response) => new URL(response.url()).pathname === `/${lang}${product}`,
      )
      await page.goto(
        `/api/preview?secret=${PREVIEW_SECRET}&lang=${lang}&path=${encodeURIComponent(product)}`,
      )
      await expect(page).toHaveURL(new RegExp(`/${lang}${product}$`))
      const headers = (await previewed).headers()
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
      expect(headers['x-frame-options']).toBe('SAMEORIGIN')

      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toHaveAttribute(
        'data-sanity',
        new RegExp(`^id=[^;]+;type=product;path=name\\.${lang};base=%2Fstudio$`),
      )
      await expect(page.locator(`[data-sanity*="path=summary.${lang}"]`)).toHaveCount(1)
      // The overlays are loaded (they render into their own element), with the banner.
      await expect(page.getByTestId('preview-banner')).toBeVisible()
      await expect(page.locator(OVERLAY_MARKER)).toHaveCount(1)

      // The same page for visitors is unchanged.
      expect(await (await request.get(`/${lang}${product}`)).text()).not.toContain('data-sanity')
    })
  }

  test("a preview marks the home hero's texts", async ({ page }) => {
    await page.goto(`/api/preview?secret=${PREVIEW_SECRET}&lang=en&path=/home`)
    await expect(page).toHaveURL(/\/en\/home$/)
    await expect(
      page.locator(
        '[data-sanity="id=siteSettings;type=siteSettings;path=tagline.en;base=%2Fstudio"]',
      ),
    ).toHaveCount(1)
  })
})
