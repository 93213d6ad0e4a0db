import { getProductReference } from '@/lib/enquiries/loadProductReference'
import { createContactHandler } from '@/lib/enquiries/contactHandler'
import { submitEnquiry } from '@/lib/enquiries/submitEnquiry'
import { serverEnv } from '@/lib/env'
import { clientAddress } from '@/shared/clientAddress'
import { createRateLimiter, RATE_LIMITS } from '@/shared/rateLimits'
import { sharedRateLimitStore } from '@/lib/security/rateLimitStore'

// The handler reads the body itself: a malformed one gets the site's own translated answer.
export const config = { api: { bodyParser: false } }

/** The contact form's enquiries (see lib/enquiries/contactHandler.ts for the answers). */
export default createContactHandler({
  submit: (enquiry, lang) => submitEnquiry(enquiry, lang),
  // Only the reference is kept: the picture is for the form.
  findProduct: async (slug, lang) => {
    const product = await getProductReference(slug, lang)
    return product && { id: product.id, slug: product.slug, name: product.name }
  },
  limiter: createRateLimiter(RATE_LIMITS.contact, sharedRateLimitStore),
  clientKey: (req) => clientAddress(req, serverEnv().trustedProxyCount),
})
