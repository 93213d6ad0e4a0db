/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startTestRedis, type TestRedis } from '@/lib/testing/testRedis'
import { applyMove } from './automaticRedirects'
import {
  createFileRedirectStore,
  createRedisRedirectStore,
  redirectsFile,
  type AutomaticRedirectStore,
} from './automaticRedirectStore'

const move = (from: string, to: string) => (entries: Parameters<typeof applyMove>[0]) =>
  applyMove(entries, from, to, Date.now())

const pairs = async (store: AutomaticRedirectStore) =>
  (await store.read()).entries.map((entry) => `${entry.from}→${entry.to}`).sort()

describe('the automatic redirects in the data folder (one instance)', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'redirects-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('starts empty, keeps each move, survives a restart, and collapses chains', async () => {
    const file = redirectsFile(dir)
    const store = createFileRedirectStore(file)
    expect(await store.read()).toEqual({ version: '', entries: [] })
    await store.update(move('/news/a', '/news/b'))
    const first = await store.version()
    await store.update(move('/news/b', '/news/c'))
    expect(await store.version()).not.toBe(first)
    // Another process over the same folder (a restart) reads what was written.
    expect(await pairs(createFileRedirectStore(file))).toEqual([
      '/news/a→/news/c',
      '/news/b→/news/c',
    ])
  })

  it('writes nothing for a change that changes nothing, and says why one is refused', async () => {
    const store = createFileRedirectStore(redirectsFile(dir))
    expect(
      await store.update((entries) => ({ ok: true, entries: [...entries], changed: false })),
    ).toEqual({ ok: true, changed: false })
    expect(await store.version()).toBe('')
    expect(await store.update(move('/news/a', '/news/a'))).toEqual({
      ok: false,
      message: '/news/a would redirect to itself: a loop',
    })
  })

  it('applies changes made at once one after the other', async () => {
    const store = createFileRedirectStore(redirectsFile(dir))
    await Promise.all(
      Array.from({ length: 10 }, (_, index) => store.update(move(`/news/old-${index}`, '/news/x'))),
    )
    expect(await pairs(store)).toHaveLength(10)
  })

  it('reads a broken file as no redirects rather than failing', async () => {
    const file = redirectsFile(dir)
    const store = createFileRedirectStore(file)
    await store.update(move('/news/a', '/news/b'))
    writeFileSync(file, readFileSync(file, 'utf8').slice(0, 20))
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await store.read()).toEqual({ version: '', entries: [] })
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/is not JSON/))
    warn.mockRestore()
  })
})

describe('the automatic redirects in Redis (several instances)', () => {
  let redis: TestRedis
  beforeAll(async () => {
    redis = await startTestRedis()
  })
  afterAll(() => redis.close())

  it('are one store for every instance, and lose no move made at once on two', async () => {
    const a = createRedisRedirectStore(redis.instance('site-a'))
    const b = createRedisRedirectStore(redis.instance('site-b'))
    await a.update(move('/products/a', '/products/b'))
    expect(await pairs(b)).toEqual(['/products/a→/products/b'])
    expect(await b.version()).toBe(await a.version())

    // Both read the same version and write: the compare-and-set makes the loser read again.
    await Promise.all([
      a.update(move('/products/b', '/products/c')),
      b.update(move('/news/x', '/news/y')),
      a.update(move('/news/p', '/news/q')),
      b.update(move('/news/r', '/news/s')),
    ])
    expect(await pairs(a)).toEqual([
      '/news/p→/news/q',
      '/news/r→/news/s',
      '/news/x→/news/y',
      '/products/a→/products/c',
      '/products/b→/products/c',
    ])
  })

  it('throws while Redis cannot be reached, so the webhook is retried', async () => {
    const store = createRedisRedirectStore(redis.instance('site-c'))
    await redis.stop()
    try {
      await expect(store.update(move('/news/m', '/news/n'))).rejects.toThrow()
    } finally {
      await redis.restart()
    }
  })
})
