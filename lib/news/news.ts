import { newsBySlugQuery, newsCardsQuery, newsSlugsQuery } from '@/cms/queries/news'
import type {
  NewsBySlugQueryResult,
  NewsCardsQueryResult,
  NewsSlugsQueryResult,
} from '@/cms/sanity.types'
import { formatDate } from '@/lib/i18n/format'
import { dropNullLangMarkers, type OptionalLangMarkers } from '@/lib/i18n/fallbackLang'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { queryOfSegment, routerQuery } from '@/lib/routing/listAddress'
import { newsListView } from './listing'
import { documentLoader } from '@/lib/content/documentLoader'
import { fetchContent } from '@/lib/content/fetchContent'
import type { LoadOptions } from '@/lib/content/loadOptions'

/**
 * The publication date as the page's readers read it (`November 18, 2026`, `18 พฤศจิกายน 2569`),
 * formatted where the page is built: the browser then builds no Intl formatter to hydrate it.
 * `publishedAt` stays for `<time dateTime>`, sorting and structured data.
 */
interface PublishedAtLabel {
  publishedAtLabel: string
}

type QueriedNewsCard = NewsCardsQueryResult[number]
export type NewsCard = Omit<OptionalLangMarkers<QueriedNewsCard>, 'title' | 'thumbnail'> &
  PublishedAtLabel & {
    title: string
    thumbnail: SiteImage | null
  }
export type NewsCategory = NewsCard['category']

/** The list page's content: every article as a card, newest first. */
export interface NewsListPage {
  items: NewsCard[]
  /** The category and page the static page shows (`{}` for the list's own page). */
  initialQuery: Record<string, string | string[]>
}

type QueriedNewsItem = NonNullable<NewsBySlugQueryResult>
export type NewsItem = Omit<
  OptionalLangMarkers<QueriedNewsItem>,
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
  ...dropNullLangMarkers(card),
  title: card.title ?? '',
  publishedAtLabel: formatDate(card.publishedAt, lang),
  thumbnail: toSiteImage(card.thumbnail, 'newsThumbnail'),
})

/**
 * Every article as a card. There are a few dozen at most, so each static list page carries them
 * all: the server renders its own category and page, and the browser filters and pages the same
 * cards when a visitor chooses another (see `pages/corporate/news.tsx`).
 */
export async function getNewsListPage(
  lang: Lang,
  options: LoadOptions = {},
): Promise<NewsListPage> {
  const cards = await fetchContent(newsCardsQuery, { lang }, options)
  return { items: cards.map((card) => toNewsCard(card, lang)), initialQuery: {} }
}

/**
 * The static page of one category and page of the list (`category=activity;page=2`, see
 * lib/routing/listAddress.ts), or null — the 404 page — for a segment that is not a selection's
 * own and for a page past the category's last.
 */
export async function getNewsSelectionPage(
  segment: string,
  lang: Lang,
  options: LoadOptions = {},
): Promise<NewsListPage | null> {
  const query = queryOfSegment('news', segment)
  if (query === null) return null
  const list = await getNewsListPage(lang, options)
  const initialQuery = routerQuery(query)
  if (newsListView(list.items, initialQuery).problems.length > 0) return null
  return { ...list, initialQuery }
}

/** A news article, or null when no article has the slug. */
export const getNewsItemPage = documentLoader(
  newsBySlugQuery,
  'slug',
  (item, lang: Lang): NewsItem => ({
    ...dropNullLangMarkers(item),
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
  }),
  // A preview's heading and intro open their fields in the Studio (lib/content/editMarkers).
  { type: 'news', fields: ['title', 'excerpt'] },
)

/** Every article's slug, newest first (for getStaticPaths). */
export function getNewsSlugs(options: LoadOptions = {}): Promise<NewsSlugsQueryResult> {
  return fetchContent(newsSlugsQuery, {}, options)
}
