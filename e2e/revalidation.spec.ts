import { SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { STATIC_PATHS } from '@/lib/revalidation/pathRules'
import {
  HANDLED,
  findDocument,
  postSigned,
  postWebhook,
  readDataset,
  writeDataset,
} from './datasetCopy'
import { expect, test } from './fixtures'

const SETTINGS = { _id: 'siteSettings', _type: 'siteSettings', slug: null, path: null }
const NEW_TAGLINE = { th: 'สดใหม่ทุกวัน ส่งตรงถึงบ้านคุณ', en: 'Fresh every day, straight to your door' }

interface Report {
  revalidated: string[]
  failed: { path: string | null; reason: string }[]
}

test.describe('instant updates (/api/revalidate)', () => {
  test('a signed webhook shows the new tagline at once on /th/home and /en/home', async ({
    page,
    request,
  }) => {
    // Settings are on every page: each webhook re-renders the whole site (~200 pages) twice.
    test.setTimeout(120_000)
    const original = readDataset()
    const settings = findDocument('siteSettings')
    const oldTagline = settings.tagline as { th: string; en: string }
    try {
      writeDataset(
        original.map((doc) =>
          doc._id === 'siteSettings'
            ? { ...doc, tagline: { _type: 'localeString', ...NEW_TAGLINE } }
            : doc,
        ),
      )
      // Published in the source, but the cached page is what visitors get until the webhook.
      expect(await (await request.get('/en/home')).text()).toContain(oldTagline.en)

      const response = await postWebhook(request, SETTINGS)
      expect(response.headers()['cache-control']).toBe('no-store')
      const report = (await response.json()) as Report
      expect(response.status()).toBe(report.failed.length === 0 ? 200 : 207)
      expect(report.revalidated).toEqual(expect.arrayContaining(['/th/home', '/en/home']))
      // The settings are on every page, in both languages: those without a page yet are
      // reported with the reason, not fatal.
      const failedPaths = report.failed.map((failure) => failure.path)
      expect([...report.revalidated, ...failedPaths]).toEqual(
        expect.arrayContaining(STATIC_PATHS.flatMap((path) => [`/th${path}`, `/en${path}`])),
      )
      expect(failedPaths).not.toContain('/en/home')
      for (const failure of report.failed) expect(failure.reason).not.toBe('')

      await page.goto('/th/home')
      await expect(page.getByText(NEW_TAGLINE.th)).toBeVisible()
      await page.goto('/en/home')
      await expect(page.getByText(NEW_TAGLINE.en)).toBeVisible()
    } finally {
      // Leave the server's pages as the other tests expect them.
      writeDataset(original)
      expect(HANDLED).toContain((await postWebhook(request, SETTINGS)).status())
    }
    await page.reload()
    await expect(page.getByText(oldTagline.en)).toBeVisible()
  })

  test('a product renamed in the dataset shows its new name on /th/home and /en/home, and on its brand’s list', async ({
    page,
    request,
  }) => {
    const original = readDataset()
    const product = original.find((doc) => doc._type === 'product' && doc.featured === true)!
    const oldName = product.name as { th: string; en: string }
    const newName = { th: `${oldName.th} สูตรใหม่`, en: `${oldName.en} New Recipe` }
    const webhookBody = {
      _id: product._id,
      _type: 'product',
      slug: (product.slug as { current: string }).current,
      path: null,
    }
    // A featured product is on the first page of its brand's list, a selection page of its own.
    const brand = original.find((doc) => doc._id === (product.brand as { _ref: string })._ref)!
    const brandList = (lang: string) =>
      `/${lang}/product-list?brand=${(brand.slug as { current: string }).current}`
    for (const lang of ['th', 'en'] as const) {
      const cached = await request.get(brandList(lang))
      expect(await cached.text()).toContain(oldName[lang])
    }
    try {
      writeDataset(
        original.map((doc) =>
          doc._id === product._id ? { ...doc, name: { _type: 'localeString', ...newName } } : doc,
        ),
      )
      const response = await postWebhook(request, webhookBody)
      expect(response.status()).toBe(200)
      const report = (await response.json()) as Report
      expect(report.revalidated).toEqual(expect.arrayContaining(['/th/home', '/en/home']))

      await page.goto('/th/home')
      await expect(page.getByTestId('product-card').getByText(newName.th)).toBeVisible()
      await page.goto('/en/home')
      await expect(page.getByTestId('product-card').getByText(newName.en)).toBeVisible()
      // Not among the pages the webhook rendered: expired, so its next visitor gets it anew.
      for (const lang of ['th', 'en'] as const) {
        expect(await (await request.get(brandList(lang))).text()).toContain(newName[lang])
      }
    } finally {
      writeDataset(original)
      expect((await postWebhook(request, webhookBody)).status()).toBe(200)
    }
    await page.reload()
    await expect(
      page.getByTestId('product-card').getByText(oldName.en, { exact: true }),
    ).toBeVisible()
  })

  test('a missing or bad signature is refused with 401', async ({ request }) => {
    const body = JSON.stringify(SETTINGS)
    const unsigned = await request.post('/api/revalidate', {
      data: body,
      headers: { 'content-type': 'application/json' },
    })
    expect(unsigned.status()).toBe(401)

    const forged = await postWebhook(request, SETTINGS, 'not-the-webhook-secret')
    expect(forged.status()).toBe(401)

    const garbled = await request.post('/api/revalidate', {
      data: body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: 't=1,v1=nope' },
    })
    expect(garbled.status()).toBe(401)
  })

  test('a signature from 2021 is refused, and so is a second use of a fresh one', async ({
    request,
  }) => {
    // A draft: signed correctly, but refreshes no page (nothing to render either way).
    const body = JSON.stringify({ _id: 'drafts.siteSettings', _type: 'siteSettings' })
    const recorded = await postSigned(request, body, Date.parse('2021-10-06T12:00:00Z'))
    expect(recorded.status()).toBe(401)
    expect(await recorded.json()).toEqual({ message: 'The signature is more than 5 minutes old' })
    const future = await postSigned(request, body, Date.now() + 10 * 60_000)
    expect(future.status()).toBe(401)

    const signedAt = Date.now()
    expect((await postSigned(request, body, signedAt)).status()).toBe(200)
    const replay = await postSigned(request, body, signedAt)
    expect(replay.status()).toBe(409)
    expect(await replay.json()).toEqual({ message: 'This signature was already used' })
  })

  test('a wrong method is 405 and a signed body that is not a document is 400', async ({
    request,
  }) => {
    const get = await request.get('/api/revalidate')
    expect(get.status()).toBe(405)
    expect(get.headers().allow).toBe('POST')
    expect((await postWebhook(request, { _type: 'product' })).status()).toBe(400)
  })

  test('a deleted product refreshes its lists and its own (now missing) page', async ({
    request,
  }) => {
    const response = await postWebhook(request, {
      _id: 'product-discontinued',
      _type: 'product',
      slug: 'discontinued',
      path: null,
    })
    const report = (await response.json()) as Report
    // 207 when a page could not be refreshed (the product's own page now answers 404).
    expect(response.status()).toBe(report.failed.length === 0 ? 200 : 207)
    const named = [...report.revalidated, ...report.failed.map((failure) => failure.path)]
    // Business pages count products, so every line's page is refreshed too; the press room's
    // kit offers the products' pictures.
    const lines = ['fresh-meat', 'processed-food', 'restaurant', 'pet-food', 'non-meat-product']
    const pages = [
      '/business',
      ...lines.map((line) => `/business/${line}`),
      '/corporate/press',
      '/home',
      '/product-list',
      '/products/discontinued',
    ]
    expect(named.sort()).toEqual(pages.flatMap((path) => [`/th${path}`, `/en${path}`]).sort())
    expect(report.revalidated).toEqual(expect.arrayContaining(['/th/home', '/en/home']))
  })
})
