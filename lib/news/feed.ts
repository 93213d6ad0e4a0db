import { Feed } from 'feed'
import enCategories from '@/public/locales/en/newsCategories.json'
import enNews from '@/public/locales/en/news.json'
import thCategories from '@/public/locales/th/newsCategories.json'
import thNews from '@/public/locales/th/news.json'
import type { Lang } from '@/lib/i18n/lang'
import { pagePath, path } from '@/lib/routes'
import { absoluteUrl } from '@/lib/seo/urls'
import { newsFeedPath } from './feedAddress'
import type { NewsCard, NewsCategory } from './news'

// The news feeds (RSS 2.0), one per language, of all news or of one category. The server writes
// them from the cards the list page shows (getNewsListPage): the same publication filter, the
// same "title in this language" rule, the same order.

/** How many of the newest articles a feed carries. */
export const NEWS_FEED_SIZE = 20

const TEXTS: Record<Lang, { feed: typeof enNews.feed; categories: typeof enCategories }> = {
  th: { feed: thNews.feed, categories: thCategories },
  en: { feed: enNews.feed, categories: enCategories },
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) => values[name] ?? match)

/** The feed's title, as its channel and the pages' `<link rel="alternate">` give it. */
export function newsFeedTitle(lang: Lang, siteName: string, category: NewsCategory | null) {
  const { feed, categories } = TEXTS[lang]
  return category
    ? fill(feed.categoryTitle, { siteName, category: categories[category] })
    : fill(feed.title, { siteName })
}

export interface NewsFeedInput {
  siteUrl: string
  lang: Lang
  siteName: string
  category: NewsCategory | null
  /** The list's cards in this language, newest first. */
  cards: readonly NewsCard[]
}

/** The RSS 2.0 document of a feed, written by `feed` (escaping, CDATA and RFC 822 dates). */
export function newsFeedXml({ siteUrl, lang, siteName, category, cards }: NewsFeedInput): string {
  const { feed: texts, categories } = TEXTS[lang]
  const items = cards
    .filter((card) => category === null || card.category === category)
    .slice(0, NEWS_FEED_SIZE)
  const listPath = path('news', category ? { category } : undefined)
  const values = { siteName, category: category ? categories[category] : '' }
  const feed = new Feed({
    id: absoluteUrl(siteUrl, lang, listPath),
    title: newsFeedTitle(lang, siteName, category),
    description: fill(category ? texts.categoryDescription : texts.description, values),
    link: absoluteUrl(siteUrl, lang, listPath),
    language: lang,
    feedLinks: { rss: absoluteUrl(siteUrl, lang, newsFeedPath(category)) },
    // The newest article's date rather than the clock: the same content gives the same bytes.
    updated: new Date(items[0]?.publishedAt ?? 0),
    copyright: siteName,
    generator: false,
  })
  for (const card of items) {
    const link = absoluteUrl(siteUrl, lang, pagePath('news', card.slug))
    feed.addItem({
      title: card.title,
      link,
      date: new Date(card.publishedAt),
      description: card.excerpt ?? undefined,
      category: [{ name: categories[card.category] }],
    })
  }
  return feed.rss2()
}
