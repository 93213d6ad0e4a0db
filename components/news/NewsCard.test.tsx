import { screen } from '@testing-library/react'
import type { NewsCard as NewsCardData, NewsItem } from '@/lib/news/news'
import { renderWithProviders } from '@/lib/testing/render'
import { NewsArticle } from './NewsArticle'
import { NewsCard } from './NewsCard'

// The loaders give the dates formatted for the page's readers. Rendering formats nothing: a
// component that called lib/i18n/format would build Intl formatters while the page hydrates
// (the cost the labels avoid), and fails here.
jest.mock('@/lib/i18n/format', () => ({}))

const card: NewsCardData = {
  slug: 'thailand-climate-action-award-2026',
  title: 'รางวัลองค์กรต้นแบบด้านการลดก๊าซเรือนกระจก',
  excerpt: null,
  publishedAt: '2026-11-18T03:00:00Z',
  publishedAtLabel: '18 พฤศจิกายน 2569',
  category: 'sustainability',
  thumbnail: null,
}

const article: NewsItem = {
  ...card,
  _id: 'news-award',
  _updatedAt: '2026-11-18T05:00:00Z',
  source: null,
  body: null,
  gallery: [],
  related: [],
  seo: { title: null, description: null, image: null, noIndex: false },
}

describe('news dates', () => {
  it('a card shows the label and keeps the timestamp for machines', () => {
    renderWithProviders(<NewsCard news={card} />, 'th')
    const date = screen.getByText('18 พฤศจิกายน 2569')
    expect(date.tagName).toBe('TIME')
    expect(date).toHaveAttribute('dateTime', '2026-11-18T03:00:00Z')
  })

  it('so does the article', () => {
    renderWithProviders(
      <NewsArticle
        article={{ ...article, publishedAtLabel: 'November 18, 2026', source: 'SET news' }}
      />,
    )
    const date = screen.getByText('November 18, 2026')
    expect(date.tagName).toBe('TIME')
    expect(date).toHaveAttribute('dateTime', '2026-11-18T03:00:00Z')
    expect(screen.getByText('Source: SET news')).toBeInTheDocument()
  })
})
