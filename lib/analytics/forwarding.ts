import { serverEnv } from '@/lib/env'
import { createSiteCoreClient } from '@/lib/http/siteCoreClient'
import type { CollectedEvent } from './collectEvents'
import { createAnalyticsForwarder, type AnalyticsForwarder } from './analyticsForwarder'

// On globalThis: each of Next's route bundles loads its own copy of this module, and one
// process must have one queue.
const FORWARDER_KEY = Symbol.for('siam-harvest.analytics-forwarder')
type WithForwarder = typeof globalThis & { [FORWARDER_KEY]?: AnalyticsForwarder | null }

/**
 * The process's analytics forwarder to the core service, with the site's own token; null
 * without sign-in configured (no token for the core service: events are dropped).
 */
export function analyticsForwarder(): AnalyticsForwarder | null {
  const holder = globalThis as WithForwarder
  if (holder[FORWARDER_KEY] !== undefined) return holder[FORWARDER_KEY]
  const site = createSiteCoreClient(serverEnv(), { timeout: 10_000 })
  holder[FORWARDER_KEY] =
    site && createAnalyticsForwarder(site.client, { onRefusedToken: () => site.tokens.reset() })
  return holder[FORWARDER_KEY]
}

export function forwardAnalytics(events: CollectedEvent[]): void {
  analyticsForwarder()?.enqueue(events)
}
