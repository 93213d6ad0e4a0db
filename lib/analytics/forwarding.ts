import { createServiceTokenSource } from '@/lib/auth/serviceToken'
import { serverEnv } from '@/lib/env'
import { createCoreClient } from '@/lib/http/core-client'
import { serviceAddresses } from '@/lib/http/serviceAddresses'
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
  const env = serverEnv()
  if (!env.auth) return (holder[FORWARDER_KEY] = null)
  const tokens = createServiceTokenSource(env.auth)
  const client = createCoreClient({
    baseURL: serviceAddresses(env.siteUrl, env.core).core,
    businessUnit: env.core.businessUnit,
    getAccessToken: () => tokens.get(),
    timeout: 10_000,
    onUnauthorized: () => undefined,
  })
  holder[FORWARDER_KEY] = createAnalyticsForwarder(client, { onRefusedToken: () => tokens.reset() })
  return holder[FORWARDER_KEY]
}

export function forwardAnalytics(events: CollectedEvent[]): void {
  analyticsForwarder()?.enqueue(events)
}
