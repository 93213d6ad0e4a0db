/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { newsCardsQuery } from '@/cms/queries/news'
import type { ContentSource } from './contentSource'
import { createEmbeddedSource } from './embeddedSource'
import { fetchFrom } from './fetchFrom'
import {
  AFTER_EVERY_PUBLICATION,
  BEFORE_ANY_PUBLICATION,
  fetchScheduled,
  nextPublicationAt,
  publicationInstant,
  withPublicationNow,
  type ScheduledDocument,
} from './publicationClock'
import { pageRevalidateSeconds } from './revalidate'

const at = (iso: string) => Date.parse(iso)
const scheduled = (id: string, publicFrom: string | null): ScheduledDocument => ({
  _id: id,
  _type: 'news',
  slug: id,
  publicFrom,
})

const RESULTS = scheduled('results', '2026-12-01T10:00:00.000Z') // 17:00 in Bangkok
const DIVIDEND = scheduled('dividend', '2026-12-02T10:00:00.000Z')
const BROKEN = scheduled('broken', 'five o’clock')

describe('publicationInstant', () => {
  it('is the latest "public from" that has come, so it changes only when something goes public', () => {
    const all = [RESULTS, DIVIDEND, BROKEN]
    expect(publicationInstant(all, at('2026-12-01T09:59:59.999Z'))).toBe(BEFORE_ANY_PUBLICATION)
    expect(publicationInstant(all, at('2026-12-01T10:00:00.000Z'))).toBe(RESULTS.publicFrom)
    expect(publicationInstant(all, at('2026-12-02T09:00:00.000Z'))).toBe(RESULTS.publicFrom)
    expect(publicationInstant(all, at('2026-12-05T00:00:00.000Z'))).toBe(DIVIDEND.publicFrom)
  })
})

describe('nextPublicationAt', () => {
  it('is the first "public from" after now, or null', () => {
    const all = [DIVIDEND, RESULTS, BROKEN]
    expect(nextPublicationAt(all, at('2026-11-30T00:00:00Z'))).toBe(at(RESULTS.publicFrom!))
    expect(nextPublicationAt(all, at(RESULTS.publicFrom!))).toBe(at(DIVIDEND.publicFrom!))
    expect(nextPublicationAt(all, at('2026-12-03T00:00:00Z'))).toBeNull()
  })
})

describe('fetchScheduled', () => {
  it('reads the schedule once a second at most, however many queries a render runs', async () => {
    let reads = 0
    const source: ContentSource = {
      fetch: async <Result>() => {
        reads += 1
        if (reads === 2) throw new Error('source down')
        return [RESULTS] as Result
      },
    }
    const start = at('2026-12-01T09:00:00.000Z')
    expect(await fetchScheduled(source, start)).toEqual([RESULTS])
    expect(await fetchScheduled(source, start + 999)).toEqual([RESULTS])
    expect(reads).toBe(1)
    // A failed reading is not kept.
    await expect(fetchScheduled(source, start + 1_000)).rejects.toThrow('source down')
    expect(await fetchScheduled(source, start + 1_001)).toEqual([RESULTS])
    expect(reads).toBe(3)
  })
})

describe('pageRevalidateSeconds', () => {
  it('ends the ISR timer when the next document goes public, never below a second', async () => {
    const load = async () => [RESULTS]
    expect(await pageRevalidateSeconds(at('2026-12-01T09:59:30.000Z'), load)).toBe(30)
    expect(await pageRevalidateSeconds(at('2026-12-01T09:59:59.900Z'), load)).toBe(1)
    expect(await pageRevalidateSeconds(at('2026-12-01T09:00:00.000Z'), load)).toBe(300)
    expect(await pageRevalidateSeconds(at('2026-12-01T10:00:00.000Z'), load)).toBe(300)
  })

  it('keeps the usual timer when the schedule cannot be read', async () => {
    const failing = async (): Promise<ScheduledDocument[]> => {
      throw new Error('source down')
    }
    expect(await pageRevalidateSeconds(at('2026-12-01T09:59:30.000Z'), failing)).toBe(300)
  })
})

describe('withPublicationNow over the bundled source', () => {
  const news = (id: string, publicFrom?: string) => ({
    _id: id,
    _type: 'news',
    slug: { _type: 'slug', current: id },
    title: { th: `ข่าว ${id}`, en: `News ${id}` },
    publishedAt: '2026-11-20T03:00:00.000Z',
    ...(publicFrom ? { publicFrom } : {}),
  })
  let dir: string
  let warn: jest.SpyInstance

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'publication-clock-'))
    const documents = [
      news('always'),
      news('at-five', RESULTS.publicFrom!),
      { ...news('at-five'), _id: 'drafts.draft-only', slug: { current: 'draft-only' } },
      news('next-day', DIVIDEND.publicFrom!),
    ]
    writeFileSync(
      path.join(dir, 'production.ndjson'),
      documents.map((doc) => JSON.stringify(doc)).join('\n'),
    )
    // The dataset has no manifest: the source says so once.
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterAll(() => {
    warn.mockRestore()
    rmSync(dir, { recursive: true, force: true })
  })

  async function slugsAt(iso: string, perspective: 'published' | 'drafts' = 'published') {
    const source = createEmbeddedSource(dir)
    const params = await withPublicationNow(
      source,
      newsCardsQuery,
      { lang: 'en' },
      perspective,
      at(iso),
    )
    return fetchFrom(source, newsCardsQuery, params, perspective)
  }

  it('lists a scheduled article from its minute on, and not a millisecond before', async () => {
    const slugs = async (iso: string) => (await slugsAt(iso)).map((card) => card.slug)
    expect(await slugs('2026-12-01T09:59:59.999Z')).toEqual(['always'])
    expect(await slugs('2026-12-01T10:00:00.000Z')).toEqual(['always', 'at-five'])
    expect(await slugs('2026-12-02T10:00:00.000Z')).toEqual(['always', 'at-five', 'next-day'])
  })

  it('answers from memory between two moments: the same result, not one per minute', async () => {
    const source = createEmbeddedSource(dir)
    const run = async (iso: string) =>
      fetchFrom(
        source,
        newsCardsQuery,
        await withPublicationNow(source, newsCardsQuery, { lang: 'en' }, 'published', at(iso)),
      )
    const atSix = await run('2026-12-01T11:00:00.000Z')
    expect(await run('2026-12-01T23:00:00.000Z')).toBe(atSix)
    expect(await run('2026-12-02T10:00:00.000Z')).not.toBe(atSix)
  })

  it('shows an editor’s preview every draft, whatever its "public from"', async () => {
    const source = createEmbeddedSource(dir)
    const params = await withPublicationNow(source, newsCardsQuery, {}, 'drafts', 0)
    expect(params.now).toBe(AFTER_EVERY_PUBLICATION)
    const slugs = (await slugsAt('2026-11-01T00:00:00.000Z', 'drafts')).map((card) => card.slug)
    expect(slugs).toEqual(expect.arrayContaining(['always', 'at-five', 'next-day', 'draft-only']))
  })

  it('leaves the parameters of a query without $now as they are', async () => {
    const params = { lang: 'th' }
    expect(await withPublicationNow(createEmbeddedSource(dir), '*[0]', params, 'published')).toBe(
      params,
    )
  })
})
