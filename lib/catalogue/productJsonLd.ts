import type { ProductPage } from './product'
import type { Lang } from '@/lib/i18n/lang'
import type { JsonLd } from '@/lib/seo/jsonLd'
import { absoluteUrl, absolutize } from '@/lib/seo/urls'
import { productGalleryImages } from './productGallery'
import { pagePath } from '@/lib/routes'

/** The language-free address of a product page. */
export function productPath(slug: string): string {
  return pagePath('product', slug)
}

type ProductFacts = Pick<
  ProductPage,
  | 'slug'
  | 'name'
  | 'summary'
  | 'heroImage'
  | 'heroThumbnail'
  | 'gallery'
  | 'brand'
  | 'category'
  | 'seo'
> & {
  /** Stock-keeping unit and manufacturer part number, when the content has them. */
  sku?: string | null
  mpn?: string | null
}

/**
 * The product as schema.org `Product`: name, description, pictures, brand and category, made by
 * the site's Organization. Deliberately no `offers`: the site sells nothing, and a `Product`
 * without price data is still valid structured data (it is not eligible for shopping results,
 * which is right for a catalogue).
 */
export function productJsonLd(
  product: ProductFacts,
  siteUrl: string,
  lang: Lang,
  manufacturer: string,
): JsonLd {
  const url = absoluteUrl(siteUrl, lang, productPath(product.slug))
  const description = product.seo.description ?? product.summary
  const images = productGalleryImages(product).map((entry) => absolutize(siteUrl, entry.image.src))
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    url,
    name: product.name ?? product.slug,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.brand?.name ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.category?.name ? { category: product.category.name } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.mpn ? { mpn: product.mpn } : {}),
    manufacturer: {
      '@type': 'Organization',
      '@id': `${siteUrl}/#organization`,
      name: manufacturer,
    },
  }
}
