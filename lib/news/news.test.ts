/**
 * @jest-environment node
 */
import { NEWS_CATEGORIES, newsListView } from './listing'
import { getNewsItemPage, getNewsListPage, getNewsSelectionPage, getNewsSlugs } from './news'

// The news loaders over the bundled dataset, in both languages.
const THAI = /[\u0E00-\u0E7F]/

describe('news loaders on the bundled dataset', () => {
  it('lists every article as a light card, newest first, in the page language', async () => {
    const [en, th, slugs] = await Promise.all([
      getNewsListPage('en'),
      getNewsListPage('th'),
      getNewsSlugs(),
    ])
    expect(en.items).toHaveLength(slugs.length)
    expect(en.items.length).toBeGreaterThanOrEqual(19)
    expect(en.items.map((card) => card.slug)).toEqual(slugs)
    const dates = en.items.map((card) => card.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())

    const card = en.items[0]!
    expect(Object.keys(card).sort()).toEqual(
      [
        'category',
        'excerpt',
        'publishedAt',
        'publishedAtLabel',
        'slug',
        'thumbnail',
        'title',
      ].sort(),
    )
    expect(card.thumbnail).toMatchObject({ width: 460, height: 300, alt: expect.any(String) })
    expect(card.thumbnail!.alt).not.toBe('')
    expect(card.title).not.toMatch(THAI)
    expect(th.items[0]!.title).toMatch(THAI)
    expect(NEWS_CATEGORIES).toEqual(expect.arrayContaining(en.items.map((c) => c.category)))
  })

  it('dates every card for its readers: Gregorian in English, Buddhist era in Thai', async () => {
    const [en, th] = await Promise.all([getNewsListPage('en'), getNewsListPage('th')])
    const award = (items: typeof en.items) =>
      items.find((card) => card.slug === 'thailand-climate-action-award-2026')
    // The ISO timestamp stays for <time dateTime>; the label is what the card shows.
    expect(award(en.items)).toMatchObject({
      publishedAt: '2026-11-18T03:00:00Z',
      publishedAtLabel: 'November 18, 2026',
    })
    expect(award(th.items)).toMatchObject({
      publishedAt: '2026-11-18T03:00:00Z',
      publishedAtLabel: '18 พฤศจิกายน 2569',
    })
    expect(
      th.items.every((card) =>
        card.publishedAtLabel.includes(String(Number(card.publishedAt.slice(0, 4)) + 543)),
      ),
    ).toBe(true)
  })

  it('every category has news, and the list pages them nine at a time', async () => {
    const { items } = await getNewsListPage('en')
    for (const category of NEWS_CATEGORIES) {
      expect(newsListView(items, { category }).total).toBeGreaterThan(0)
    }
    const second = newsListView(items, { page: '2' })
    expect(second.items).toEqual(items.slice(9, items.length % 9 === 1 ? 19 : 18))
  })

  it('loads a full article: body, source, gallery at 1200×800, related news', async () => {
    const article = await getNewsItemPage('new-ready-meal-line-opens-in-saraburi', 'th')
    expect(article).not.toBeNull()
    expect(article!.title).toMatch(THAI)
    expect(article!.source).toMatch(THAI)
    expect(article!.body?.length).toBeGreaterThan(0)
    expect(article!.thumbnail).toMatchObject({ width: 460, height: 300 })
    expect(article!.gallery).toHaveLength(3)
    expect(
      article!.gallery.every(({ image }) => image.width === 1200 && image.height === 800),
    ).toBe(true)
    expect(article!.gallery[0]!.image.alt).toMatch(THAI)
    expect(article!.seo).toEqual({ title: null, description: null, image: null, noIndex: false })
  })

  it("dates the article and its related news in the page's language", async () => {
    const slug = 'new-ready-meal-line-opens-in-saraburi'
    const [th, en] = await Promise.all([getNewsItemPage(slug, 'th'), getNewsItemPage(slug, 'en')])
    expect(th).toMatchObject({
      publishedAt: '2026-07-09T03:00:00Z',
      publishedAtLabel: '9 กรกฎาคม 2569',
    })
    expect(en).toMatchObject({
      publishedAt: '2026-07-09T03:00:00Z',
      publishedAtLabel: 'July 9, 2026',
    })
    expect(th!.related.length).toBeGreaterThan(0)
    for (const card of th!.related) expect(card.publishedAtLabel).toMatch(/ 25\d\d$/)
    for (const card of en!.related)
      expect(card.publishedAtLabel).toMatch(/^[A-Z][a-z]+ \d{1,2}, 20\d\d$/)
  })

  it('related news: three others, the same category first', async () => {
    // Activity has three articles: two related ones, topped up with the newest other.
    const article = await getNewsItemPage('songkran-with-khlong-toei-elders', 'en')
    const related = article!.related
    expect(related).toHaveLength(3)
    expect(related.map((card) => card.slug)).not.toContain('songkran-with-khlong-toei-elders')
    expect(related.slice(0, 2).every((card) => card.category === 'activity')).toBe(true)
    expect(related[2]!.category).not.toBe('activity')
    expect(related[0]!.thumbnail).toMatchObject({ width: 460, height: 300 })
  })

  it("uses the editor's SEO fields when set", async () => {
    const article = await getNewsItemPage('2025-results-and-dividend-proposal', 'en')
    expect(article!.seo).toMatchObject({
      title: '2025 results | Siam Harvest Foods',
      description: expect.stringContaining('THB 151,860 million'),
      noIndex: false,
    })
  })

  it('is null for an unknown slug', async () => {
    await expect(getNewsItemPage('no-such-article', 'en')).resolves.toBeNull()
  })

  it('serves a category and page that exist; a page past the last is the 404 (null)', async () => {
    const { items } = await getNewsListPage('en')
    const { pageCount: pages } = newsListView(items, {})
    expect(pages).toBeGreaterThan(1)
    expect(await getNewsSelectionPage(`page=${pages}`, 'en')).toMatchObject({
      initialQuery: { page: String(pages) },
    })
    expect(await getNewsSelectionPage('category=activity', 'en')).not.toBeNull()
    expect(await getNewsSelectionPage(`page=${pages + 1}`, 'en')).toBeNull()
    expect(await getNewsSelectionPage('category=activity;page=2', 'en')).toBeNull()
    expect(await getNewsSelectionPage('page=99', 'th')).toBeNull()
    expect(await getNewsSelectionPage('no-selection', 'th')).toBeNull()
  })
})
