/**
 * What the site's privacy-first analytics measures, shared by the collecting route
 * (pages/api/collect.ts), the core service that aggregates (services/core/siteAnalytics*.ts) and
 * the console's 'Site' page: the three Core Web Vitals, their bounds and Google's thresholds.
 * https://web.dev/articles/vitals#core-web-vitals
 */

export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const
export type VitalMetric = (typeof VITAL_METRICS)[number]

/** Google's thresholds: good up to `good`, poor above `poor`, needs improvement between. */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
}

/** The largest value accepted (ms for LCP and INP, unitless for CLS); more is not a real visit. */
export const VITAL_MAX: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 50 }

export const VITAL_RATINGS = ['good', 'needsImprovement', 'poor'] as const
export type VitalRating = (typeof VITAL_RATINGS)[number]

export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric]
  if (value <= good) return 'good'
  return value <= poor ? 'needsImprovement' : 'poor'
}

/** A page's address as stored: a language-prefixed path, no query, no fragment. */
export const ANALYTICS_PATH_MAX_LENGTH = 300
export const ANALYTICS_PATH_PATTERN = /^\/(th|en)(\/[A-Za-z0-9._~%=;,-]+)*$/
/** A referring site as stored: its host name only. */
export const REFERRER_DOMAIN_MAX_LENGTH = 253
export const REFERRER_DOMAIN_PATTERN = /^[a-z0-9.-]+$/
/** The site's server sends each visitor as a 64-hex-digit digest, salted again by the core. */
export const VISITOR_DIGEST_PATTERN = /^[0-9a-f]{64}$/

/** The periods the console reports over, in days ending today (Bangkok). */
export const ANALYTICS_PERIODS = [7, 28] as const
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number]

export interface VitalSummary {
  /** The 75th percentile (ms, or unitless for CLS). */
  p75: number
  samples: number
}

/** `GET /analytics/overview?days=7|28` of the core service. */
export interface AnalyticsOverview {
  days: AnalyticsPeriod
  /** First and last day of the period, YYYY-MM-DD in Bangkok. */
  from: string
  to: string
  /** Every day of the period, oldest first, zero when nothing was seen. */
  daily: { day: string; views: number; visitors: number }[]
  totalViews: number
  topPages: { path: string; views: number }[]
  topReferrers: { domain: string; views: number }[]
  /** Pages with at least one measurement, the most measured first. */
  vitals: ({ path: string } & Record<VitalMetric, VitalSummary | null>)[]
}
