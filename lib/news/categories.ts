import type { NewsCategory } from './news'

// Its own module, apart from the list's filtering and paging (./listing): the addresses of every
// list know the categories (lib/routing/listAddress), and the product list's page should not
// download the news list's code with them.

// A record, so adding a category to the schema (and so to the generated types) fails the
// type-check until it has a place here and labels in `news.json`.
const CATEGORY_ORDER: Record<NewsCategory, number> = {
  'press-release': 0,
  activity: 1,
  sustainability: 2,
  investor: 3,
}

/** The schema's categories (cms/schemas/documents/news.ts), in the filter's order. */
export const NEWS_CATEGORIES = (Object.keys(CATEGORY_ORDER) as NewsCategory[]).sort(
  (a, b) => CATEGORY_ORDER[a] - CATEGORY_ORDER[b],
)

export function isNewsCategory(value: unknown): value is NewsCategory {
  return NEWS_CATEGORIES.some((category) => category === value)
}
