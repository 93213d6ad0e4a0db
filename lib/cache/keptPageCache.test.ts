/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { startTestRedis, type TestRedis } from '@/lib/testing/testRedis'
import { createMemoryRevocationStore } from '@/lib/auth/revocation/memoryRevocationStore'
import { createRedisRevocationStore } from '@/lib/auth/revocation/redisRevocationStore'
import { addToStream } from '@/lib/enquiries/enquiryStream'
import { createRedisSignatureStore } from '@/lib/revalidation/redisSignatureStore'
import { createMemorySignatureStore } from '@/lib/revalidation/usedSignatures'
import { REDIS_KEY_PREFIX } from '@/lib/redis/redisConnection'
import { createKeptPageCache, isKeptPage, pagePathOfKey } from './keptPageCache'
import { selectionExpiry, type SelectionExpiry } from './selectionExpiry'
import { createSharedPageCache, type PageCache, type PageCacheEntry } from './sharedPageCache'
import { rememberedLifetimes } from './nextCacheHandler'

let redis: TestRedis
beforeAll(async () => {
  redis = await startTestRedis()
})
afterAll(() => redis.close())

/** Next's file-system cache as this layer sees it. */
function localCache() {
  const entries = new Map<string, PageCacheEntry>()
  const cache: PageCache & { entries: typeof entries } = {
    entries,
    get: async (key) => entries.get(key) ?? null,
    set: async (key, value) => {
      entries.set(key, { lastModified: Date.now(), value })
    },
    revalidateTag: async () => undefined,
    resetRequestCache: () => undefined,
  }
  return cache
}

// Next's key of a rendered page: `/route-cache/PAGES/<hash of the route>/$<page path>`.
const keyOf = (pagePath: string) => `/route-cache/PAGES/0f39bb6e/$${pagePath}`
const page = (html: string) => ({ kind: 'PAGES', html, pageData: {}, status: 200 })
const PAGES = { kind: 'PAGES' }
const neverExpired: SelectionExpiry = { expiredAt: async () => 0, expire: async () => undefined }

describe('which rendered pages the site keeps', () => {
  it('reads the page path out of Next’s key', () => {
    expect(pagePathOfKey(keyOf('/th/product-list/brand=a'))).toBe('/th/product-list/brand=a')
    expect(pagePathOfKey('/th/home')).toBe('/th/home')
  })

  it('keeps pages, never a 404, and of a list’s selections one choice at most', () => {
    expect(isKeptPage(keyOf('/th/home'), page('home'))).toBe(true)
    expect(isKeptPage(keyOf('/th/news/some-story'), null)).toBe(false)
    expect(isKeptPage(keyOf('/th/product-list/brand=a;page=3'), page('p'))).toBe(true)
    expect(isKeptPage(keyOf('/en/product-list/sort=name;page=2'), page('p'))).toBe(true)
    expect(isKeptPage(keyOf('/th/corporate/news/category=activity;page=2'), page('p'))).toBe(true)
    expect(isKeptPage(keyOf('/th/product-list/brand=a,b'), page('p'))).toBe(false)
    expect(isKeptPage(keyOf('/th/product-list/category=c;brand=a'), page('p'))).toBe(false)
    expect(isKeptPage(keyOf('/th/product-list/brand=a;sort=name'), page('p'))).toBe(false)
  })

  it('stores neither a 404 nor an unkept selection, and forgets their lifetimes', async () => {
    const inner = localCache()
    const forgotten: string[] = []
    const cache = createKeptPageCache({
      inner,
      expiry: neverExpired,
      forget: (key) => forgotten.push(key),
    })
    await cache.set(keyOf('/th/news/invented'), null, {})
    await cache.set(keyOf('/th/product-list/brand=a,b'), page('two brands'), {})
    await cache.set(keyOf('/th/product-list/brand=a'), page('one brand'), {})
    expect([...inner.entries.keys()]).toEqual([keyOf('/th/product-list/brand=a')])
    expect(forgotten).toEqual([keyOf('/th/news/invented'), keyOf('/th/product-list/brand=a,b')])
  })

  it('replaces a kept page that became a 404, so its last copy is not served', async () => {
    const inner = localCache()
    const cache = createKeptPageCache({ inner, expiry: neverExpired })
    const key = keyOf('/en/products/discontinued')
    await cache.set(key, page('on sale'), {})
    await cache.set(key, null, {})
    expect((await cache.get(key, PAGES))?.value).toBeNull()
  })

  it('treats a selection page rendered before its list expired as missing', async () => {
    let now = 1_000
    const inner = localCache()
    const expiry = selectionExpiry(undefined, () => now)
    const cache = createKeptPageCache({ inner, expiry })
    const selection = keyOf('/th/product-list/brand=a')
    const list = keyOf('/th/home')
    inner.entries.set(selection, { lastModified: 2_000, value: page('old name') })
    inner.entries.set(list, { lastModified: 2_000, value: page('home') })
    now = 3_000
    expect(await cache.get(selection, PAGES)).not.toBeNull()
    await expiry.expire(['products'])
    expect(await cache.get(selection, PAGES)).toBeNull()
    expect(await cache.get(list, PAGES)).not.toBeNull()
    inner.entries.set(selection, { lastModified: 3_001, value: page('new name') })
    expect((await cache.get(selection, PAGES))?.value).toEqual(page('new name'))
  })

  it('has Next’s map of page lifetimes where the handler forgets them', () => {
    expect(rememberedLifetimes()).toBeInstanceOf(Map)
  })
})

describe('selection expiry shared through Redis', () => {
  it('reaches every instance, and each still knows its own while Redis is away', async () => {
    let now = 10_000
    const a = selectionExpiry(redis.instance('site-a'), () => now)
    const b = selectionExpiry(redis.instance('site-b'), () => now)
    now = 20_000
    await a.expire(['news'])
    expect(await b.expiredAt('news')).toBe(20_000)
    expect(await b.expiredAt('products')).toBeLessThan(20_000)
  })
})

// The bundled catalogue's facet values, read from the export (not through the site's code).
function facetValues() {
  const docs = readFileSync(path.join(process.cwd(), 'cms/dataset/production.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _type: string; slug?: { current: string }; code?: string })
  const slugs = (type: string) =>
    docs.filter((doc) => doc._type === type).map((doc) => doc.slug!.current)
  return {
    line: slugs('businessLine'),
    category: slugs('productCategory'),
    brand: slugs('brand'),
    country: docs.filter((doc) => doc._type === 'country').map((doc) => doc.code!),
    products: docs.filter((doc) => doc._type === 'product').length,
  }
}

describe('the pages kept in Redis stay within their bound whatever is asked', () => {
  it('1 000 distinct valid selections: at most the single-choice pages are kept; enquiries, revocations and signatures untouched', async () => {
    const connection = redis.instance('site-fill')
    await connection.settled()
    // What shares Redis with the pages, written through the stores that write it.
    await addToStream(connection, {
      id: 'enquiry-1',
      receivedAt: '2026-11-27T00:00:00.000Z',
      lang: 'th',
      fields: { name: 'สมชาย', email: 'a@example.com', subject: 's', message: 'm' },
    } as never)
    const far = Date.parse('2100-01-01')
    await createRedisRevocationStore(connection, createMemoryRevocationStore()).revoke(
      'session-1',
      far,
    )
    await createRedisSignatureStore(connection, createMemorySignatureStore()).claim(
      'signature-1',
      far,
    )
    const others = async () => {
      const keys = (await connection.client.keys('*'))
        .filter((key) => !key.includes(':isr:'))
        .sort()
      return Promise.all(keys.map(async (key) => [key, await connection.client.dump(key)]))
    }
    const before = await others()
    expect(before.length).toBeGreaterThanOrEqual(3)

    const cache = createKeptPageCache({
      inner: createSharedPageCache({ connection, local: localCache(), buildId: 'fill' }),
      expiry: neverExpired,
    })
    const { line, category, brand, country, products } = facetValues()
    const pagesOfAll = Math.ceil(products / 12)
    // Every selection a visitor could make of two values or more, then single values and pages.
    const selections: string[] = []
    const singles = [
      ...line.map((value) => `line=${value}`),
      ...category.map((value) => `category=${value}`),
      ...brand.map((value) => `brand=${value}`),
      ...country.map((value) => `country=${value}`),
      'sort=name',
      'sort=newest',
    ]
    for (const single of singles) {
      for (let n = 1; n <= pagesOfAll; n += 1)
        selections.push(n === 1 ? single : `${single};page=${n}`)
    }
    for (let i = 0; i < category.length && selections.length < 1_000; i += 1) {
      for (let j = i + 1; j < category.length; j += 1) {
        for (const second of [
          ...brand.map((value) => `brand=${value}`),
          ...country.map((c) => `country=${c}`),
        ]) {
          selections.push(`category=${category[i]},${category[j]};${second}`)
        }
      }
    }
    const distinct = [...new Set(selections)].slice(0, 1_000)
    expect(distinct).toHaveLength(1_000)
    const html = 'x'.repeat(100_000)
    for (const selection of distinct) {
      await cache.set(keyOf(`/th/product-list/${selection}`), page(html), {})
    }

    // The bound: each single choice's pages (docs/operations.md, "What the page cache keeps").
    const bound = singles.length * pagesOfAll
    const kept = await connection.client.keys(`${REDIS_KEY_PREFIX}isr:fill:*`)
    expect(kept.length).toBeLessThanOrEqual(bound)
    expect(kept.length).toBe(
      distinct.filter((selection) => !/[,;](?!page=)/.test(selection)).length,
    )
    expect(await others()).toEqual(before)
  })
})
