import { createCollectHandler } from '@/lib/analytics/collectHandler'
import { forwardAnalytics } from '@/lib/analytics/forwarding'
import { isPublicSitePage } from '@/lib/analytics/sitePages'
import { serverEnv } from '@/lib/env'
import { sharedRateLimitStore } from '@/lib/security/rateLimitStore'
import { clientAddress } from '@/shared/clientAddress'
import { createRateLimiter, RATE_LIMITS } from '@/shared/rateLimits'

// The handler reads the body itself, at most 2 KB.
export const config = { api: { bodyParser: false } }

/** The consented analytics beacons (see lib/analytics/collectHandler.ts for the answers). */
export default createCollectHandler({
  isSitePage: (path) => isPublicSitePage(path),
  enqueue: forwardAnalytics,
  limiter: createRateLimiter(RATE_LIMITS.analyticsCollect, sharedRateLimitStore),
  clientKey: (req) => clientAddress(req, serverEnv().trustedProxyCount),
  ownHosts: [new URL(serverEnv().siteUrl).hostname, new URL(serverEnv().appOrigin).hostname],
})
