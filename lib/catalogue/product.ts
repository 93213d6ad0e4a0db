import { productBySlugQuery, productSlugsQuery } from '@/cms/queries/products'
import type { ProductBySlugQueryResult, ProductSlugsQueryResult } from '@/cms/sanity.types'
import { dropNullLangMarkers, type OptionalLangMarkers } from '@/lib/i18n/fallbackLang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { documentLoader } from '@/lib/content/documentLoader'
import { fetchContent } from '@/lib/content/fetchContent'
import type { LoadOptions } from '@/lib/content/loadOptions'
import { toProductCard, type ProductCard } from './productList'

type Queried = NonNullable<ProductBySlugQueryResult>

/** A gallery picture at 400×400 with its 40×40 thumbnail. */
export interface ProductGalleryImage {
  _key: string
  image: SiteImage
  thumbnail: SiteImage
}

export type ProductPage = Omit<
  OptionalLangMarkers<Queried>,
  'heroImage' | 'gallery' | 'brand' | 'category' | 'countries' | 'resellers' | 'related' | 'seo'
> & {
  /** The main picture at 744×744. */
  heroImage: SiteImage | null
  /** The main picture's 40×40 thumbnail, first in the gallery's row. */
  heroThumbnail: SiteImage | null
  gallery: ProductGalleryImage[]
  brand: { name: string | null; slug: string | null; logo: SiteImage | null } | null
  category: {
    name: string | null
    slug: string | null
    icon: SiteImage | null
    line: NonNullable<Queried['category']>['line']
  } | null
  countries: { _id: string; code: string; name: string | null; image: SiteImage | null }[]
  resellers: { _id: string; name: string | null; website: string; logo: SiteImage | null }[]
  related: ProductCard[]
  seo: {
    title: string | null
    description: string | null
    image: SiteImage | null
    noIndex: boolean
  }
}

/** How many product pages a build renders ahead; the others are rendered on their first visit. */
export const PRERENDERED_PRODUCTS = 200

/** A product page, or null when no product has the slug. */
export const getProductPage = documentLoader(
  productBySlugQuery,
  'slug',
  (product): ProductPage => ({
    ...dropNullLangMarkers(product),
    heroImage: toSiteImage(product.heroImage, 'productHero'),
    heroThumbnail: toSiteImage(product.heroImage, 'productThumbnail'),
    gallery: (product.gallery ?? []).flatMap((entry) => {
      const image = toSiteImage(entry.image, 'productDetail')
      const thumbnail = toSiteImage(entry.image, 'productThumbnail')
      return image && thumbnail ? [{ _key: entry._key, image, thumbnail }] : []
    }),
    brand: product.brand && {
      ...product.brand,
      logo: toSiteImage(product.brand.logo, 'brandLogo'),
    },
    category: product.category && {
      ...product.category,
      icon: toSiteImage(product.category.icon, 'categoryIcon'),
    },
    countries: (product.countries ?? []).map((country) => ({
      ...country,
      image: toSiteImage(country.image, 'productCountry'),
    })),
    resellers: (product.resellers ?? []).map((reseller) => ({
      ...reseller,
      logo: toSiteImage(reseller.logo, 'resellerLogo'),
    })),
    related: (product.related ?? []).map(toProductCard),
    seo: {
      title: product.seo?.title ?? null,
      description: product.seo?.description ?? null,
      image: toSiteImage(product.seo?.image, 'socialShare'),
      noIndex: product.seo?.noIndex ?? false,
    },
  }),
  // A preview's heading and intro open their fields in the Studio (lib/content/editMarkers).
  { type: 'product', fields: ['name', 'summary'] },
)

/**
 * The slugs of the `limit` most important products, featured first and then the newest: the
 * pages a build renders ahead (getStaticPaths).
 */
export function getProductSlugs(
  options: LoadOptions = {},
  limit = PRERENDERED_PRODUCTS,
): Promise<ProductSlugsQueryResult> {
  return fetchContent(productSlugsQuery, { limit }, options)
}
