/**
 * The site's analytics in the core database: the only module that writes SQL about them. Only
 * counts are kept — views per day and page, per referring domain, visitors per day, and each
 * page's vitals as a histogram (value → count) from which the 75th percentile is read. The one
 * thing kept per visitor is today's salted id (dailySalt.ts), replaced by the day's count once
 * the day is over.
 */

import {
  VITAL_MAX,
  VITAL_METRICS,
  type AnalyticsOverview,
  type AnalyticsPeriod,
  type VitalMetric,
  type VitalSummary,
} from '@/shared/siteAnalytics'
import type { CoreDatabase, Database } from './database'
import type { VisitorId } from './dailySalt'
import type { AnalyticsEvent } from './siteAnalyticsRequests'

/** How long counts are kept: views and referrers a little over a year, vitals the longest period. */
const VIEWS_RETENTION_DAYS = 400
const VITALS_RETENTION_DAYS = 28
/** Distinct referring domains kept per day; more (spam referrers) are counted as `OTHER_DOMAIN`. */
export const MAX_REFERRERS_PER_DAY = 500
export const OTHER_DOMAIN = '(other)'
const TOP_LIST_LENGTH = 10
const VITALS_PAGES = 30

export interface SiteAnalyticsRepository {
  /** Adds a batch of checked events to today's counts. */
  record(events: AnalyticsEvent[]): Promise<void>
  overview(days: AnalyticsPeriod): Promise<AnalyticsOverview>
  /** Turns past days' visitor ids into counts (the service calls it at start and hourly). */
  closePastDays(): Promise<void>
}

/** The day in Bangkok (YYYY-MM-DD): the site's days are Bangkok's. */
export function bangkokDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(at)
}

/** `day` moved by `delta` days (calendar arithmetic on the date, no time zone involved). */
export function addDays(day: string, delta: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + delta)
  return date.toISOString().slice(0, 10)
}

/**
 * A measurement as stored: ms for LCP and INP, thousandths for CLS, rounded up to a step that
 * grows with the value (10 below 1 000, 50 below 10 000, then 500), so a histogram has a few
 * hundred rows at most and Google's thresholds (2 500, 4 000, 200, 500, 100, 250) are edges.
 */
export function vitalBucket(metric: VitalMetric, value: number): number {
  const max = metric === 'CLS' ? VITAL_MAX.CLS * 1000 : VITAL_MAX[metric]
  const units = Math.min(max, Math.max(0, metric === 'CLS' ? value * 1000 : value))
  const step = units < 1000 ? 10 : units < 10_000 ? 50 : 500
  return Math.ceil(units / step) * step
}

function fromBucket(metric: VitalMetric, units: number): number {
  return metric === 'CLS' ? units / 1000 : units
}

/** The 75th percentile of a histogram sorted by value: the value the 75 % rank falls in. */
export function percentile75(rows: { value: number; count: number }[]): VitalSummary | null {
  const samples = rows.reduce((sum, row) => sum + row.count, 0)
  if (samples === 0) return null
  const rank = Math.ceil(samples * 0.75)
  let seen = 0
  for (const row of rows) {
    seen += row.count
    if (seen >= rank) return { p75: row.value, samples }
  }
  return { p75: rows[rows.length - 1]!.value, samples }
}

/**
 * Once a day is over: its visitor ids become a count and are deleted, and counts older than
 * their retention go. Runs before every write, so no id outlives the first write of the next day.
 */
function closePastDays(db: Database, today: string): void {
  const past = db.all(
    'SELECT day, COUNT(*) AS visitors FROM analytics_visitors_today WHERE day < ? GROUP BY day',
    [today],
  )
  for (const { day = null, visitors = 0 } of past) {
    db.run(
      `INSERT INTO analytics_days (day, views, visitors) VALUES (?, 0, ?)
       ON CONFLICT (day) DO UPDATE SET visitors = COALESCE(visitors, 0) + excluded.visitors`,
      [day, visitors],
    )
  }
  db.run('DELETE FROM analytics_visitors_today WHERE day < ?', [today])
  const viewsFrom = addDays(today, -VIEWS_RETENTION_DAYS)
  db.run('DELETE FROM analytics_days WHERE day < ?', [viewsFrom])
  db.run('DELETE FROM analytics_page_views WHERE day < ?', [viewsFrom])
  db.run('DELETE FROM analytics_referrers WHERE day < ?', [viewsFrom])
  db.run('DELETE FROM analytics_vitals WHERE day < ?', [addDays(today, -VITALS_RETENTION_DAYS)])
}

function countReferrer(db: Database, day: string, domain: string): void {
  const known = db.all('SELECT 1 FROM analytics_referrers WHERE day = ? AND domain = ?', [
    day,
    domain,
  ])
  const [{ kept = 0 } = {}] = db.all(
    'SELECT COUNT(*) AS kept FROM analytics_referrers WHERE day = ?',
    [day],
  )
  const stored = known.length > 0 || Number(kept) < MAX_REFERRERS_PER_DAY ? domain : OTHER_DOMAIN
  db.run(
    `INSERT INTO analytics_referrers (day, domain, views) VALUES (?, ?, 1)
     ON CONFLICT (day, domain) DO UPDATE SET views = views + 1`,
    [day, stored],
  )
}

function recordEvent(db: Database, day: string, event: AnalyticsEvent, visitorId: VisitorId) {
  if (event.type === 'vital') {
    db.run(
      `INSERT INTO analytics_vitals (day, path, metric, value, count) VALUES (?, ?, ?, ?, 1)
       ON CONFLICT (day, path, metric, value) DO UPDATE SET count = count + 1`,
      [day, event.path, event.metric, vitalBucket(event.metric, event.value)],
    )
    return
  }
  db.run(
    `INSERT INTO analytics_days (day, views, visitors) VALUES (?, 1, NULL)
     ON CONFLICT (day) DO UPDATE SET views = views + 1`,
    [day],
  )
  db.run(
    `INSERT INTO analytics_page_views (day, path, views) VALUES (?, ?, 1)
     ON CONFLICT (day, path) DO UPDATE SET views = views + 1`,
    [day, event.path],
  )
  if (event.referrer !== null) countReferrer(db, day, event.referrer)
  db.run('INSERT OR IGNORE INTO analytics_visitors_today (day, digest) VALUES (?, ?)', [
    day,
    visitorId(day, event.visitor),
  ])
}

function readOverview(db: Database, days: AnalyticsPeriod, today: string): AnalyticsOverview {
  const from = addDays(today, -(days - 1))
  const dayRows = db.all(
    'SELECT day, views, visitors FROM analytics_days WHERE day >= ? AND day <= ?',
    [from, today],
  )
  const stored = new Map(
    dayRows.map((row) => [
      String(row.day),
      { views: Number(row.views), visitors: Number(row.visitors ?? 0) },
    ]),
  )
  const liveRows = db.all(
    `SELECT day, COUNT(*) AS visitors FROM analytics_visitors_today
     WHERE day >= ? AND day <= ? GROUP BY day`,
    [from, today],
  )
  const live = new Map(liveRows.map((row) => [String(row.day), Number(row.visitors)]))
  const daily = Array.from({ length: days }, (_, index) => {
    const day = addDays(from, index)
    const counts = stored.get(day)
    return {
      day,
      views: counts?.views ?? 0,
      visitors: (counts?.visitors ?? 0) + (live.get(day) ?? 0),
    }
  })
  const pageRows = db.all(
    `SELECT path, SUM(views) AS views FROM analytics_page_views WHERE day >= ? AND day <= ?
     GROUP BY path ORDER BY views DESC, path LIMIT ?`,
    [from, today, TOP_LIST_LENGTH],
  )
  const topPages = pageRows.map((row) => ({ path: String(row.path), views: Number(row.views) }))
  const referrerRows = db.all(
    `SELECT domain, SUM(views) AS views FROM analytics_referrers WHERE day >= ? AND day <= ?
     GROUP BY domain ORDER BY views DESC, domain LIMIT ?`,
    [from, today, TOP_LIST_LENGTH],
  )
  const topReferrers = referrerRows.map((row) => ({
    domain: String(row.domain),
    views: Number(row.views),
  }))

  const histogram = db.all(
    `SELECT path, metric, value, SUM(count) AS count FROM analytics_vitals
     WHERE day >= ? AND day <= ? GROUP BY path, metric, value ORDER BY path, metric, value`,
    [from, today],
  )
  const byPage = new Map<string, Map<VitalMetric, { value: number; count: number }[]>>()
  for (const row of histogram) {
    const metric = row.metric as VitalMetric
    const page = byPage.get(String(row.path)) ?? new Map()
    byPage.set(String(row.path), page)
    const rows = page.get(metric) ?? []
    page.set(metric, rows)
    rows.push({ value: fromBucket(metric, Number(row.value)), count: Number(row.count) })
  }
  const vitals = [...byPage]
    .map(([path, metrics]) => ({
      path,
      ...(Object.fromEntries(
        VITAL_METRICS.map((metric) => [metric, percentile75(metrics.get(metric) ?? [])]),
      ) as Record<VitalMetric, VitalSummary | null>),
    }))
    .sort((a, b) => samplesOf(b) - samplesOf(a) || a.path.localeCompare(b.path))
    .slice(0, VITALS_PAGES)

  return {
    days,
    from,
    to: today,
    daily,
    totalViews: daily.reduce((sum, day) => sum + day.views, 0),
    topPages,
    topReferrers,
    vitals,
  }
}

function samplesOf(page: Record<VitalMetric, VitalSummary | null>): number {
  return VITAL_METRICS.reduce((sum, metric) => sum + (page[metric]?.samples ?? 0), 0)
}

export function createSiteAnalyticsRepository(
  database: CoreDatabase,
  visitorId: VisitorId,
  now: () => Date = () => new Date(),
): SiteAnalyticsRepository {
  return {
    record: (events) =>
      database.write((db) => {
        const today = bangkokDay(now())
        closePastDays(db, today)
        for (const event of events) recordEvent(db, today, event, visitorId)
      }),
    overview: (days) => database.read((db) => readOverview(db, days, bangkokDay(now()))),
    closePastDays: async () => {
      const today = bangkokDay(now())
      const hasPast = await database.read((db) => {
        const rows = db.all('SELECT 1 FROM analytics_visitors_today WHERE day < ? LIMIT 1', [today])
        return rows.length > 0
      })
      if (hasPast) await database.write((db) => closePastDays(db, today))
    },
  }
}
