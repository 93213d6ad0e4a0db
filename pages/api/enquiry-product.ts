import { getProductReference } from '@/lib/enquiries/loadProductReference'
import { createProductReferenceHandler } from '@/lib/enquiries/productReferenceApi'

/** The product the contact form was opened for (see lib/enquiries/productReferenceApi.ts). */
export default createProductReferenceHandler({
  load: (slug, lang) => getProductReference(slug, lang),
})
