/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase, type CoreDatabase } from './database'
import { createDailySalt } from './dailySalt'
import {
  createSiteAnalyticsRepository,
  percentile75,
  vitalBucket,
  type SiteAnalyticsRepository,
} from './siteAnalyticsRepository'
import { parseAnalyticsBatch } from './siteAnalyticsRequests'

// Noon in Bangkok on two days in a row; the repository is given its clock.
const DAY_1 = new Date('2026-11-20T05:00:00Z')
const DAY_2 = new Date('2026-11-21T05:00:00Z')

const digest = (text: string) => createHash('sha256').update(text).digest('hex')
const VISITOR_A = digest('203.0.113.7|Mozilla/5.0 (X11; Linux x86_64) Chrome/131|site')
const VISITOR_B = digest('198.51.100.20|Mozilla/5.0 (iPhone) Safari/605|site')

let folder: string
let database: CoreDatabase
let now: Date
let repository: SiteAnalyticsRepository

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'core-analytics-'))
  database = await openDatabase(path.join(folder, 'core.sqlite'))
  now = DAY_1
  repository = createSiteAnalyticsRepository(database, createDailySalt(), () => now)
})

afterEach(async () => {
  await database.close()
  rmSync(folder, { recursive: true, force: true })
})

const view = (path: string, visitor: string, referrer: string | null = null) =>
  ({ type: 'pageview', path, visitor, referrer }) as const
const vital = (path: string, metric: 'LCP' | 'INP' | 'CLS', value: number) =>
  ({ type: 'vital', path, metric, value }) as const

test('counts views per day and page, visitors once a day, referrers by domain', async () => {
  await repository.record([
    view('/th/home', VISITOR_A, 'www.google.com'),
    view('/th/about/awards', VISITOR_A),
    view('/en/home', VISITOR_B, 'www.google.com'),
  ])
  const overview = await repository.overview(7)
  expect(overview.to).toBe('2026-11-20')
  expect(overview.from).toBe('2026-11-14')
  expect(overview.daily).toHaveLength(7)
  expect(overview.daily.at(-1)).toEqual({ day: '2026-11-20', views: 3, visitors: 2 })
  expect(overview.totalViews).toBe(3)
  expect(overview.topPages[0]).toEqual({ path: '/en/home', views: 1 })
  expect(overview.topPages).toHaveLength(3)
  expect(overview.topReferrers).toEqual([{ domain: 'www.google.com', views: 2 }])
})

test('a new day turns the visitor ids into a count and deletes them', async () => {
  await repository.record([view('/th/home', VISITOR_A), view('/th/home', VISITOR_B)])
  now = DAY_2
  await repository.closePastDays()
  const left = await database.read((db) =>
    db.all('SELECT COUNT(*) AS ids FROM analytics_visitors_today'),
  )
  expect(left).toEqual([{ ids: 0 }])
  // The same visitor tomorrow is a new id (new salt): counted again, as a new day's visitor.
  await repository.record([view('/th/home', VISITOR_A)])
  const overview = await repository.overview(7)
  expect(overview.daily.slice(-2)).toEqual([
    { day: '2026-11-20', views: 2, visitors: 2 },
    { day: '2026-11-21', views: 1, visitors: 1 },
  ])
})

test('vitals are read as the 75th percentile per page, per period', async () => {
  const lcp = [1200, 1800, 2400, 3000, 5000, 900, 1000, 2600]
  await repository.record(lcp.map((value) => vital('/th/home', 'LCP', value)))
  await repository.record([vital('/th/home', 'CLS', 0.02), vital('/th/home', 'INP', 180)])
  const [home] = (await repository.overview(28)).vitals
  expect(home?.path).toBe('/th/home')
  // Sorted: 900 1000 1200 1800 2400 2600 3000 5000 → the 6th of 8 is 2 600.
  expect(home?.LCP).toEqual({ p75: 2600, samples: 8 })
  expect(home?.CLS).toEqual({ p75: 0.02, samples: 1 })
  expect(home?.INP).toEqual({ p75: 180, samples: 1 })
})

test('an empty database has an empty overview', async () => {
  const overview = await repository.overview(28)
  expect(overview.daily).toHaveLength(28)
  expect(overview.totalViews).toBe(0)
  expect(overview.topPages).toEqual([])
  expect(overview.topReferrers).toEqual([])
  expect(overview.vitals).toEqual([])
})

test('the database files hold no address, user agent, query string or site digest', async () => {
  await repository.record(
    parseAnalyticsBatch({ events: [view('/th/home', VISITOR_A, 'news.example.com')] }),
  )
  // The file and its write-ahead log, where the latest writes are until SQLite copies them over.
  const file = ['core.sqlite', 'core.sqlite-wal']
    .map((name) => readFileSync(path.join(folder, name)).toString('latin1'))
    .join('')
  for (const secret of ['203.0.113.7', 'Mozilla', 'Chrome', 'utm_', VISITOR_A]) {
    expect(file).not.toContain(secret)
  }
  expect(file).toContain('/th/home')
})

test('buckets put Google thresholds on edges and round up', () => {
  expect(vitalBucket('LCP', 2500)).toBe(2500)
  expect(vitalBucket('LCP', 2500.4)).toBe(2550)
  expect(vitalBucket('INP', 200)).toBe(200)
  expect(vitalBucket('INP', 201)).toBe(210)
  expect(vitalBucket('CLS', 0.1)).toBe(100)
  expect(vitalBucket('CLS', 0.1001)).toBe(110)
  expect(vitalBucket('LCP', 1e9)).toBe(120_000)
  expect(percentile75([])).toBeNull()
})

test('a batch with a query string, a full URL as referrer or an unknown metric is refused', () => {
  const refuse = (event: unknown) =>
    expect(() => parseAnalyticsBatch({ events: [event] })).toThrow()
  refuse(view('/th/home?utm=x', VISITOR_A))
  refuse(view('/th/home', VISITOR_A, 'https://a.example/path'))
  refuse(view('/th/home', '203.0.113.7'))
  refuse({ type: 'vital', path: '/th/home', metric: 'FID', value: 3 })
  refuse(vital('/th/home', 'LCP', -1))
  expect(() => parseAnalyticsBatch({ events: [] })).toThrow()
})
