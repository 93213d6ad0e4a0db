import { productBySlugQuery, productSlugsQuery } from '@/cms/queries/products'
import type { ProductBySlugQueryResult, ProductSlugsQueryResult } from '@/cms/sanity.types'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { fetchContent } from './fetchContent'
import type { LoadOptions } from './loadOptions'
import { toProductCard, type ProductCard } from './productList'

type Queried = NonNullable<ProductBySlugQueryResult>

export type ProductPage = Omit<
  Queried,
  'heroImage' | 'gallery' | 'brand' | 'category' | 'countries' | 'resellers' | 'related' | 'seo'
> & {
  heroImage: SiteImage | null
  gallery: { _key: string; image: SiteImage | null }[]
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
  seo: { title: string | null; description: string | null; image: SiteImage | null } | null
}

/** A product page, or null when no product has the slug. */
export async function getProductPage(
  slug: string,
  lang: Lang,
  options: LoadOptions = {},
): Promise<ProductPage | null> {
  const product = await fetchContent<ProductBySlugQueryResult>(
    productBySlugQuery,
    { slug, lang },
    options,
  )
  if (product === null) return null
  return {
    ...product,
    heroImage: toSiteImage(product.heroImage, 'productHero'),
    gallery: (product.gallery ?? []).map((entry) => ({
      _key: entry._key,
      image: toSiteImage(entry.image, 'productDetail'),
    })),
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
    seo: product.seo && { ...product.seo, image: toSiteImage(product.seo.image, 'socialShare') },
  }
}

/** Every product's slug, the most important first (for getStaticPaths). */
export function getProductSlugs(options: LoadOptions = {}): Promise<ProductSlugsQueryResult> {
  return fetchContent<ProductSlugsQueryResult>(productSlugsQuery, {}, options)
}
