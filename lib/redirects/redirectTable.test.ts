/**
 * @jest-environment node
 */
import { liveAddresses } from '@/cms/lib/redirects'
import { buildRedirectMap, locationWithQuery } from './redirectTable'
import { createRedirectTable } from './siteRedirects'
import type { StoredRedirects } from './automaticRedirectStore'

const LIVE = liveAddresses([{ _type: 'product', slug: 'pork-belly' }])

const at = 1

describe('the redirects a server answers', () => {
  it('answers an automatic redirect in both languages, permanently', () => {
    const { redirects } = buildRedirectMap(
      [{ from: '/products/old', to: '/products/pork-belly', at }],
      [],
      LIVE,
    )
    expect(Object.fromEntries(redirects)).toEqual({
      '/th/products/old': { location: '/th/products/pork-belly', status: 308 },
      '/en/products/old': { location: '/en/products/pork-belly', status: 308 },
    })
  })

  it('answers an editor’s redirect, in one language or both, 307 when temporary', () => {
    const { redirects } = buildRedirectMap(
      [],
      [
        { _id: 'r1', from: '/en/annual-report', to: 'https://set.or.th/shf', kind: 'permanent' },
        { _id: 'r2', from: '/promo', to: '/product-list?brand=siam', kind: 'temporary' },
      ],
      LIVE,
    )
    expect(Object.fromEntries(redirects)).toEqual({
      '/en/annual-report': { location: 'https://set.or.th/shf', status: 308 },
      '/th/promo': { location: '/th/product-list?brand=siam', status: 307 },
      '/en/promo': { location: '/en/product-list?brand=siam', status: 307 },
    })
  })

  it('follows chains through both kinds to one hop, temporary if any hop is', () => {
    const { redirects } = buildRedirectMap(
      [{ from: '/news/a', to: '/news/b', at }],
      [
        { from: '/news/b', to: '/news/c', kind: 'temporary' },
        { from: '/old', to: '/news/a' },
      ],
      LIVE,
    )
    expect(redirects.get('/th/old')).toEqual({ location: '/th/news/c', status: 307 })
    expect(redirects.get('/en/news/a')).toEqual({ location: '/en/news/c', status: 307 })
  })

  it('leaves out loops, live pages’ addresses and bad documents, and says so', () => {
    const { redirects, refused } = buildRedirectMap(
      [{ from: '/news/a', to: '/news/b', at }],
      [
        { _id: 'loop', from: '/news/b', to: '/news/a' },
        { _id: 'live', from: '/products/pork-belly', to: '/home' },
        { _id: 'bad', from: 'x', to: 'http://x' },
        { _id: 'twice', from: '/en/news/b', to: '/home' },
      ],
      LIVE,
    )
    expect(redirects.size).toBe(0)
    expect(refused).toEqual([
      expect.stringMatching(/^live: a page is live/),
      expect.stringMatching(/^bad: Start with/),
      'twice: another redirect already starts at /en/news/b',
      '/th/news/b: leads back to itself',
      '/en/news/b: leads back to itself',
      '/th/news/a: leads back to itself',
      '/en/news/a: leads back to itself',
    ])
  })

  it('lets an editor’s redirect win over an automatic one from the same address', () => {
    const { redirects } = buildRedirectMap(
      [{ from: '/news/a', to: '/news/b', at }],
      [{ from: '/news/a', to: '/home' }],
      LIVE,
    )
    expect(redirects.get('/th/news/a')?.location).toBe('/th/home')
  })

  it('ignores an automatic redirect from an address that is a page again', () => {
    const entry = { from: '/products/pork-belly', to: '/products/x', at: 1_000_000 }
    expect(buildRedirectMap([entry], [], LIVE).redirects.size).toBe(0)
    expect(buildRedirectMap([entry], [], LIVE, entry.at + 60_000).redirects.size).toBe(0)
    // Addresses read before the move, or just after it (a CDN may lag), still show the page
    // at its old address: they do not judge it.
    expect(buildRedirectMap([entry], [], LIVE, entry.at - 60_000).redirects.size).toBe(2)
    expect(buildRedirectMap([entry], [], LIVE, entry.at + 5_000).redirects.size).toBe(2)
  })

  it('keeps the request’s query after the target’s own', () => {
    expect(locationWithQuery('/th/news/b', '?utm_source=mail')).toBe('/th/news/b?utm_source=mail')
    expect(locationWithQuery('/th/product-list?brand=siam', '?page=2')).toBe(
      '/th/product-list?brand=siam&page=2',
    )
    expect(locationWithQuery('https://x.example/a#top', '?q=1')).toBe('https://x.example/a?q=1#top')
    expect(locationWithQuery('/th/news/b', '')).toBe('/th/news/b')
  })
})

describe('an instance’s table', () => {
  function sources(stored: StoredRedirects) {
    return {
      automatic: {
        read: jest.fn(async () => stored),
        version: jest.fn(async () => stored.version),
      },
      editors: jest.fn(async () => [{ from: '/promo', to: '/home' }]),
      pages: jest.fn(async () => [{ _type: 'product', slug: 'pork-belly' }]),
      log: jest.fn(),
    }
  }

  it('answers from memory, and reads the automatic store again only when its version moved', async () => {
    const stored = { version: 'v1', entries: [{ from: '/news/a', to: '/news/b', at }] }
    const from = sources(stored)
    const table = createRedirectTable(from)
    await table.ready()
    expect(table.lookup('/en/news/a')).toEqual({ location: '/en/news/b', status: 308 })
    expect(table.lookup('/th/promo')).toEqual({ location: '/th/home', status: 308 })
    expect(table.isRedirected('/news/a')).toBe(true)
    expect(table.isRedirected('/products/pork-belly')).toBe(false)
    await table.refresh()
    expect(from.automatic.read).toHaveBeenCalledTimes(1)
    stored.version = 'v2'
    stored.entries = []
    await table.refresh()
    expect(from.automatic.read).toHaveBeenCalledTimes(2)
    expect(table.lookup('/en/news/a')).toBeUndefined()
  })

  it('redirects a page that just moved although its pages were read before the move', async () => {
    const stored = { version: 'v1', entries: [] as { from: string; to: string; at: number }[] }
    const from = sources(stored)
    from.pages.mockResolvedValue([{ _type: 'news', slug: 'a' }])
    let clock = 1_000_000
    const table = createRedirectTable({ ...from, now: () => clock })
    await table.ready()
    clock += 30_000
    stored.version = 'v2'
    stored.entries = [{ from: '/news/a', to: '/news/b', at: clock }]
    await table.refreshAutomatic()
    expect(table.lookup('/th/news/a')).toEqual({ location: '/th/news/b', status: 308 })
  })

  it('keeps what it had from a source that fails, and logs it', async () => {
    const from = sources({ version: 'v1', entries: [{ from: '/news/a', to: '/news/b', at }] })
    const table = createRedirectTable(from)
    await table.ready()
    from.editors.mockRejectedValueOnce(new Error('dataset unreadable'))
    from.automatic.version.mockRejectedValueOnce(new Error('Redis is not connected'))
    await table.refresh()
    expect(table.lookup('/th/promo')).toBeDefined()
    expect(table.lookup('/th/news/a')).toBeDefined()
    expect(from.log).toHaveBeenCalledWith(expect.stringMatching(/dataset unreadable/))
    expect(from.log).toHaveBeenCalledWith(expect.stringMatching(/Redis is not connected/))
  })

  it('takes a moved page from the automatic store alone, and no slower full read undoes it', async () => {
    const stored = { version: 'v1', entries: [] as { from: string; to: string; at: number }[] }
    const from = sources(stored)
    const table = createRedirectTable(from)
    await table.ready()
    // A full read that started before the move, its content source slow to answer.
    let answerEditors = () => {}
    from.editors.mockImplementationOnce(
      () => new Promise((resolve) => (answerEditors = () => resolve([]))),
    )
    // …and its read of the automatic store answering late, with what was there before the move.
    const before = { version: 'v1', entries: [] }
    let answerRead = () => {}
    from.automatic.read.mockImplementationOnce(
      () => new Promise((resolve) => (answerRead = () => resolve(before))),
    )
    from.automatic.version.mockResolvedValueOnce('v0')
    const slow = table.refresh()
    stored.version = 'v2'
    stored.entries = [{ from: '/news/a', to: '/news/b', at }]
    await table.refreshAutomatic()
    expect(from.editors).toHaveBeenCalledTimes(2)
    expect(table.lookup('/th/news/a')).toEqual({ location: '/th/news/b', status: 308 })
    answerRead()
    answerEditors()
    await slow
    expect(table.lookup('/th/news/a')).toEqual({ location: '/th/news/b', status: 308 })
  })

  it('reads once more when asked during a read, so no change is missed', async () => {
    const from = sources({ version: 'v1', entries: [] })
    const table = createRedirectTable(from)
    await Promise.all([table.refresh(), table.refresh(), table.refresh()])
    expect(from.editors).toHaveBeenCalledTimes(2)
  })
})
