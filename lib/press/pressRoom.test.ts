/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setClock } from '@/lib/testing/clock'
import { newsListView } from '@/lib/news/listing'
import { getNewsListPage } from '@/lib/news/news'
import { LATEST_PRESS_RELEASES, getPressRoomPage } from './pressRoom'

// The press room over a small dataset of its own: which releases it names (newest, public, in
// the page's language, as the news list's press-release category), the years of the archive
// (Bangkok's), and the contacts of each desk in the editors' order.

const news = (id: string, publishedAt: string, extra: object = {}) => ({
  _id: id,
  _type: 'news',
  slug: { _type: 'slug', current: id },
  title: { th: `ข่าว ${id}`, en: `News ${id}` },
  category: 'press-release',
  publishedAt,
  ...extra,
})

const contact = (id: string, desk: string, order: number, languages: string[]) => ({
  _id: id,
  _type: 'contactPerson',
  name: { th: `คุณ ${id}`, en: `Ms. ${id}` },
  role: { th: `ตำแหน่ง ${id}`, en: `Role of ${id}` },
  desk,
  email: `${id}@siamharvest.example`,
  phone: '+66 2 000 8840',
  languages,
  order,
})

const TIMED_AT = '2026-12-01T10:00:00.000Z'
const DOCUMENTS = [
  news('r1', '2026-11-20T03:00:00Z'),
  news('r2', '2026-10-20T03:00:00Z'),
  news('activity', '2026-10-25T03:00:00Z', { category: 'activity' }),
  news('thai-only', '2026-10-10T03:00:00Z', { title: { th: 'ข่าวภาษาไทยเท่านั้น' } }),
  news('r3', '2026-09-20T03:00:00Z'),
  news('r4', '2026-03-20T03:00:00Z'),
  // 1 January 2026, 01:00 in Bangkok: a 2026 item, though still 2025 in UTC.
  news('r5', '2025-12-31T18:00:00Z'),
  news('r6', '2025-06-20T03:00:00Z'),
  news('r7', '2024-06-20T03:00:00Z'),
  news('timed', '2026-12-01T10:00:00Z', { publicFrom: TIMED_AT }),
  contact('media-second', 'media', 1, ['th']),
  contact('media-first', 'media', 0, ['en', 'th']),
  contact('investor', 'investor', 0, ['th', 'en']),
]

let dir: string
let warn: jest.SpyInstance

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'press-room-'))
  writeFileSync(
    path.join(dir, 'production.ndjson'),
    DOCUMENTS.map((doc) => JSON.stringify(doc)).join('\n'),
  )
  process.env.CONTENT_DATASET_DIR = dir
  // The dataset has no manifest: the source says so once.
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterAll(() => {
  warn.mockRestore()
  rmSync(dir, { recursive: true, force: true })
})

const slugs = (room: { latestPressReleases: { slug: string }[] }) =>
  room.latestPressReleases.map((release) => release.slug)

describe('getPressRoomPage', () => {
  it('names the newest public press releases, as the news list’s category shows them', async () => {
    setClock('2026-12-01T09:59:00.000Z')
    const th = await getPressRoomPage('th')
    expect(slugs(th)).toEqual(['r1', 'r2', 'thai-only', 'r3', 'r4'])
    expect(th.latestPressReleases).toHaveLength(LATEST_PRESS_RELEASES)
    const list = await getNewsListPage('th')
    expect(slugs(th)).toEqual(
      newsListView(list.items, { category: 'press-release' })
        .items.slice(0, LATEST_PRESS_RELEASES)
        .map((card) => card.slug),
    )
    // Only what has a title in English is on the English page.
    expect(slugs(await getPressRoomPage('en'))).toEqual(['r1', 'r2', 'r3', 'r4', 'r5'])
    expect(th.latestPressReleases[0]).toEqual({
      slug: 'r1',
      title: 'ข่าว r1',
      publishedAt: '2026-11-20T03:00:00Z',
      publishedAtLabel: '20 พฤศจิกายน 2569',
    })
  })

  it('names a timed release from its minute, first', async () => {
    setClock(TIMED_AT)
    expect(slugs(await getPressRoomPage('en'))).toEqual(['timed', 'r1', 'r2', 'r3', 'r4'])
  })

  it('gives the archive’s years in Bangkok, newest first, with their counts and labels', async () => {
    setClock('2026-12-01T09:59:00.000Z')
    expect((await getPressRoomPage('th')).archiveYears).toEqual([
      { year: 2026, yearLabel: '2569', count: 7 },
      { year: 2025, yearLabel: '2568', count: 1 },
      { year: 2024, yearLabel: '2567', count: 1 },
    ])
    // The English list has no Thai-only item, so neither has its archive.
    expect((await getPressRoomPage('en')).archiveYears[0]).toEqual({
      year: 2026,
      yearLabel: '2026',
      count: 6,
    })
  })

  it('gives each desk its contacts in the editors’ order, languages Thai first', async () => {
    const room = await getPressRoomPage('en')
    expect(room.mediaContacts.map((person) => [person.name, person.languages])).toEqual([
      ['Ms. media-first', ['th', 'en']],
      ['Ms. media-second', ['th']],
    ])
    expect(room.investorContacts).toEqual([
      {
        _id: 'investor',
        name: 'Ms. investor',
        role: 'Role of investor',
        email: 'investor@siamharvest.example',
        phone: '+66 2 000 8840',
        languages: ['th', 'en'],
      },
    ])
  })
})
