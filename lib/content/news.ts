import { newsBySlugQuery, newsListQuery, newsSlugsQuery } from '@/cms/queries/news'
import type {
  NewsBySlugQueryResult,
  NewsListQueryResult,
  NewsSlugsQueryResult,
} from '@/cms/sanity.types'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { fetchContent } from './fetchContent'
import type { LoadOptions } from './loadOptions'

export const NEWS_PER_PAGE = 9

type QueriedNewsCard = NewsListQueryResult['items'][number]
export type NewsCard = Omit<QueriedNewsCard, 'thumbnail'> & { thumbnail: SiteImage | null }

export interface NewsListPage {
  total: number
  page: number
  pageCount: number
  items: NewsCard[]
}

type QueriedNewsItem = NonNullable<NewsBySlugQueryResult>
export type NewsItem = Omit<QueriedNewsItem, 'thumbnail' | 'gallery' | 'related' | 'seo'> & {
  thumbnail: SiteImage | null
  gallery: { _key: string; image: SiteImage | null }[]
  related: NewsCard[]
  seo: { title: string | null; description: string | null; image: SiteImage | null } | null
}

const toNewsCard = (card: QueriedNewsCard): NewsCard => ({
  ...card,
  thumbnail: toSiteImage(card.thumbnail, 'newsThumbnail'),
})

/** One page of the news list, newest first, optionally of one category. */
export async function getNewsListPage(
  lang: Lang,
  { category, page = 1 }: { category?: string; page?: number } = {},
  options: LoadOptions = {},
): Promise<NewsListPage> {
  const current = Math.max(1, page)
  const offset = (current - 1) * NEWS_PER_PAGE
  const result = await fetchContent<NewsListQueryResult>(
    newsListQuery,
    { lang, category: category ?? null, offset, end: offset + NEWS_PER_PAGE },
    options,
  )
  return {
    total: result.total,
    page: current,
    pageCount: Math.max(1, Math.ceil(result.total / NEWS_PER_PAGE)),
    items: result.items.map(toNewsCard),
  }
}

/** A news article, or null when no article has the slug. */
export async function getNewsItemPage(
  slug: string,
  lang: Lang,
  options: LoadOptions = {},
): Promise<NewsItem | null> {
  const item = await fetchContent<NewsBySlugQueryResult>(newsBySlugQuery, { slug, lang }, options)
  if (item === null) return null
  return {
    ...item,
    thumbnail: toSiteImage(item.thumbnail, 'newsThumbnail'),
    gallery: (item.gallery ?? []).map((entry) => ({
      _key: entry._key,
      image: toSiteImage(entry.image, 'gallery'),
    })),
    related: (item.related ?? []).map(toNewsCard),
    seo: item.seo && { ...item.seo, image: toSiteImage(item.seo.image, 'socialShare') },
  }
}

/** Every article's slug, newest first (for getStaticPaths). */
export function getNewsSlugs(options: LoadOptions = {}): Promise<NewsSlugsQueryResult> {
  return fetchContent<NewsSlugsQueryResult>(newsSlugsQuery, {}, options)
}
