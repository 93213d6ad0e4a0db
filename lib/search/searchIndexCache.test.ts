import type { Lang } from '@/lib/i18n/lang'
import { createSearchIndexCache } from './searchIndexCache'

interface Content {
  version: number
}

function setup(recheckMs = 0) {
  let content: Record<Lang, Content> = { th: { version: 1 }, en: { version: 1 } }
  let clock = 0
  const load = jest.fn(async (lang: Lang) => content[lang])
  const build = jest.fn((source: Content, lang: Lang) => ({ lang, version: source.version }))
  const cache = createSearchIndexCache({
    load,
    build,
    recheckMs: () => recheckMs,
    now: () => clock,
  })
  return {
    cache,
    load,
    build,
    publish: () => {
      content = { th: { version: content.th.version + 1 }, en: { version: content.en.version + 1 } }
    },
    advance: (ms: number) => {
      clock += ms
    },
  }
}

describe('search index cache', () => {
  it('builds one index per language and keeps it while the content is the same object', async () => {
    const { cache, load, build } = setup()
    expect(await cache.get('th')).toEqual({ lang: 'th', version: 1 })
    expect(await cache.get('en')).toEqual({ lang: 'en', version: 1 })
    const again = await cache.get('th')
    expect(again).toBe(await cache.get('th'))
    // Asked every time (recheck 0: a source that answers from memory), built once per language.
    expect(load).toHaveBeenCalledTimes(4)
    expect(build).toHaveBeenCalledTimes(2)
  })

  it('rebuilds when the source returns new content', async () => {
    const { cache, build, publish } = setup()
    await cache.get('th')
    publish()
    expect(await cache.get('th')).toEqual({ lang: 'th', version: 2 })
    expect(build).toHaveBeenCalledTimes(2)
  })

  it('shares one check and one build between concurrent searches', async () => {
    const { cache, load, build } = setup()
    const [a, b, c] = await Promise.all([cache.get('th'), cache.get('th'), cache.get('th')])
    expect(a).toBe(b)
    expect(b).toBe(c)
    expect(load).toHaveBeenCalledTimes(1)
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('with a recheck interval, asks the source again only after it or after invalidate()', async () => {
    const { cache, load, publish, advance } = setup(300_000)
    await cache.get('th')
    publish()
    advance(1000)
    // Within the interval the source is not asked: the published change is not seen yet...
    expect(await cache.get('th')).toEqual({ lang: 'th', version: 1 })
    expect(load).toHaveBeenCalledTimes(1)
    // ...until the webhook says content changed.
    cache.invalidate()
    expect(await cache.get('th')).toEqual({ lang: 'th', version: 2 })
    expect(load).toHaveBeenCalledTimes(2)
    expect(await cache.get('th')).toEqual({ lang: 'th', version: 2 })
    expect(load).toHaveBeenCalledTimes(2)

    publish()
    advance(300_000)
    expect(await cache.get('th')).toEqual({ lang: 'th', version: 3 })
  })

  it('keeps answering with the last index when the source fails, and fails without one', async () => {
    const { cache, load } = setup()
    await cache.get('th')
    load.mockRejectedValue(new Error('source down'))
    expect(await cache.get('th')).toEqual({ lang: 'th', version: 1 })
    await expect(cache.get('en')).rejects.toThrow('source down')
  })
})
