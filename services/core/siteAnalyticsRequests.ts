/** What the analytics routes accept, checked with zod; a failed check is 400 `INVALID_REQUEST`. */

import * as z from 'zod'
import {
  ANALYTICS_PATH_MAX_LENGTH,
  ANALYTICS_PATH_PATTERN,
  ANALYTICS_PERIODS,
  REFERRER_DOMAIN_MAX_LENGTH,
  REFERRER_DOMAIN_PATTERN,
  VISITOR_DIGEST_PATTERN,
  VITAL_MAX,
  VITAL_METRICS,
  type AnalyticsPeriod,
} from '@/shared/siteAnalytics'
import { parseRequest } from './parseRequest'

/** The most events one `POST /analytics/events` may carry (the site sends batches). */
export const MAX_EVENTS_PER_BATCH = 500

const pagePath = z.string().max(ANALYTICS_PATH_MAX_LENGTH).regex(ANALYTICS_PATH_PATTERN)

const pageViewSchema = z.object({
  type: z.literal('pageview'),
  path: pagePath,
  visitor: z.string().regex(VISITOR_DIGEST_PATTERN),
  referrer: z
    .string()
    .max(REFERRER_DOMAIN_MAX_LENGTH)
    .regex(REFERRER_DOMAIN_PATTERN)
    .nullable()
    .default(null),
})

const vitalSchema = z
  .object({
    type: z.literal('vital'),
    path: pagePath,
    metric: z.enum(VITAL_METRICS),
    value: z.number().finite().min(0),
  })
  .refine((vital) => vital.value <= VITAL_MAX[vital.metric], {
    message: 'out of range',
    path: ['value'],
  })

const batchSchema = z.object({
  events: z
    .array(z.discriminatedUnion('type', [pageViewSchema, vitalSchema]))
    .min(1)
    .max(MAX_EVENTS_PER_BATCH),
})

export type AnalyticsEvent = z.infer<typeof batchSchema>['events'][number]
export type PageViewEvent = Extract<AnalyticsEvent, { type: 'pageview' }>
export type VitalEvent = Extract<AnalyticsEvent, { type: 'vital' }>

const periodSchema = z.object({
  days: z.coerce
    .number()
    .refine(
      (days): days is AnalyticsPeriod => (ANALYTICS_PERIODS as readonly number[]).includes(days),
      {
        message: `one of ${ANALYTICS_PERIODS.join(', ')}`,
      },
    )
    .default(28),
})

export const parseAnalyticsBatch = (body: unknown): AnalyticsEvent[] =>
  parseRequest(batchSchema, body).events

export const parseAnalyticsPeriod = (query: URLSearchParams): AnalyticsPeriod =>
  parseRequest(periodSchema, Object.fromEntries(query)).days as AnalyticsPeriod
