import { screen } from '@testing-library/react'
import { GalleryCaption } from '@/components/common/GalleryParts'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { NewsArticle } from '@/components/news/NewsArticle'
import { NewsCard } from '@/components/news/NewsCard'
import type { NewsCard as NewsCardData, NewsItem } from '@/lib/news/news'
import { renderWithProviders } from '@/lib/testing/render'

// Components that put a loader's `<name>Lang` marker on the element holding the text: on an
// English page, the Thai fallback is marked lang="th"; without a marker, nothing changes.

const card: NewsCardData = {
  slug: 'award',
  title: 'Siam Harvest Foods wins an award',
  excerpt: 'รางวัลองค์กรต้นแบบด้านการลดก๊าซเรือนกระจก',
  excerptLang: 'th',
  publishedAt: '2026-11-18T03:00:00Z',
  publishedAtLabel: 'November 18, 2026',
  category: 'sustainability',
  thumbnail: null,
}

const article: NewsItem = {
  ...card,
  _id: 'news-award',
  _updatedAt: '2026-11-18T05:00:00Z',
  source: 'สำนักข่าวไทย',
  sourceLang: 'th',
  body: [
    {
      _type: 'block',
      _key: 'a',
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: 's', text: 'เนื้อข่าวภาษาไทย', marks: [] }],
    },
  ],
  bodyLang: 'th',
  gallery: [],
  related: [],
  seo: { title: null, description: null, image: null, noIndex: false },
}

describe('texts in the other language', () => {
  it('a news card marks its Thai excerpt, and only that', () => {
    renderWithProviders(<NewsCard news={card} />, 'en')
    // The excerpt's text sits in its paragraph's span of server HTML (KeepWhole).
    expect(screen.getByText(card.excerpt!).closest('[lang]')).toHaveAttribute('lang', 'th')
    expect(screen.getByText(card.title).closest('[lang]')).toBeNull()
  })

  it('a card in the page’s language has no lang attribute', () => {
    const { container } = renderWithProviders(
      <NewsCard news={{ ...card, excerpt: 'An award', excerptLang: undefined }} />,
      'en',
    )
    expect(container.querySelector('[lang]')).toBeNull()
  })

  it('an article marks its Thai source and body', () => {
    renderWithProviders(<NewsArticle article={article} />, 'en')
    expect(screen.getByText('สำนักข่าวไทย')).toHaveAttribute('lang', 'th')
    expect(screen.getByText('เนื้อข่าวภาษาไทย').closest('[lang]')).toHaveAttribute('lang', 'th')
  })

  it('the last breadcrumb carries the title’s language', () => {
    renderWithProviders(
      <Breadcrumbs
        crumbs={[{ label: 'Home', path: '/home' }, { label: 'ข่าวภาษาไทย' }]}
        currentLang="th"
      />,
      'en',
    )
    expect(screen.getByText('ข่าวภาษาไทย')).toHaveAttribute('lang', 'th')
    expect(screen.getByText('Home').closest('[lang]')).toBeNull()
  })

  it('a gallery caption (the picture’s alt text) carries its language', () => {
    renderWithProviders(
      <GalleryCaption
        namespace="product"
        alt="ซาลาเปาในเข่ง"
        altLang="th"
        index={0}
        count={1}
        testId="caption"
      />,
      'en',
    )
    expect(screen.getByText('ซาลาเปาในเข่ง')).toHaveAttribute('lang', 'th')
  })
})
