import { createContactHandler } from '@/lib/enquiries/contactHandler'
import { createRateLimiter } from '@/lib/enquiries/rateLimiter'
import { submitEnquiry } from '@/lib/enquiries/submitEnquiry'

// The handler reads the body itself: a malformed one gets the site's own translated answer.
export const config = { api: { bodyParser: false } }

/** The contact form's enquiries (see lib/enquiries/contactHandler.ts for the answers). */
export default createContactHandler({
  submit: (enquiry, lang) => submitEnquiry(enquiry, lang),
  // Five enquiries per address in any ten minutes: plenty for a person, little for a robot.
  limiter: createRateLimiter({ limit: 5, windowMs: 10 * 60 * 1000 }),
})
