import { productReferenceBySlugQuery } from '@/cms/queries/products'
import type { ProductReference } from '@/shared/enquiry'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { documentLoader } from '@/lib/content/documentLoader'

/** The product an enquiry is about, with the small picture the contact form shows beside it. */
export type ProductReferenceCard = ProductReference & { image: SiteImage | null }

/** The product of `slug` named in `lang`, or null when no product has the slug. */
export const getProductReference = documentLoader(
  productReferenceBySlugQuery,
  'slug',
  (product): ProductReferenceCard => ({
    id: product._id,
    slug: product.slug,
    // Every product has a Thai name (the schema requires it); the slug stands in all the same.
    name: product.name ?? product.slug,
    image: toSiteImage(product.image, 'productThumbnail'),
  }),
)
