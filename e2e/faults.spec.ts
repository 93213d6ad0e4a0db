import { rmSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import enErrors from '@/public/locales/en/errors.json'
import thErrors from '@/public/locales/th/errors.json'
import {
  HANDLED,
  datasetFile,
  postWebhook,
  readDataset,
  writeDataset,
  writeDatasetText,
  type DatasetDocument,
} from './datasetCopy'
import { expect, test } from './fixtures'

/*
 * The content source failing while pages are revalidated: the site keeps serving each page's last
 * good render, whether the webhook or the ISR timer asks for a new one, and says what failed. The
 * server reads a copy of the dataset (playwright.config.ts); each test puts it back as it was.
 */

interface Report {
  revalidated: string[]
  failed: { path: string | null; reason: string }[]
}

type Localized = { th: string; en: string }
const LANGS = ['th', 'en'] as const

// Never built (getStaticPaths only knows the dataset's products) and never visited before.
const NEW_PRODUCT = {
  _id: 'product-faults-river-prawns',
  slug: 'faults-river-prawns',
  name: { th: 'กุ้งแม่น้ำสดทดสอบ', en: 'Fault Test River Prawns' },
}
const ERROR_TITLE = { th: thErrors.serverErrorTitle, en: enErrors.serverErrorTitle }

function webhookBody(id: string, slug: string) {
  return { _id: id, _type: 'product', slug, path: null }
}

/** The ways a dataset file really breaks while it is being replaced. */
const BREAKAGES: { name: string; apply: (text: string) => void }[] = [
  // A writer truncates the file, then writes: read in between, it is empty.
  { name: 'emptied', apply: () => writeDatasetText('') },
  // Removed and written anew (an import with --replace).
  { name: 'missing', apply: () => rmSync(datasetFile()) },
  // Read while half of it is written: the last line is cut short.
  {
    name: 'half-written',
    apply: (text) => {
      const middle = text.indexOf('"_id"', Math.floor(text.length / 2))
      writeDatasetText(text.slice(0, middle + 10))
    },
  },
  // Cut where a line ends (a copy that stopped between two writes): every line parses, and
  // only the manifest's count and checksum tell it from the whole export.
  {
    name: 'cut at a line boundary',
    apply: (text) => {
      const lineEnd = text.indexOf('\n', Math.floor(text.length / 2))
      writeDatasetText(text.slice(0, lineEnd + 1))
    },
  },
]

async function pageText(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  return { status: response.status(), html: await response.text(), headers: response.headers() }
}

test.describe('the content source failing during revalidation', () => {
  test('keeps the last good pages (webhook and ISR timer), then updates once it is repaired', async ({
    page,
    request,
  }) => {
    // The ISR timer's wait (Next retries a failed page 30 s after the failure at the latest) and
    // three webhooks that render a product's pages, slow on a busy machine.
    test.setTimeout(180_000)
    const original = readDataset()
    const originalText = original.map((doc) => JSON.stringify(doc)).join('\n') + '\n'
    const product = original.find((doc) => doc._type === 'product' && doc.featured === true)!
    const slug = (product.slug as { current: string }).current
    const name = product.name as Localized
    const pages = LANGS.flatMap((lang) => [
      { path: `/${lang}/home`, shows: name[lang] },
      { path: `/${lang}/products/${slug}`, shows: name[lang] },
    ])
    const revalidatedPaths = ['/business', '/home', '/product-list', `/products/${slug}`]
    const newProductPaths = LANGS.map((lang) => `/${lang}/products/${NEW_PRODUCT.slug}`)

    try {
      // Rendered and cached while the source is healthy; the search index built too.
      for (const { path, shows } of pages) {
        const good = await pageText(request, path)
        expect(good.status, path).toBe(200)
        expect(good.html, path).toContain(shows)
      }
      const search = `/api/search?q=${encodeURIComponent(name.en)}&lang=en`
      const searchBefore = await request.get(search)
      expect(searchBefore.status()).toBe(200)

      for (const breakage of BREAKAGES) {
        await test.step(`dataset ${breakage.name}: the webhook reports every page as failed`, async () => {
          writeDataset(original)
          breakage.apply(originalText)
          const response = await postWebhook(request, webhookBody(product._id, slug))
          // Nothing was refreshed: a 5xx, so that Sanity delivers the change again later.
          expect(response.status()).toBe(503)
          const report = (await response.json()) as Report
          expect(report.revalidated).toEqual([])
          const failedPaths = report.failed.map((failure) => failure.path)
          expect(failedPaths).toEqual(
            expect.arrayContaining(
              revalidatedPaths.flatMap((path) => LANGS.map((lang) => `/${lang}${path}`)),
            ),
          )
          for (const failure of report.failed) {
            expect(failure.reason).toMatch(
              failure.path === null
                ? /^Could not look up the pages showing it: .+/
                : /^Failed to revalidate \/(th|en)\/.+: Invalid response 500$/,
            )
          }
          // The pages that show the product could not be looked up either: said, not hidden.
          expect(failedPaths).toContain(null)

          for (const { path, shows } of pages) {
            const kept = await pageText(request, path)
            expect(kept.status, path).toBe(200)
            expect(kept.html, path).toContain(shows)
          }
          // The search answers from its last index.
          const searchNow = await request.get(search)
          expect(searchNow.status()).toBe(200)
          expect(await searchNow.json()).toEqual(await searchBefore.json())
        })
      }

      await test.step('a page never rendered before is the translated 500 page, not cached', async () => {
        for (const [index, path] of newProductPaths.entries()) {
          const lang = LANGS[index]!
          const failed = await pageText(request, path)
          expect(failed.status, path).toBe(500)
          expect(failed.headers['cache-control']).toContain('no-store')
          expect(failed.html).toContain(`<html lang="${lang}"`)
          expect(failed.html).toContain(ERROR_TITLE[lang])
        }
      })

      await test.step('the ISR timer: a stale page is served, its failed regeneration keeps it', async () => {
        // After a failed revalidation Next keeps the page and tries again 30 s later: the first
        // request after that gets the stale page and starts the regeneration in the background;
        // that fails on the broken file too, so the page is put back (a hit) for another 30 s.
        for (const { path, shows } of pages) {
          await expectCached(request, path, shows, 'STALE', 45_000)
          await expectCached(request, path, shows, 'HIT', 10_000)
        }
      })

      await test.step('repaired and published again: the pages update', async () => {
        const renamed = { th: `${name.th} สูตรใหม่`, en: `${name.en} New Recipe` }
        writeDataset([
          ...original.map((doc) =>
            doc._id === product._id ? { ...doc, name: { _type: 'localeString', ...renamed } } : doc,
          ),
          newProduct(product),
        ])
        const response = await postWebhook(request, webhookBody(product._id, slug))
        expect(response.status()).toBe(200)
        expect(((await response.json()) as Report).failed).toEqual([])
        for (const lang of LANGS) {
          await page.goto(`/${lang}/home`)
          await expect(page.getByTestId('product-card').getByText(renamed[lang])).toBeVisible()
          await page.goto(`/${lang}/products/${slug}`)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed[lang])
          // Neither the 500 nor a 404 was kept for the page first asked for while broken.
          await page.goto(`/${lang}/products/${NEW_PRODUCT.slug}`)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_PRODUCT.name[lang])
        }
      })
    } finally {
      // Leave the server's pages as the other tests expect them (the new product's page: 404).
      writeDataset(original)
      for (const [id, productSlug] of [
        [product._id, slug],
        [NEW_PRODUCT._id, NEW_PRODUCT.slug],
      ] as const) {
        const response = await postWebhook(request, webhookBody(id, productSlug))
        // 207 for the new product: its page is gone (404), the lists are refreshed.
        expect(HANDLED).toContain(response.status())
      }
    }
    expect((await request.get(newProductPaths[1]!)).status()).toBe(404)
  })
})

test.describe('a page first asked for while the source is down', () => {
  // The 500 document is the answer on purpose: Chromium logs it as a failed resource.
  test.use({ ignoreFailedResources: true })

  test("is the site's own 500 page in the visitor's language, and is not kept", async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const original = readDataset()
    const path = `/products/${NEW_PRODUCT.slug}-in-browser`
    const errors = { th: thErrors, en: enErrors }
    try {
      writeDatasetText('')
      // With a query (a campaign link) the router updates itself once hydrated; were a rewrite
      // configured in next.config, it would then render the address's own page with the 500
      // page's props and crash to a blank screen (vercel/next.js#38762).
      for (const address of LANGS.flatMap((lang) => [
        { lang, url: `/${lang}${path}` },
        { lang, url: `/${lang}${path}?utm_source=newsletter` },
      ])) {
        const { lang } = address
        const response = await page.goto(address.url)
        expect(response?.status()).toBe(500)
        // Hydrated, and the router's own update for the query done (then it is ready).
        await page.waitForFunction(
          () => (window as { next?: { router?: { isReady?: boolean } } }).next?.router?.isReady,
        )
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ERROR_TITLE[lang])
        await expect(page.getByText(errors[lang].serverErrorText)).toBeVisible()
        // The whole shell, from the last good content: the menu and the way home.
        await expect(page.getByRole('navigation').first()).toBeVisible()
        await expect(page.getByRole('link', { name: errors[lang].backHome })).toBeVisible()
      }
    } finally {
      writeDataset(original)
    }
    // Repaired: the address is what it really is, an unknown product (404), not a kept 500.
    const response = await page.goto(`/en${path}`)
    expect(response?.status()).toBe(404)
  })
})

/** The page answers 200 with `shows`, and (soon) in the cache state `state`. */
async function expectCached(
  request: APIRequestContext,
  path: string,
  shows: string,
  state: 'STALE' | 'HIT',
  timeout: number,
) {
  await expect
    .poll(
      async () => {
        const response = await request.get(path)
        expect(response.status(), path).toBe(200)
        expect(await response.text(), path).toContain(shows)
        return response.headers()['x-nextjs-cache']
      },
      { message: `${path} ${state}`, timeout, intervals: [1_000] },
    )
    .toBe(state)
}

/** A product published after the build: a copy of `model` under a new id, slug and name. */
function newProduct(model: DatasetDocument): DatasetDocument {
  return {
    ...model,
    _id: NEW_PRODUCT._id,
    slug: { _type: 'slug', current: NEW_PRODUCT.slug },
    name: { _type: 'localeString', ...NEW_PRODUCT.name },
    featured: false,
  }
}
