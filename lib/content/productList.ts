import { productListQuery, type ProductFilterName } from '@/cms/queries/products'
import type { ProductListQueryAllFiltersResult } from '@/cms/sanity.types'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { fetchContent } from './fetchContent'
import type { LoadOptions } from './loadOptions'

export const PRODUCT_SORTS = ['name', 'newest', 'featured'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]
export const PRODUCTS_PER_PAGE = 12

export interface ProductFilters {
  line?: string
  category?: string
  brand?: string
  /** ISO 3166-1 code. */
  country?: string
  sort?: ProductSort
  /** 1-based. */
  page?: number
}

type QueriedCard = ProductListQueryAllFiltersResult['items'][number]

export type ProductCard = Omit<QueriedCard, 'image' | 'category'> & {
  image: SiteImage | null
  category: (Omit<NonNullable<QueriedCard['category']>, 'icon'> & { icon: SiteImage | null }) | null
}

export interface ProductListPage {
  total: number
  page: number
  pageCount: number
  items: ProductCard[]
}

export function toProductCard(card: QueriedCard): ProductCard {
  return {
    ...card,
    image: toSiteImage(card.image, 'productDetail'),
    category: card.category && {
      ...card.category,
      icon: toSiteImage(card.category.icon, 'categoryIcon'),
    },
  }
}

/** One page of the catalogue, filtered and sorted; the query is the same in both modes. */
export async function getProductListPage(
  lang: Lang,
  filters: ProductFilters = {},
  options: LoadOptions = {},
): Promise<ProductListPage> {
  const page = Math.max(1, filters.page ?? 1)
  const offset = (page - 1) * PRODUCTS_PER_PAGE
  const active = (['line', 'category', 'brand', 'country'] as const).filter(
    (name): name is ProductFilterName => filters[name] !== undefined,
  )
  const result = await fetchContent<ProductListQueryAllFiltersResult>(
    productListQuery(filters.sort ?? 'featured', active),
    {
      lang,
      ...Object.fromEntries(active.map((name) => [name, filters[name]])),
      offset,
      end: offset + PRODUCTS_PER_PAGE,
    },
    options,
  )
  return {
    total: result.total,
    page,
    pageCount: Math.max(1, Math.ceil(result.total / PRODUCTS_PER_PAGE)),
    items: result.items.map(toProductCard),
  }
}
