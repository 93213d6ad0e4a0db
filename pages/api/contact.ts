import { createContactHandler } from '@/lib/enquiries/contactHandler'
import { submitEnquiry } from '@/lib/enquiries/submitEnquiry'
import { serverEnv } from '@/lib/env'
import { clientAddress } from '@/lib/security/clientAddress'
import { createRateLimiter, RATE_LIMITS } from '@/lib/security/rateLimits'
import { sharedRateLimitStore } from '@/lib/security/rateLimitStore'

// The handler reads the body itself: a malformed one gets the site's own translated answer.
export const config = { api: { bodyParser: false } }

/** The contact form's enquiries (see lib/enquiries/contactHandler.ts for the answers). */
export default createContactHandler({
  submit: (enquiry, lang) => submitEnquiry(enquiry, lang),
  limiter: createRateLimiter(RATE_LIMITS.contact, sharedRateLimitStore),
  clientKey: (req) => clientAddress(req, serverEnv().trustedProxyCount),
})
