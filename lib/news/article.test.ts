import type { NewsItem } from './news'
import type { SiteImage } from '@/lib/images/siteImage'
import { newsItemJsonLd, newsItemUrl } from './article'

const image = (src: string): SiteImage => ({
  src,
  width: 460,
  height: 300,
  alt: 'alt',
  blurDataURL: null,
})

const article: NewsItem = {
  _id: 'news-a',
  _updatedAt: '2026-11-02T08:00:00Z',
  slug: 'a-story',
  title: 'A story',
  excerpt: 'The excerpt',
  publishedAt: '2026-11-01T03:00:00Z',
  publishedAtLabel: 'November 1, 2026',
  category: 'activity',
  source: null,
  thumbnail: image('/api/cms-image/thumb.webp'),
  body: null,
  gallery: [{ _key: 'g1', image: image('https://cdn.sanity.io/images/p/d/one.webp') }],
  related: [],
  seo: { title: null, description: null, image: null, noIndex: false },
}

describe('news article SEO', () => {
  it('the canonical address in each language', () => {
    expect(newsItemUrl('https://site.example', 'en', 'a-story')).toBe(
      'https://site.example/en/news/a-story',
    )
  })

  it('NewsArticle with absolute images, dates and the excerpt as description', () => {
    const data = newsItemJsonLd(article, 'https://site.example', 'th', 'Siam Harvest Foods')
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      url: 'https://site.example/th/news/a-story',
      headline: 'A story',
      description: 'The excerpt',
      inLanguage: 'th-TH',
      datePublished: '2026-11-01T03:00:00Z',
      dateModified: '2026-11-02T08:00:00Z',
      image: [
        'https://site.example/api/cms-image/thumb.webp',
        'https://cdn.sanity.io/images/p/d/one.webp',
      ],
      publisher: { name: 'Siam Harvest Foods' },
    })
  })

  it("prefers the editor's SEO description and sharing image", () => {
    const data = newsItemJsonLd(
      { ...article, seo: { ...article.seo, description: 'SEO text', image: image('/share.webp') } },
      'https://site.example',
      'en',
      'Siam Harvest Foods',
    )
    expect(data.description).toBe('SEO text')
    expect((data.image as string[])[0]).toBe('https://site.example/share.webp')
  })
})
