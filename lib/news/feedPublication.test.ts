/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Parser from 'rss-parser'
import { setClock } from '@/lib/testing/clock'
import { loadNewsFeed } from './feedFile'
import { getNewsListPage } from './news'

// Timed publication and publishing, over a small dataset of its own: the feed is written per
// request from the content source, so what the news list shows after a publish, the next feed
// shows too, with no path to revalidate (lib/news/feedFile.ts).
const parser = new Parser()

const news = (id: string, publishedAt: string, extra: object = {}) => ({
  _id: id,
  _type: 'news',
  slug: { _type: 'slug', current: id },
  title: { th: `ข่าว ${id}`, en: `News ${id}` },
  excerpt: { th: `สรุป ${id}`, en: `Summary of ${id}` },
  category: 'press-release',
  publishedAt,
  ...extra,
})

const RESULTS_AT = '2026-12-01T10:00:00.000Z' // 17:00 in Bangkok
const DOCUMENTS = [
  news('older', '2026-11-10T03:00:00Z'),
  news('thai-only', '2026-11-15T03:00:00Z', { title: { th: 'ข่าวภาษาไทยเท่านั้น' } }),
  news('results', '2026-12-01T10:00:00Z', { category: 'investor', publicFrom: RESULTS_AT }),
]

let dir: string
let warn: jest.SpyInstance
const writeDataset = (documents: object[]) =>
  writeFileSync(
    path.join(dir, 'production.ndjson'),
    documents.map((doc) => JSON.stringify(doc)).join('\n'),
  )

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'news-feed-'))
  writeDataset(DOCUMENTS)
  process.env.CONTENT_DATASET_DIR = dir
  // The dataset has no manifest: the source says so once.
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterAll(() => {
  warn.mockRestore()
  rmSync(dir, { recursive: true, force: true })
})

const slugsOf = async (lang: 'th' | 'en', category: 'investor' | null = null) =>
  (await parser.parseString(await loadNewsFeed(lang, category))).items.map((item) =>
    item.link?.split('/').pop(),
  )

describe('the news feed and timed publication', () => {
  it('leaves out an article until its "public from", as the list does', async () => {
    setClock('2026-12-01T09:59:00.000Z')
    expect(await slugsOf('th')).toEqual(['thai-only', 'older'])
    expect(await slugsOf('en')).toEqual(['older'])
    expect(await slugsOf('en', 'investor')).toEqual([])
    expect((await getNewsListPage('th')).items.map((card) => card.slug)).toEqual(
      await slugsOf('th'),
    )
  })

  it('carries it from that minute on, first, with no revalidation', async () => {
    setClock(RESULTS_AT)
    expect(await slugsOf('th')).toEqual(['results', 'thai-only', 'older'])
    expect(await slugsOf('en', 'investor')).toEqual(['results'])
  })

  it('carries an article published in the content source in the next feed', async () => {
    setClock('2026-12-02T09:00:00.000Z')
    writeDataset([...DOCUMENTS, news('dividend', '2026-12-02T08:00:00Z')])
    expect(await slugsOf('en')).toEqual(['dividend', 'results', 'older'])
    expect((await getNewsListPage('en')).items[0]!.slug).toBe('dividend')
  })
})
