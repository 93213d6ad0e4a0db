import type { NewsCard, NewsCategory } from './news'
import { STATIC_ROUTES } from '@/lib/routes'
import { NEWS_CATEGORIES, isNewsCategory } from './categories'
import { NEWS_YEAR_FORM, newsYearOf } from './newsYear'

export { NEWS_CATEGORIES, isNewsCategory }
export { paginationItems, type PaginationItem } from '@/lib/lists/pagination'

// The news list's filtering and paging, as pure functions of the cards and the URL query, so
// the browser (which filters the static page's cards) and the tests share one definition.

export const NEWS_PER_PAGE = 9
export const NEWS_LIST_PATH = STATIC_ROUTES.news

/** What the visitor asked for: `?category=<value>&year=<yyyy>&page=<n>`, each optional. */
export interface NewsListSelection {
  category: NewsCategory | null
  /** Gregorian, of the publication date in Bangkok (./newsYear). */
  year: number | null
  page: number
}

/** A parameter the list could not honour, and what it shows instead. */
export type NewsListProblem =
  'unknownCategory' | 'invalidYear' | 'unknownYear' | 'invalidPage' | 'pageTooLarge'

export interface NewsListView extends NewsListSelection {
  /** The cards of the page shown. */
  items: NewsCard[]
  /** Cards in the category (all cards without one). */
  total: number
  pageCount: number
  /** 1-based positions of the first and last card shown (0 and 0 when there is none). */
  from: number
  to: number
  problems: NewsListProblem[]
}

type QueryValue = string | string[] | undefined

const PAGE_NUMBER = /^[1-9]\d{0,5}$/

/**
 * The page of the list a URL query asks for. Nothing in it is trusted: an unknown category
 * shows every category, a year of the wrong form or with no article every year, a page that is not a positive whole number shows the first page, one
 * past the end shows the last; each says so in `problems`. A last page of one card (19 at nine
 * a page) is folded into the page before it (9, 10), so no page is a grid of one lonely card;
 * `foldsLoneLast: false` for a list that must stop at `perPage` (the press room's latest).
 */
export function newsListView(
  cards: readonly NewsCard[],
  query: Record<string, QueryValue>,
  perPage = NEWS_PER_PAGE,
  foldsLoneLast = true,
): NewsListView {
  const problems: NewsListProblem[] = []

  const rawCategory = query.category
  let category: NewsCategory | null = null
  if (isNewsCategory(rawCategory)) category = rawCategory
  else if (rawCategory !== undefined && rawCategory !== '') problems.push('unknownCategory')

  // A year no article was published in is unknown (its address is the 404 page); a year with
  // articles but none in the chosen category is an empty list, as a category with none is.
  const rawYear = query.year
  let year: number | null = null
  if (typeof rawYear === 'string' && NEWS_YEAR_FORM.test(rawYear)) {
    if (cards.some((card) => newsYearOf(card.publishedAt) === Number(rawYear))) {
      year = Number(rawYear)
    } else problems.push('unknownYear')
  } else if (rawYear !== undefined && rawYear !== '') {
    problems.push('invalidYear')
  }

  const inCategory = cards.filter(
    (card) =>
      (category === null || card.category === category) &&
      (year === null || newsYearOf(card.publishedAt) === year),
  )
  const total = inCategory.length
  const isFolded = foldsLoneLast && total > perPage && total % perPage === 1
  const pageCount = Math.max(1, isFolded ? (total - 1) / perPage : Math.ceil(total / perPage))

  const rawPage = query.page
  let page = 1
  if (typeof rawPage === 'string' && PAGE_NUMBER.test(rawPage)) {
    page = Number(rawPage)
    if (page > pageCount) {
      problems.push('pageTooLarge')
      page = pageCount
    }
  } else if (rawPage !== undefined && rawPage !== '') {
    problems.push('invalidPage')
  }

  const start = (page - 1) * perPage
  const items = inCategory.slice(start, page === pageCount && isFolded ? total : start + perPage)
  return {
    category,
    year,
    page,
    items,
    total,
    pageCount,
    from: items.length > 0 ? start + 1 : 0,
    to: start + items.length,
    problems,
  }
}

/**
 * The list's address for a selection, language-free (Next adds the prefix): the first page
 * and "all categories" are the bare path, so every view has exactly one address.
 */
export function newsListHref({
  category,
  year = null,
  page,
}: Omit<NewsListSelection, 'year'> & { year?: number | null }) {
  const query: Record<string, string> = {}
  if (category) query.category = category
  if (year !== null) query.year = String(year)
  if (page > 1) query.page = String(page)
  return { pathname: NEWS_LIST_PATH, query }
}
