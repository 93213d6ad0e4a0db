import type { NewsCard, NewsCategory } from './news'
import { NEWS_CATEGORIES, newsListHref, newsListView, paginationItems } from './listing'

const CYCLE: NewsCategory[] = ['press-release', 'activity', 'sustainability', 'investor']

/** `count` cards, newest first, the categories taking turns. */
function cards(count: number): NewsCard[] {
  return Array.from({ length: count }, (_, index) => ({
    slug: `news-${index + 1}`,
    title: `News ${index + 1}`,
    excerpt: null,
    publishedAt: `2026-01-${String(28 - index).padStart(2, '0')}T00:00:00Z`,
    publishedAtLabel: `January ${28 - index}, 2026`,
    category: CYCLE[index % CYCLE.length]!,
    thumbnail: null,
  }))
}

const slugs = (view: { items: NewsCard[] }) => view.items.map((card) => card.slug)

describe('newsListView', () => {
  const all = cards(19)

  it('shows the first nine of every category without a query', () => {
    const view = newsListView(all, {})
    expect(view).toMatchObject({ category: null, page: 1, total: 19, pageCount: 2, problems: [] })
    expect(slugs(view)).toEqual(all.slice(0, 9).map((card) => card.slug))
    expect([view.from, view.to]).toEqual([1, 9])
  })

  it('pages: the second page, and a short last page', () => {
    const twenty = cards(20)
    expect(slugs(newsListView(twenty, { page: '2' }))).toEqual(
      twenty.slice(9, 18).map((card) => card.slug),
    )
    const last = newsListView(twenty, { page: '3' })
    expect(slugs(last)).toEqual(['news-19', 'news-20'])
    expect([last.from, last.to]).toEqual([19, 20])
  })

  it('never leaves one card alone on a last page: the page before it takes it', () => {
    const last = newsListView(all, { page: '2' })
    expect(slugs(last)).toEqual(all.slice(9, 19).map((card) => card.slug))
    expect([last.pageCount, last.from, last.to]).toEqual([2, 10, 19])
    expect(newsListView(all, { page: '3' })).toMatchObject({ page: 2, problems: ['pageTooLarge'] })
    expect(newsListView(cards(1), {})).toMatchObject({ pageCount: 1, to: 1 })
  })

  it('filters by category before paging', () => {
    const view = newsListView(all, { category: 'activity' })
    expect(view.items.every((card) => card.category === 'activity')).toBe(true)
    expect(view).toMatchObject({ category: 'activity', total: 5, pageCount: 1, problems: [] })
    expect(newsListView(all, { category: 'activity', page: '2' })).toMatchObject({
      page: 1,
      problems: ['pageTooLarge'],
    })
  })

  it('an unknown category shows every category and says so', () => {
    for (const category of ['gossip', 'toString', ['activity', 'investor']]) {
      const view = newsListView(all, { category })
      expect(view).toMatchObject({ category: null, total: 19, problems: ['unknownCategory'] })
    }
    expect(newsListView(all, { category: '' }).problems).toEqual([])
  })

  it.each(['0', '-1', 'abc', '1.5', '2e1', ' 2', '02', '9999999'])(
    'page %p is invalid: the first page is shown',
    (page) => {
      const view = newsListView(all, { page })
      expect(view).toMatchObject({ page: 1, problems: ['invalidPage'] })
      expect(view.items).toHaveLength(9)
    },
  )

  it('a page past the end shows the last page', () => {
    expect(newsListView(all, { page: '4' })).toMatchObject({
      page: 2,
      problems: ['pageTooLarge'],
    })
  })

  it('reports both problems at once', () => {
    expect(newsListView(all, { category: 'x', page: 'y' }).problems).toEqual([
      'unknownCategory',
      'invalidPage',
    ])
  })

  it('an empty category is one empty page', () => {
    const onlyActivity = all.filter((card) => card.category === 'activity')
    const view = newsListView(onlyActivity, { category: 'investor' })
    expect(view).toMatchObject({ items: [], total: 0, pageCount: 1, from: 0, to: 0, problems: [] })
  })
})

describe('newsListView by year', () => {
  // Two years, the second starting at Bangkok's midnight: 31 December 18:00 UTC is 1 January there.
  const card = (slug: string, publishedAt: string, category: NewsCategory): NewsCard => ({
    slug,
    title: slug,
    excerpt: null,
    publishedAt,
    publishedAtLabel: slug,
    category,
    thumbnail: null,
  })
  const all = [
    card('new-year', '2025-12-31T18:00:00Z', 'investor'),
    card('eve', '2025-12-31T16:59:00Z', 'press-release'),
    card('spring', '2025-04-01T03:00:00Z', 'activity'),
    card('old', '2024-06-01T03:00:00Z', 'press-release'),
  ]

  it('keeps the articles published in that year in Bangkok, with the category', () => {
    expect(slugs(newsListView(all, { year: '2026' }))).toEqual(['new-year'])
    expect(newsListView(all, { year: '2025' })).toMatchObject({
      year: 2025,
      total: 2,
      problems: [],
    })
    expect(slugs(newsListView(all, { year: '2025', category: 'press-release' }))).toEqual(['eve'])
    // A year with news but none in the category: an empty list, not a mistake.
    expect(newsListView(all, { year: '2026', category: 'activity' })).toMatchObject({
      total: 0,
      problems: [],
    })
  })

  it('shows every year for a year of the wrong form or with no news, and says which', () => {
    expect(newsListView(all, { year: '2023' })).toMatchObject({
      year: null,
      total: 4,
      problems: ['unknownYear'],
    })
    for (const year of ['25', '2568x', ['2025', '2024']]) {
      expect(newsListView(all, { year })).toMatchObject({ year: null, problems: ['invalidYear'] })
    }
    expect(newsListView(all, { year: '' }).problems).toEqual([])
  })

  it('round-trips a year through newsListHref', () => {
    const { query } = newsListHref({ category: 'press-release', year: 2024, page: 1 })
    expect(query).toEqual({ category: 'press-release', year: '2024' })
    expect(slugs(newsListView(all, query))).toEqual(['old'])
  })
})

describe('newsListHref', () => {
  it('gives every view one address: no query for the first page of everything', () => {
    expect(newsListHref({ category: null, page: 1 })).toEqual({
      pathname: '/corporate/news',
      query: {},
    })
    expect(newsListHref({ category: 'investor', page: 1 }).query).toEqual({ category: 'investor' })
    expect(newsListHref({ category: 'investor', page: 2 }).query).toEqual({
      category: 'investor',
      page: '2',
    })
  })

  it('round-trips through newsListView', () => {
    const all = cards(30)
    for (const category of [null, ...NEWS_CATEGORIES]) {
      const { query } = newsListHref({ category, page: 2 })
      expect(newsListView(all, query, 3)).toMatchObject({ category, page: 2, problems: [] })
    }
  })
})

describe('paginationItems', () => {
  const describeItems = (current: number, count: number) =>
    paginationItems(current, count)
      .map((item) => (item.type === 'gap' ? '…' : String(item.page)))
      .join(' ')

  it('lists every page when there are few', () => {
    expect(describeItems(1, 1)).toBe('1')
    expect(describeItems(2, 3)).toBe('1 2 3')
    expect(describeItems(1, 4)).toBe('1 2 3 4')
  })

  it('leaves out runs of pages far from the current one', () => {
    expect(describeItems(1, 12)).toBe('1 2 … 12')
    expect(describeItems(6, 12)).toBe('1 … 5 6 7 … 12')
    expect(describeItems(12, 12)).toBe('1 … 11 12')
  })

  it('never hides a single page behind a gap', () => {
    expect(describeItems(4, 12)).toBe('1 2 3 4 5 … 12')
    expect(describeItems(9, 12)).toBe('1 … 8 9 10 11 12')
  })
})
