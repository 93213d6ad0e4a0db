import * as z from 'zod'
import {
  ANALYTICS_PATH_MAX_LENGTH,
  ANALYTICS_PATH_PATTERN,
  REFERRER_DOMAIN_MAX_LENGTH,
  REFERRER_DOMAIN_PATTERN,
  VITAL_MAX,
  VITAL_METRICS,
  type VitalMetric,
} from '@/shared/siteAnalytics'

/** A beacon's body at most: a page view and its vitals fit many times over. */
export const MAX_BEACON_BYTES = 2048
/** Events one beacon may carry. */
export const MAX_BEACON_EVENTS = 10

/** What the browser sends (lib/analytics/client.ts): the page's path, never its query. */
const beaconSchema = z.object({
  events: z
    .array(
      z.discriminatedUnion('type', [
        z.strictObject({
          type: z.literal('pageview'),
          path: z.string().max(ANALYTICS_PATH_MAX_LENGTH).regex(ANALYTICS_PATH_PATTERN),
          referrer: z.string().max(1024).optional(),
        }),
        z.strictObject({
          type: z.literal('vital'),
          path: z.string().max(ANALYTICS_PATH_MAX_LENGTH).regex(ANALYTICS_PATH_PATTERN),
          metric: z.enum(VITAL_METRICS),
          value: z.number().finite().min(0),
        }),
      ]),
    )
    .min(1)
    .max(MAX_BEACON_EVENTS),
})

export type BeaconEvent = z.infer<typeof beaconSchema>['events'][number]

/** What goes to the core service: the path, the referring domain, a digest of the visitor. */
export type CollectedEvent =
  | { type: 'pageview'; path: string; visitor: string; referrer: string | null }
  | { type: 'vital'; path: string; metric: VitalMetric; value: number }

/** The beacon's events, or null when the body breaks any rule. */
export function parseBeacon(body: unknown): BeaconEvent[] | null {
  const result = beaconSchema.safeParse(body)
  if (!result.success) return null
  const { events } = result.data
  const isInRange = events.every(
    (event) => event.type !== 'vital' || event.value <= VITAL_MAX[event.metric],
  )
  return isInRange ? events : null
}

/**
 * The referring site's host name, or null: none, not a web address, or this site itself (a
 * visitor moving between our pages). Path, query and fragment are never kept.
 */
export function referrerDomain(referrer: string | undefined, ownHosts: string[]): string | null {
  if (!referrer) return null
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase().replace(/\.$/, '')
  if (host === '' || ownHosts.includes(host)) return null
  return host.length <= REFERRER_DOMAIN_MAX_LENGTH && REFERRER_DOMAIN_PATTERN.test(host)
    ? host
    : null
}
