/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createFileRedirectStore, type AutomaticRedirectStore } from './automaticRedirectStore'
import { recordAddressChange } from './recordAddressChange'

let dir: string
let store: AutomaticRedirectStore
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'redirects-'))
  store = createFileRedirectStore(path.join(dir, 'automatic.json'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const pairs = async () =>
  (await store.read()).entries.map((entry) => `${entry.from}→${entry.to}`).sort()

describe('a webhook’s change of address', () => {
  it('keeps a renamed product’s, article’s, business line’s or page’s old address', async () => {
    await recordAddressChange(
      { _id: 'product-a', _type: 'product', slug: 'b', previousSlug: 'a' },
      store,
    )
    await recordAddressChange({ _id: 'n', _type: 'news', slug: 'new', previousSlug: 'old' }, store)
    await recordAddressChange(
      { _id: 'bl', _type: 'businessLine', slug: 'frozen', previousSlug: 'chilled' },
      store,
    )
    expect(
      await recordAddressChange(
        { _id: 'p', _type: 'page', path: '/about/story', previousPath: '/about/history' },
        store,
      ),
    ).toEqual({ kind: 'moved', from: '/about/history', to: '/about/story' })
    expect(await pairs()).toEqual([
      '/about/history→/about/story',
      '/business/chilled→/business/frozen',
      '/news/old→/news/new',
      '/products/a→/products/b',
    ])
  })

  it('leaves none for a draft, a deleted document or a type without pages', async () => {
    await recordAddressChange(
      { _id: 'drafts.product-a', _type: 'product', slug: 'b', previousSlug: 'a' },
      store,
    )
    // Sanity projects a deleted document's last version: its address did not change.
    await recordAddressChange({ _id: 'n', _type: 'news', slug: 'x', previousSlug: 'x' }, store)
    await recordAddressChange({ _id: 'n', _type: 'news', slug: null, previousSlug: 'x' }, store)
    await recordAddressChange({ _id: 'b', _type: 'brand', slug: 'y', previousSlug: 'x' }, store)
    expect(await pairs()).toEqual([])
  })

  it('drops the redirect from an address a document now lives at', async () => {
    await recordAddressChange({ _id: 'n', _type: 'news', slug: 'b', previousSlug: 'a' }, store)
    expect(
      await recordAddressChange({ _id: 'm', _type: 'news', slug: 'a', previousSlug: null }, store),
    ).toEqual({ kind: 'live', address: '/news/a', changed: true })
    expect(await pairs()).toEqual([])
  })

  it('throws when a move cannot be stored, and lets anything else through without the store', async () => {
    const away = {
      update: async () => {
        throw new Error('Redis is not connected')
      },
    }
    await expect(
      recordAddressChange({ _id: 'n', _type: 'news', slug: 'b', previousSlug: 'a' }, away),
    ).rejects.toThrow('Redis is not connected')
    expect(
      await recordAddressChange({ _id: 'n', _type: 'news', slug: 'b', previousSlug: 'b' }, away),
    ).toEqual({ kind: 'live', address: '/news/b', changed: false })
  })

  it('reports a move it refuses', async () => {
    expect(
      await recordAddressChange(
        { _id: 'p', _type: 'page', path: '/about/x', previousPath: '/api/x' },
        store,
      ),
    ).toEqual({
      kind: 'refused',
      from: '/api/x',
      message: 'Addresses under /api are never redirected',
    })
    expect(await pairs()).toEqual([])
  })
})
