import {
  MAX_AUTOMATIC_REDIRECTS,
  applyLive,
  applyMove,
  findLoop,
  readEntries,
  type AutomaticRedirect,
  type ChangeResult,
} from './automaticRedirects'

function entriesOf(result: ChangeResult): AutomaticRedirect[] {
  if (!result.ok) throw new Error(result.message)
  return result.entries
}

const pairs = (entries: readonly AutomaticRedirect[]) =>
  entries.map((entry) => `${entry.from}→${entry.to}`).sort()

describe('automatic redirects', () => {
  it('keep a moved page’s old address', () => {
    expect(pairs(entriesOf(applyMove([], '/products/a', '/products/b', 1)))).toEqual([
      '/products/a→/products/b',
    ])
  })

  it('collapse a chain to one hop: A→B then B→C leaves A→C and B→C', () => {
    const once = entriesOf(applyMove([], '/news/a', '/news/b', 1))
    const twice = entriesOf(applyMove(once, '/news/b', '/news/c', 2))
    expect(pairs(twice)).toEqual(['/news/a→/news/c', '/news/b→/news/c'])
  })

  it('drop the redirect from an address that is a page again (renaming back)', () => {
    const once = entriesOf(applyMove([], '/news/a', '/news/b', 1))
    const back = entriesOf(applyMove(once, '/news/b', '/news/a', 2))
    expect(pairs(back)).toEqual(['/news/b→/news/a'])
    expect(findLoop(back)).toBeNull()
  })

  it('drop the redirect from an address a new document takes', () => {
    const once = entriesOf(applyMove([], '/news/a', '/news/b', 1))
    const result = applyLive(once, '/news/a')
    expect(result).toMatchObject({ ok: true, changed: true, entries: [] })
    expect(applyLive(once, '/news/x')).toMatchObject({ changed: false })
  })

  it('refuse a loop and what is no page address, with the reason', () => {
    expect(applyMove([], '/news/a', '/news/a', 1)).toEqual({
      ok: false,
      message: '/news/a would redirect to itself: a loop',
    })
    expect(applyMove([], '/api/contact', '/news/a', 1)).toMatchObject({
      ok: false,
      message: 'Addresses under /api are never redirected',
    })
    expect(applyMove([], 'news/a', '/news/b', 1)).toMatchObject({ ok: false })
    // Entries changed by hand into a loop: a move that keeps it is refused.
    const looped = [
      { from: '/x', to: '/y', at: 1 },
      { from: '/y', to: '/x', at: 1 },
    ]
    expect(applyMove(looped, '/news/a', '/news/b', 2)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/lead back to itself/),
    })
  })

  it('keep at most the bound, the oldest dropped first', () => {
    const full = Array.from({ length: MAX_AUTOMATIC_REDIRECTS }, (_, index) => ({
      from: `/products/old-${index}`,
      to: `/products/new-${index}`,
      at: index,
    }))
    const next = entriesOf(applyMove(full, '/products/x', '/products/y', MAX_AUTOMATIC_REDIRECTS))
    expect(next).toHaveLength(MAX_AUTOMATIC_REDIRECTS)
    expect(next.some((entry) => entry.from === '/products/old-0')).toBe(false)
    expect(next.some((entry) => entry.from === '/products/x')).toBe(true)
  })

  it('read back from storage only well-formed entries, without loops, within the bound', () => {
    const { entries, refused } = readEntries([
      { from: '/news/a', to: '/news/b', at: 1 },
      { from: '/news/a' },
      'text',
      { from: '/x', to: '/y', at: 1 },
      { from: '/y', to: '/x', at: 1 },
      { from: '/api/x', to: '/news/b', at: 1 },
    ])
    expect(pairs(entries)).toEqual(['/news/a→/news/b', '/y→/x'])
    expect(refused).toHaveLength(4)
    expect(readEntries({ not: 'a list' })).toEqual({
      entries: [],
      refused: ['the stored value is not a list'],
    })
    expect(readEntries(undefined)).toEqual({ entries: [], refused: [] })
  })
})
