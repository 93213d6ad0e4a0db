/**
 * @jest-environment node
 */
import { startTestRedis, type TestRedis } from '@/lib/testing/testRedis'
import { decodeCacheValue, encodeCacheValue } from './cacheValueCodec'
import { createSharedPageCache, type PageCache, type PageCacheEntry } from './sharedPageCache'

let redis: TestRedis
beforeAll(async () => {
  redis = await startTestRedis()
})
afterAll(() => redis.close())

/** Next's file-system cache as far as this layer sees it: what each instance has on its disk. */
function localCache(seed: Record<string, PageCacheEntry> = {}) {
  const entries = new Map(Object.entries(seed))
  const cache: PageCache & { entries: typeof entries } = {
    entries,
    get: jest.fn(async (key: string) => entries.get(key) ?? null),
    set: jest.fn(async (key, value) => {
      entries.set(key, { lastModified: Date.now(), value })
    }),
    revalidateTag: jest.fn(async () => undefined),
    resetRequestCache: jest.fn(),
  }
  return cache
}

const page = (html: string) => ({
  kind: 'PAGES',
  html,
  pageData: { pageProps: { html } },
  headers: undefined,
  status: 200,
})
const PAGES = { kind: 'PAGES' }
const KEY = '/th/home'
const builtHome: PageCacheEntry = { lastModified: 1, value: page('<p>built</p>') }

let build = 0
function twoInstances(buildId = `build-${(build += 1)}`) {
  const localA = localCache({ [KEY]: builtHome })
  const localB = localCache({ [KEY]: builtHome })
  const connectionB = redis.instance('site-b')
  return {
    localA,
    localB,
    connectionB,
    a: createSharedPageCache({ connection: redis.instance('site-a'), local: localA, buildId }),
    b: createSharedPageCache({ connection: connectionB, local: localB, buildId }),
  }
}

describe('the page cache shared through Redis', () => {
  it('serves on one instance the page the other rendered, the same bytes', async () => {
    const { a, b } = twoInstances()
    expect((await b.get(KEY, PAGES))?.value).toEqual(builtHome.value)

    await a.set(KEY, page('<p>rendered by a</p>'), { cacheControl: { revalidate: 60 } })
    const onB = await b.get(KEY, PAGES)
    expect(onB?.value).toEqual(page('<p>rendered by a</p>'))
    expect(onB?.cacheControl).toEqual({ revalidate: 60 })
  })

  it('reads the entry itself only when its version changed, and mirrors it to the local cache', async () => {
    const { a, b, localB, connectionB } = twoInstances()
    await a.set(KEY, page('<p>one</p>'), {})
    const hGet = jest.spyOn(connectionB.client, 'hGet')
    const fieldsRead = () => hGet.mock.calls.map(([, field]) => field)
    await b.get(KEY, PAGES)
    await b.get(KEY, PAGES)
    expect(fieldsRead()).toEqual(['version', 'entry', 'version'])
    expect(localB.set).toHaveBeenCalledTimes(1)
    expect(localB.entries.get(KEY)?.value).toEqual(page('<p>one</p>'))

    await a.set(KEY, page('<p>two</p>'), {})
    expect((await b.get(KEY, PAGES))?.value).toEqual(page('<p>two</p>'))
    expect(localB.set).toHaveBeenCalledTimes(2)
  })

  it('keeps builds apart: a new deployment never serves the pages of the old one', async () => {
    const old = twoInstances('build-old')
    await old.a.set(KEY, page('<p>old build</p>'), {})
    const next = twoInstances('build-new')
    expect((await next.b.get(KEY, PAGES))?.value).toEqual(builtHome.value)
  })

  it('keeps what is not a page (fetch data) local', async () => {
    const { a, b, localA } = twoInstances()
    await a.set('fetch-key', { kind: 'FETCH' }, {})
    expect(localA.entries.has('fetch-key')).toBe(true)
    expect(await b.get('fetch-key', { kind: 'FETCH' })).toBeNull()
  })

  it('treats a page whose tag was revalidated anywhere as missing', async () => {
    const { a, b } = twoInstances()
    const tagged = { ...page('<p>tagged</p>'), headers: { 'x-next-cache-tags': 'news,home' } }
    await a.set(KEY, tagged, {})
    expect((await b.get(KEY, PAGES))?.value).toEqual(tagged)
    await new Promise((resolve) => setTimeout(resolve, 2))
    await a.revalidateTag('home')
    expect(await b.get(KEY, PAGES)).toBeNull()
  })

  it('serves from the local cache while Redis is down, and shares again when it is back', async () => {
    const { a, b, localA } = twoInstances()
    await a.set(KEY, page('<p>before the outage</p>'), {})
    expect((await b.get(KEY, PAGES))?.value).toEqual(page('<p>before the outage</p>'))

    await redis.stop()
    // b keeps the newest page it saw; a renders on and keeps it locally; nothing throws.
    expect((await b.get(KEY, PAGES))?.value).toEqual(page('<p>before the outage</p>'))
    await expect(a.set(KEY, page('<p>during the outage</p>'), {})).resolves.toBeUndefined()
    expect(localA.entries.get(KEY)?.value).toEqual(page('<p>during the outage</p>'))
    expect((await a.get(KEY, PAGES))?.value).toEqual(page('<p>during the outage</p>'))
    expect(redis.logs.some((entry) => entry.level === 'warn')).toBe(true)

    await redis.restart()
    await a.set(KEY, page('<p>after the outage</p>'), {})
    expect((await b.get(KEY, PAGES))?.value).toEqual(page('<p>after the outage</p>'))
  })
})

describe('the cache value codec', () => {
  it('keeps Buffers and Maps that plain JSON would lose', () => {
    const value = {
      body: Buffer.from([0, 1, 254, 255]),
      segments: new Map([['/a', Buffer.from('segment')]]),
      html: '<p>ไทย</p>',
    }
    const decoded = decodeCacheValue(encodeCacheValue(value)) as typeof value
    expect(decoded.body.equals(value.body)).toBe(true)
    expect(decoded.segments.get('/a')?.toString()).toBe('segment')
    expect(decoded.html).toBe(value.html)
  })
})
