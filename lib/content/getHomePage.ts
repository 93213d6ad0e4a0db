import { featuredProductsQuery } from '@/cms/queries/home'
import type { FeaturedProductsQueryResult } from '@/cms/sanity.types'
import type { Lang } from '@/lib/i18n/lang'
import { fetchContent } from './fetchContent'
import { getSiteLayout, type SiteLayout } from './getSiteLayout'
import type { LoadOptions } from './loadOptions'
import { toProductCard, type ProductCard } from './productList'

export interface HomePage {
  layout: SiteLayout
  featuredProducts: ProductCard[]
}

/** The home page: the shell's content (its sections are the entry points) and featured products. */
export async function getHomePage(lang: Lang, options: LoadOptions = {}): Promise<HomePage> {
  const [layout, featured] = await Promise.all([
    getSiteLayout(lang, options),
    fetchContent<FeaturedProductsQueryResult>(featuredProductsQuery, { lang }, options),
  ])
  return { layout, featuredProducts: featured.map(toProductCard) }
}
