/**
 * bench:core's database: a year of a modest site's analytics and 50 000 enquiries. Past days are
 * written as the analytics repository leaves them once a day is over (views per day, page and
 * referring site, visitors per day, vitals per bucket); today goes through the repository, event
 * by event, its visitor ids included; every enquiry goes through insertEnquiry and recordStatus,
 * as the service stores them. A few big transactions: seeding takes seconds, not hours.
 */

import type { CoreDatabase, Database } from '../../services/core/database'
import { insertEnquiry, recordStatus } from '../../services/core/enquiryRepository'
import {
  addDays,
  type SiteAnalyticsRepository,
  vitalBucket,
} from '../../services/core/siteAnalyticsRepository'
import type { AnalyticsEvent } from '../../services/core/siteAnalyticsRequests'
import { MAX_EVENTS_PER_BATCH } from '../../services/core/siteAnalyticsRequests'
import {
  enquiry,
  PAGES,
  popularPage,
  popularReferrer,
  REFERRERS,
  vitalValue,
  visitorDigest,
  zipfShares,
  type Random,
} from './traffic'

export const SEED = {
  /** Days of page views and referrers, today included. */
  days: 365,
  /** Days of vitals (the longest period the console shows), today included. */
  vitalsDays: 28,
  /** A modest corporate site: every one of the 300 pages seen every day. */
  viewsPerDay: 2400,
  /** Distinct visitors a day, as a share of the views. */
  visitorShare: 0.6,
  /** Referred views a day, spread over the 100 referring sites. */
  referredPerDay: 700,
  /** Pages whose vitals a visit reports: each landing page's LCP, INP and CLS. */
  vitalsPerView: 0.5,
  enquiries: 50_000,
  /** Over how many days the enquiries arrived. */
  enquiryDays: 3 * 365,
} as const

const METRICS = ['LCP', 'INP', 'CLS'] as const
const SITE_CLIENT = 'siam-harvest-site'
const DAYS_PER_TRANSACTION = 30
const ENQUIRIES_PER_TRANSACTION = 5000

/** Each page's views on one day: its Zipf share of the day, give or take 30 %, at least one. */
function pageViews(random: Random): number[] {
  return zipfShares(PAGES.length).map((share) =>
    Math.max(1, Math.round(share * SEED.viewsPerDay * (0.7 + 0.6 * random()))),
  )
}

/** A page's measurements of one metric on one day, as the repository keeps them: bucket → count. */
function histogram(random: Random, metric: (typeof METRICS)[number], samples: number) {
  const counts = new Map<number, number>()
  for (let sample = 0; sample < samples; sample++) {
    const bucket = vitalBucket(metric, vitalValue(random, metric))
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1)
  }
  return counts
}

/** A past day as closePastDays leaves it: counts only. */
function writePastDay(db: Database, random: Random, day: string, hasVitals: boolean): void {
  const views = pageViews(random)
  const total = views.reduce((sum, count) => sum + count, 0)
  db.run('INSERT INTO analytics_days (day, views, visitors) VALUES (?, ?, ?)', [
    day,
    total,
    Math.round(total * SEED.visitorShare),
  ])
  PAGES.forEach((path, index) => {
    db.run('INSERT INTO analytics_page_views (day, path, views) VALUES (?, ?, ?)', [
      day,
      path,
      views[index]!,
    ])
  })
  zipfShares(REFERRERS.length).forEach((share, index) => {
    db.run('INSERT INTO analytics_referrers (day, domain, views) VALUES (?, ?, ?)', [
      day,
      REFERRERS[index]!,
      Math.max(1, Math.round(share * SEED.referredPerDay)),
    ])
  })
  if (!hasVitals) return
  PAGES.forEach((path, index) => {
    const samples = Math.max(1, Math.round(views[index]! * SEED.vitalsPerView))
    for (const metric of METRICS) {
      for (const [value, count] of histogram(random, metric, samples)) {
        db.run(
          'INSERT INTO analytics_vitals (day, path, metric, value, count) VALUES (?, ?, ?, ?, ?)',
          [day, path, metric, value, count],
        )
      }
    }
  })
}

/** Today so far (a whole day's worth), as the site's server posts it, and its visitors. */
function todaysEvents(random: Random): { events: AnalyticsEvent[]; visitors: string[] } {
  const visitors = Array.from({ length: Math.round(SEED.viewsPerDay * SEED.visitorShare) }, () =>
    visitorDigest(random),
  )
  const events: AnalyticsEvent[] = []
  for (let view = 0; view < SEED.viewsPerDay; view++) {
    const path = popularPage(random)
    events.push({
      type: 'pageview',
      path,
      // Every visitor once, then some again.
      visitor: visitors[view] ?? visitors[Math.floor(random() * visitors.length)]!,
      referrer: random() < SEED.referredPerDay / SEED.viewsPerDay ? popularReferrer(random) : null,
    })
    if (random() < SEED.vitalsPerView) {
      for (const metric of METRICS) {
        events.push({ type: 'vital', path, metric, value: vitalValue(random, metric) })
      }
    }
  }
  return { events, visitors }
}

/**
 * A year of analytics ending today (`today`, Bangkok), today's through the repository; returns
 * today's visitors (the site's digests), who may come back.
 */
export async function seedAnalytics(
  database: CoreDatabase,
  analytics: SiteAnalyticsRepository,
  random: Random,
  today: string,
): Promise<string[]> {
  for (let first = SEED.days - 1; first > 0; first -= DAYS_PER_TRANSACTION) {
    await database.write((db) => {
      for (let back = first; back > Math.max(0, first - DAYS_PER_TRANSACTION); back--) {
        writePastDay(db, random, addDays(today, -back), back < SEED.vitalsDays)
      }
    })
  }
  const { events, visitors } = todaysEvents(random)
  for (let start = 0; start < events.length; start += MAX_EVENTS_PER_BATCH) {
    await analytics.record(events.slice(start, start + MAX_EVENTS_PER_BATCH))
  }
  return visitors
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * 50 000 enquiries over three years, each with its history: those older than a month closed
 * (new → in progress → closed), those older than a week in progress, the rest new.
 */
export async function seedEnquiries(
  database: CoreDatabase,
  random: Random,
  now: Date,
): Promise<void> {
  const spacing = (SEED.enquiryDays * DAY_MS) / SEED.enquiries
  const first = now.getTime() - SEED.enquiryDays * DAY_MS
  for (let start = 0; start < SEED.enquiries; start += ENQUIRIES_PER_TRANSACTION) {
    await database.write((db) => {
      for (let index = start; index < start + ENQUIRIES_PER_TRANSACTION; index++) {
        const received = first + index * spacing
        const input = enquiry(random, new Date(received).toISOString())
        const at = (after: number) => new Date(received + after).toISOString()
        insertEnquiry(db, input, { at: at(60_000), by: SITE_CLIENT, isExample: false })
        const age = now.getTime() - received
        if (age < 7 * DAY_MS) continue
        const by = 'sales@siamharvest.test'
        recordStatus(db, input.id, { at: at(DAY_MS), status: 'in_progress', note: null, by })
        if (age < 30 * DAY_MS) continue
        const note = 'ตอบกลับทางอีเมลแล้ว / answered by e-mail'
        recordStatus(db, input.id, { at: at(3 * DAY_MS), status: 'closed', note, by })
      }
    })
  }
}
