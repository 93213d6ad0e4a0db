import { screen, within } from '@testing-library/react'
import { useRouter } from 'next/router'
import type { NewsCard, NewsCategory } from '@/lib/news/news'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { NewsList } from './NewsList'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

const CATEGORIES: NewsCategory[] = ['press-release', 'activity', 'sustainability', 'investor']
/** 20 cards (three pages), newest first, dated in January 2026 as the loader labels them. */
function newsItems(dateLabel: (day: number) => string): NewsCard[] {
  return Array.from({ length: 20 }, (_, index) => ({
    slug: `news-${index + 1}`,
    title: `News ${index + 1}`,
    excerpt: `Excerpt ${index + 1}`,
    publishedAt: `2026-01-${String(28 - index).padStart(2, '0')}T03:00:00Z`,
    publishedAtLabel: dateLabel(28 - index),
    category: CATEGORIES[index % 4]!,
    thumbnail: null,
  }))
}
const items = newsItems((day) => `January ${day}, 2026`)

function at(query: Record<string, string>, isReady = true, locale = 'en') {
  const router = mockRouter(locale, '/corporate/news')
  jest.mocked(useRouter).mockReturnValue({ ...router, query, isReady })
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)

describe('NewsList', () => {
  it("loads the first row's thumbnails at once and the rest lazily", () => {
    at({})
    const withThumbnails = items.map((item, index) => ({
      ...item,
      thumbnail: {
        src: `/images/news-${index + 1}.webp`,
        width: 460,
        height: 300,
        alt: '',
        blurDataURL: null,
      },
    }))
    const { container } = renderWithProviders(<NewsList items={withThumbnails} />)
    const images = Array.from(container.querySelectorAll('img'))
    expect(images).toHaveLength(9)
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array(3).fill('eager'),
      ...Array(6).fill('lazy'),
    ])
    expect(images.filter((image) => image.getAttribute('fetchpriority') === 'high')).toHaveLength(3)
  })

  it('before the router knows the query (static HTML, hydration) shows the first page of all', () => {
    at({ category: 'investor', page: '2' }, false)
    renderWithProviders(<NewsList items={items} />)
    expect(titles()).toEqual(items.slice(0, 9).map((item) => item.title))
    expect(screen.getByTestId('news-list-notices')).toBeEmptyDOMElement()
  })

  it('follows the query once ready: category and page, with links that keep both', () => {
    at({ category: 'press-release', page: '1' })
    renderWithProviders(<NewsList items={items} />)
    expect(titles()).toEqual(['News 1', 'News 5', 'News 9', 'News 13', 'News 17'])
    expect(screen.getByTestId('news-list-summary')).toHaveTextContent(
      'Showing 1–5 of 5 news items in Press release',
    )
    const filter = screen.getByRole('navigation', { name: 'Filter news by category' })
    expect(within(filter).getByRole('link', { name: 'Press release' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(within(filter).getByRole('link', { name: 'All news' })).not.toHaveAttribute(
      'aria-current',
    )
    expect(screen.queryByRole('navigation', { name: 'News pages' })).not.toBeInTheDocument()
  })

  it('paginates with proper links: current page, previous and next', () => {
    at({ page: '2' })
    renderWithProviders(<NewsList items={items} />)
    const pages = screen.getByRole('navigation', { name: 'News pages' })
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/corporate/news',
    )
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/corporate/news?page=3',
    )
  })

  it('says when the address asks for something that does not exist', () => {
    at({ category: 'gossip', page: 'abc' })
    renderWithProviders(<NewsList items={items} />)
    const notices = screen.getByTestId('news-list-notices')
    expect(notices).toHaveTextContent('There is no news category by that name')
    expect(notices).toHaveTextContent('The page number in the address is not valid')
    expect(titles()).toHaveLength(9)
  })

  it('in Thai, with Buddhist-era dates', () => {
    at({}, true, 'th')
    renderWithProviders(<NewsList items={newsItems((day) => `${day} มกราคม 2569`)} />, 'th')
    expect(screen.getByTestId('news-list-summary')).toHaveTextContent(
      'แสดงข่าวที่ 1–9 จากทั้งหมด 20 ข่าว',
    )
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('28 มกราคม 2569')
  })
  it('shows one year (Buddhist era on Thai pages), keeps it in its links, and offers every year', () => {
    // One card of 2025 in Bangkok (31 December 18:00 UTC is 1 January 2026 there, so not this one).
    const withOld = [
      ...items,
      { ...items[0]!, slug: 'old', title: 'Old news', publishedAt: '2025-06-01T03:00:00Z' },
    ]
    at({ year: '2025' }, true, 'th')
    renderWithProviders(<NewsList items={withOld} />, 'th')
    expect(titles()).toEqual(['Old news'])
    expect(screen.getByTestId('news-list-summary')).toHaveTextContent(
      'แสดงข่าวที่ 1–1 จากทั้งหมด 1 ข่าวในปี 2568',
    )
    const filter = screen.getByRole('navigation', { name: 'กรองข่าวตามหมวดหมู่' })
    expect(within(filter).getByRole('link', { name: 'ข่าวทั้งหมด' })).toHaveAttribute(
      'href',
      '/corporate/news?year=2025',
    )
    expect(screen.getByRole('link', { name: 'ข่าวทุกปี' })).toHaveAttribute('href', '/corporate/news')
  })
})
