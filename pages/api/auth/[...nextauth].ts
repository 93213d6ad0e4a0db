import { createAuthRoute } from '@/lib/auth/authRoute'
import { authOptions } from '@/lib/auth/serverAuth'
import { serverEnv } from '@/lib/env'
import { clientAddress } from '@/shared/clientAddress'
import { createRateLimiter, RATE_LIMITS } from '@/shared/rateLimits'
import { sharedRateLimitStore } from '@/lib/security/rateLimitStore'

/** next-auth's routes behind the site's own checks (see lib/auth/authRoute.ts). */
export default createAuthRoute({
  options: authOptions,
  signInLimiter: createRateLimiter(RATE_LIMITS.signInStart, sharedRateLimitStore),
  clientKey: (req) => clientAddress(req, serverEnv().trustedProxyCount),
  appOrigin: () => serverEnv().appOrigin,
})
