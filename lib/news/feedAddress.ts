import { path } from '@/lib/routes'
import type { NewsCategory } from './news'

// Apart from the feed's writer (./feed.ts), which the browser should not download: the pages
// link the feeds from their head.

export const NEWS_FEED_TYPE = 'application/rss+xml'

/**
 * A feed's language-free address. One route and the list's own parameter (`?category=investor`,
 * as `/corporate/news?category=investor` filters the list) rather than a path per category: the
 * list's selections already own `/corporate/news/[selection]`, and Next allows one dynamic name
 * at a level, so `/corporate/news/[category]/feed.xml` could not exist beside it.
 */
export function newsFeedPath(category: NewsCategory | null = null): string {
  return path('newsFeed', category ? { category } : undefined)
}
