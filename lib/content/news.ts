import { newsBySlugQuery, newsCardsQuery, newsSlugsQuery } from '@/cms/queries/news'
import type {
  NewsBySlugQueryResult,
  NewsCardsQueryResult,
  NewsSlugsQueryResult,
} from '@/cms/sanity.types'
import { formatDate } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { fetchContent } from './fetchContent'
import type { LoadOptions } from './loadOptions'

/**
 * The publication date as the page's readers read it (`November 18, 2026`, `18 พฤศจิกายน 2569`),
 * formatted where the page is built: the browser then builds no Intl formatter to hydrate it.
 * `publishedAt` stays for `<time dateTime>`, sorting and structured data.
 */
interface PublishedAtLabel {
  publishedAtLabel: string
}

type QueriedNewsCard = NewsCardsQueryResult[number]
export type NewsCard = Omit<QueriedNewsCard, 'title' | 'thumbnail'> &
  PublishedAtLabel & {
    title: string
    thumbnail: SiteImage | null
  }
export type NewsCategory = NewsCard['category']

/** The list page's content: every article as a card, newest first. */
export interface NewsListPage {
  items: NewsCard[]
}

type QueriedNewsItem = NonNullable<NewsBySlugQueryResult>
export type NewsItem = Omit<
  QueriedNewsItem,
  'title' | 'thumbnail' | 'gallery' | 'related' | 'seo'
> &
  PublishedAtLabel & {
    title: string
    thumbnail: SiteImage | null
    gallery: { _key: string; image: SiteImage }[]
    related: NewsCard[]
    seo: {
      title: string | null
      description: string | null
      image: SiteImage | null
      noIndex: boolean
    }
  }

// The schema requires a title in both languages; '' only keeps the types simple.
export const toNewsCard = (card: QueriedNewsCard, lang: Lang): NewsCard => ({
  ...card,
  title: card.title ?? '',
  publishedAtLabel: formatDate(card.publishedAt, lang),
  thumbnail: toSiteImage(card.thumbnail, 'newsThumbnail'),
})

/**
 * Every article as a card. There are a few dozen at most, so the static list page carries them
 * all and filters and pages them in the browser (see `pages/corporate/news.tsx`).
 */
export async function getNewsListPage(
  lang: Lang,
  options: LoadOptions = {},
): Promise<NewsListPage> {
  const cards = await fetchContent<NewsCardsQueryResult>(newsCardsQuery, { lang }, options)
  return { items: cards.map((card) => toNewsCard(card, lang)) }
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
    title: item.title ?? '',
    publishedAtLabel: formatDate(item.publishedAt, lang),
    thumbnail: toSiteImage(item.thumbnail, 'newsThumbnail'),
    // An entry whose image asset is missing has nothing to show.
    gallery: (item.gallery ?? []).flatMap((entry) => {
      const image = toSiteImage(entry.image, 'gallery')
      return image ? [{ _key: entry._key, image }] : []
    }),
    related: item.related.map((card) => toNewsCard(card, lang)),
    seo: {
      title: item.seo?.title ?? null,
      description: item.seo?.description ?? null,
      image: toSiteImage(item.seo?.image, 'socialShare'),
      noIndex: item.seo?.noIndex ?? false,
    },
  }
}

/** Every article's slug, newest first (for getStaticPaths). */
export function getNewsSlugs(options: LoadOptions = {}): Promise<NewsSlugsQueryResult> {
  return fetchContent<NewsSlugsQueryResult>(newsSlugsQuery, {}, options)
}
