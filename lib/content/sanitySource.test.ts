/**
 * @jest-environment node
 */
import { stegaClean } from '@sanity/client/stega'
import { vercelStegaDecode } from '@vercel/stega'
import type { ContentSource } from './contentSource'
import { readServerEnv, type SanityConfig } from '@/lib/env'
import { startFakeContentLake, type FakeContentLake } from '@/lib/testing/fakeContentLake'
import { DATASET_DIR, createEmbeddedSource } from './embeddedSource'
import { createSanitySource } from './sanitySource'

// The contract of the Sanity source: through @sanity/client and a stand-in for the Content
// Lake's query endpoint (same GROQ, same bundled dataset), the page loaders give exactly the
// page props they give through the embedded source. Loaders are loaded afresh for each source,
// so nothing one run memoised answers for the other.

const PROJECT = 'contract-test'
const DATASET = 'production'
const TOKEN = 'sk-contract-test-read-token'

let lake: FakeContentLake
let sanity: SanityConfig

beforeAll(async () => {
  lake = await startFakeContentLake({
    datasetDir: DATASET_DIR,
    projectId: PROJECT,
    dataset: DATASET,
    token: TOKEN,
  })
  // The configuration as the server reads it (lib/env.ts), pointed at the stand-in.
  sanity = readServerEnv({
    SANITY_PROJECT_ID: PROJECT,
    SANITY_DATASET: DATASET,
    SANITY_READ_TOKEN: TOKEN,
    SANITY_API_HOST: lake.apiHost,
    SANITY_WEBHOOK_SECRET: 'contract-test-webhook-secret',
    SANITY_PREVIEW_SECRET: 'contract-test-preview-secret',
  }).sanity!
})

afterAll(() => lake.close())

type Loaders = {
  home: typeof import('@/lib/home/getHomePage')
  productList: typeof import('@/lib/catalogue/productList')
  product: typeof import('@/lib/catalogue/product')
  news: typeof import('@/lib/news/news')
  investors: typeof import('@/lib/investors/investors')
}

/** The loader modules, fresh, with `contentSource()` answering from `source`. */
async function loadersOver(source: ContentSource): Promise<Loaders> {
  let loaders: Loaders | undefined
  await jest.isolateModulesAsync(async () => {
    jest.doMock('./source', () => ({ contentSource: () => source }))
    loaders = {
      home: await import('@/lib/home/getHomePage'),
      productList: await import('@/lib/catalogue/productList'),
      product: await import('@/lib/catalogue/product'),
      news: await import('@/lib/news/news'),
      investors: await import('@/lib/investors/investors'),
    }
  })
  return loaders!
}

/** The page props of six pages in one language, as their getStaticProps load them. */
async function pageProps(
  { home, productList, product, news, investors }: Loaders,
  lang: 'th' | 'en',
) {
  const [productSlug] = await product.getProductSlugs()
  const [newsSlug] = await news.getNewsSlugs()
  return {
    home: await home.getHomePage(lang),
    productList: await productList.getProductListPageProps(lang),
    product: await product.getProductPage(productSlug!, lang),
    unknownProduct: await product.getProductPage('no-such-product', lang),
    newsList: await news.getNewsListPage(lang),
    article: await news.getNewsItemPage(newsSlug!, lang),
    investorOverview: await investors.getInvestorOverview(lang, '2026-01-01'),
    dividends: await investors.getDividendPage(lang),
  }
}

/** The invisible characters stega encodes with (@vercel/stega). */
const STEGA = /[\u200b-\u200d\u2060\ufeff]/

/** A preview's page props of a product and an article, as their getStaticProps load them. */
async function previewProps({ product, news }: Loaders, lang: 'th' | 'en') {
  const [productSlug] = await product.getProductSlugs()
  const [newsSlug] = await news.getNewsSlugs()
  return {
    product: await product.getProductPage(productSlug!, lang, { preview: true }),
    article: await news.getNewsItemPage(newsSlug!, lang, { preview: true }),
  }
}

/** The props without the data-sanity markers only the embedded source's preview adds. */
function withoutMarkers<T extends Record<string, unknown>>(props: T) {
  return Object.fromEntries(
    Object.entries(props).map(([key, value]) => {
      const { edit, ...rest } = (value ?? {}) as Record<string, unknown>
      void edit
      return [key, value && rest]
    }),
  )
}

describe('createSanitySource against a Content Lake stand-in', () => {
  it.each(['th', 'en'] as const)(
    'gives the same page props as the embedded source (%s)',
    async (lang) => {
      const embedded = await pageProps(await loadersOver(createEmbeddedSource(DATASET_DIR)), lang)
      const before = lake.requests.length
      const viaClient = await pageProps(await loadersOver(createSanitySource(sanity)), lang)

      const asked = lake.requests.slice(before)
      expect(asked.length).toBeGreaterThanOrEqual(10)
      expect(asked.every((request) => request.status === 200)).toBe(true)
      expect(asked.every((request) => request.apiVersion === sanity.apiVersion)).toBe(true)
      expect(asked.every((request) => request.perspective === 'published')).toBe(true)
      // Visitors' content is never encoded: no source map asked for, no stega in any text.
      expect(asked.every((request) => request.resultSourceMap === null)).toBe(true)
      expect(JSON.stringify(viaClient)).not.toMatch(STEGA)
      expect(embedded.product).not.toBeNull()
      expect(embedded.article).not.toBeNull()
      expect(embedded.home.featuredProducts.length).toBeGreaterThan(0)
      expect(viaClient).toStrictEqual(embedded)
    },
    // Every loader twice, over HTTP and over the whole dataset: seconds on a loaded 2-core CI
    // machine. A test cut short leaves its requests running into the next test's count.
    30_000,
  )

  it.each(['th', 'en'] as const)(
    "encodes a preview's drafts with stega from the Lake's source maps, and only there (%s)",
    async (lang) => {
      const embedded = await previewProps(
        await loadersOver(createEmbeddedSource(DATASET_DIR)),
        lang,
      )
      const before = lake.requests.length
      const viaClient = await previewProps(await loadersOver(createSanitySource(sanity)), lang)

      // The slugs come from the published perspective (plain); the pages' drafts with maps.
      const asked = lake.requests.slice(before)
      expect(asked.filter((request) => request.perspective === 'drafts').length).toBe(2)
      for (const request of asked) {
        expect(request.resultSourceMap).toBe(
          request.perspective === 'drafts' ? 'withKeyArraySelector' : null,
        )
      }
      // The embedded source marks its preview with data-sanity instead (no source maps).
      expect(embedded.product?.edit?.name).toContain(`path=name.${lang}`)
      expect(viaClient.product?.edit).toBeUndefined()

      // The name tells the overlays its document and field, for the Studio at /studio ...
      const name = viaClient.product!.name!
      expect(name).toMatch(STEGA)
      const { origin, href } = vercelStegaDecode(name) as { origin: string; href: string }
      expect(origin).toBe('sanity.io')
      expect(decodeURIComponent(href)).toContain(
        `/studio/intent/edit/mode=presentation;id=${viaClient.product!._id};type=product;path=name.${lang}`,
      )
      // ... keys the site reads stay plain, and the texts are the drafts' own.
      expect(viaClient.product!.slug).not.toMatch(STEGA)
      expect(viaClient.product!._id).not.toMatch(STEGA)
      expect(stegaClean(viaClient)).toStrictEqual(withoutMarkers(embedded))
    },
    30_000,
  )

  it('sends a long query as a POST and gets the same result', async () => {
    const query = '*[_type == "product" && !(_id in $ids)] | order(_id) { _id, "name": name.en }'
    // A parameter longer than a GET's limit (11 264 characters) makes @sanity/client POST.
    const params = { ids: Array.from({ length: 800 }, (_, index) => `not-a-product-${index}`) }
    const before = lake.requests.length
    const viaClient = await createSanitySource(sanity).fetch(query, params)
    expect(lake.requests.slice(before).map((request) => request.method)).toEqual(['POST'])
    expect(viaClient).toStrictEqual(await createEmbeddedSource(DATASET_DIR).fetch(query, params))
  })

  it('asks for drafts with the token, straight from the API', async () => {
    const query = '*[_type == "siteSettings"][0]{ _id, siteName }'
    const before = lake.requests.length
    const drafts = await createSanitySource(sanity).fetch(query, {}, 'drafts')
    expect(lake.requests.slice(before).map((request) => request.perspective)).toEqual(['drafts'])
    expect(stegaClean(drafts)).toStrictEqual(
      await createEmbeddedSource(DATASET_DIR).fetch(query, {}, 'drafts'),
    )
  })

  it('fails like the Lake on a wrong token, API version or project, and on bad GROQ', async () => {
    const query = '*[_type == "product"][0]._id'
    const failure = (config: SanityConfig, groq = query) =>
      createSanitySource(config)
        .fetch(groq, {})
        .then(
          () => undefined,
          (error: { statusCode?: number }) => error.statusCode,
        )
    expect(await failure({ ...sanity, readToken: 'sk-wrong' })).toBe(401)
    expect(await failure({ ...sanity, readToken: undefined })).toBe(401)
    expect(await failure({ ...sanity, apiVersion: '2999-01-01' })).toBe(400)
    expect(await failure({ ...sanity, projectId: 'another-project' })).toBe(404)
    expect(await failure({ ...sanity, dataset: 'staging' })).toBe(404)
    expect(await failure(sanity, '*[_type == ')).toBe(400)
  })

  it('refuses to preview drafts without a read token, before any request', () => {
    const before = lake.requests.length
    expect(() =>
      createSanitySource({ ...sanity, readToken: undefined }).fetch('*', {}, 'drafts'),
    ).toThrow('SANITY_READ_TOKEN')
    expect(lake.requests.length).toBe(before)
  })
})
