import { productReferenceBySlugQuery } from '@/cms/queries/products'
import type { ProductReference } from './productReference'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { fetchContent } from '@/lib/content/fetchContent'
import type { LoadOptions } from '@/lib/content/loadOptions'

/** The product an enquiry is about, with the small picture the contact form shows beside it. */
export type ProductReferenceCard = ProductReference & { image: SiteImage | null }

/** The product of `slug` named in `lang`, or null when no product has the slug. */
export async function getProductReference(
  slug: string,
  lang: Lang,
  options: LoadOptions = {},
): Promise<ProductReferenceCard | null> {
  const product = await fetchContent(productReferenceBySlugQuery, { slug, lang }, options)
  if (product === null) return null
  return {
    id: product._id,
    slug: product.slug,
    // Every product has a Thai name (the schema requires it); the slug stands in all the same.
    name: product.name ?? product.slug,
    image: toSiteImage(product.image, 'productThumbnail'),
  }
}
