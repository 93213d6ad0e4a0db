import { serverEnv } from '@/lib/env'
import { createSiteCoreClient } from '@/lib/http/siteCoreClient'
import { alertLinkKey } from './alertLinks'
import { createCoreAlerts, type CoreAlerts } from './coreAlerts'

export interface AlertService {
  core: CoreAlerts
  /** Signs and checks the links of the e-mails (alertLinks.ts). */
  linkKey: Buffer
  /** The public origin the e-mails' links start with. */
  siteUrl: string
}

// On globalThis: each of Next's route bundles loads its own copy of this module, and one process
// must have one token cache.
const SERVICE_KEY = Symbol.for('siam-harvest.alert-service')
type WithService = typeof globalThis & { [SERVICE_KEY]?: AlertService | null }

/**
 * The alerts' way to the core service, with the site's own token; null without sign-in
 * configured: the site then has no token for the core service, which keeps the subscribers, and
 * the pages say alerts are unavailable.
 */
export function alertService(): AlertService | null {
  const holder = globalThis as WithService
  if (holder[SERVICE_KEY] !== undefined) return holder[SERVICE_KEY]
  const env = serverEnv()
  const site = createSiteCoreClient(env, { timeout: 10_000, forgetRefusedToken: true })
  if (!site || !env.auth) return (holder[SERVICE_KEY] = null)
  holder[SERVICE_KEY] = {
    core: createCoreAlerts(site.client),
    linkKey: alertLinkKey(env.auth.secret),
    siteUrl: env.siteUrl,
  }
  return holder[SERVICE_KEY]
}
