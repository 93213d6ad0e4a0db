import { serverEnv } from '@/lib/env'
import { sharedRateLimitStore } from '@/lib/security/rateLimitStore'
import { clientAddress } from '@/shared/clientAddress'
import { createRateLimiter, RATE_LIMITS } from '@/shared/rateLimits'
import type { AlertPageDeps } from './alertPageProps'
import { alertService } from './alertService'

/** The alert pages' dependencies as the site runs them: limits shared through Redis when set. */
export const alertPageDeps: AlertPageDeps = {
  service: alertService,
  perClient: createRateLimiter(RATE_LIMITS.alertSignUp, sharedRateLimitStore),
  perAddress: createRateLimiter(RATE_LIMITS.alertSignUpAddress, sharedRateLimitStore),
  perClientLinks: createRateLimiter(RATE_LIMITS.alertLinks, sharedRateLimitStore),
  clientKey: (req) => clientAddress(req, serverEnv().trustedProxyCount),
  siteOrigin: () => serverEnv().appOrigin,
}
