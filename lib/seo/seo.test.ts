import {
  breadcrumbListJsonLd,
  newsArticleJsonLd,
  organizationJsonLd,
  serializeJsonLd,
} from './jsonLd'
import { absolutize, alternateLinks } from './urls'

const SITE = 'https://www.example.co.th'

describe('alternateLinks', () => {
  it('lists the page in Thai, in English and Thai as x-default', () => {
    expect(alternateLinks(SITE, '/about/awards')).toEqual([
      { hrefLang: 'th', href: 'https://www.example.co.th/th/about/awards' },
      { hrefLang: 'en', href: 'https://www.example.co.th/en/about/awards' },
      { hrefLang: 'x-default', href: 'https://www.example.co.th/th/about/awards' },
    ])
  })
})

describe('absolutize', () => {
  it('prefixes site-relative addresses and keeps absolute ones', () => {
    expect(absolutize(SITE, '/api/cms-image/x.webp')).toBe(`${SITE}/api/cms-image/x.webp`)
    expect(absolutize(SITE, 'https://cdn.sanity.io/x.webp')).toBe('https://cdn.sanity.io/x.webp')
  })
})

describe('JSON-LD', () => {
  it('describes the organisation with its ticker and contact point', () => {
    const data = organizationJsonLd(SITE, 'en', {
      name: 'Siam Harvest Foods',
      stockSymbol: 'SHF',
      phone: '+66 2 000 0000',
    })
    expect(data).toMatchObject({
      '@type': 'Organization',
      url: `${SITE}/en/home`,
      logo: `${SITE}/logo.png`,
      tickerSymbol: 'SET:SHF',
      contactPoint: { telephone: '+66 2 000 0000' },
    })
  })

  it('numbers breadcrumbs from 1 and gives the last one the page address', () => {
    const data = breadcrumbListJsonLd(
      SITE,
      'th',
      [{ label: 'หน้าหลัก', path: '/home' }, { label: 'รางวัล' }],
      '/about/awards',
    )
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'หน้าหลัก', item: `${SITE}/th/home` },
      { '@type': 'ListItem', position: 2, name: 'รางวัล', item: `${SITE}/th/about/awards` },
    ])
  })

  it('makes a news article with absolute images and a bounded headline', () => {
    const data = newsArticleJsonLd(SITE, 'en', {
      headline: 'x'.repeat(200),
      path: '/news/a',
      publishedAt: '2026-05-01T03:00:00Z',
      images: ['/api/cms-image/a.webp'],
      publisher: 'Siam Harvest Foods',
    })
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      url: `${SITE}/en/news/a`,
      dateModified: '2026-05-01T03:00:00Z',
      image: [`${SITE}/api/cms-image/a.webp`],
    })
    expect((data.headline as string).length).toBe(110)
  })

  it('cannot be broken out of its script element by CMS text', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
