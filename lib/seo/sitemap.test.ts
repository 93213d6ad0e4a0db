/**
 * @jest-environment node
 */
import { loadSitemapEntries } from './loadSitemap'
import { robotsTxt, sitemapEntries, sitemapXml, type SitemapDocument } from './sitemap'

const doc = (fields: Partial<SitemapDocument> & Pick<SitemapDocument, '_type' | '_updatedAt'>) => ({
  slug: null,
  path: null,
  noIndex: null,
  ...fields,
})

describe('sitemapEntries', () => {
  const documents = [
    doc({ _type: 'siteSettings', _updatedAt: '2026-01-01T00:00:00Z' }),
    doc({ _type: 'news', _updatedAt: '2026-03-01T00:00:00Z', slug: 'new-plant' }),
    doc({ _type: 'page', _updatedAt: '2026-02-01T00:00:00Z', path: '/about/commitment' }),
    doc({ _type: 'page', _updatedAt: '2026-02-01T00:00:00Z', path: '/hidden', noIndex: true }),
  ]

  it('lists fixed pages and documents’ own pages, each once, without the 404 page', () => {
    const paths = sitemapEntries(documents).map((entry) => entry.path)
    expect(paths).toContain('/home')
    expect(paths).toContain('/news/new-plant')
    expect(paths).toContain('/about/commitment')
    expect(paths).not.toContain('/404')
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('leaves out pages an editor marked "no index" and pages the build does not have', () => {
    const paths = sitemapEntries(documents, (path) => path !== '/contact').map((e) => e.path)
    expect(paths).not.toContain('/hidden')
    expect(paths).not.toContain('/contact')
  })

  it('dates a page by the newest document it shows, settings included', () => {
    const byPath = Object.fromEntries(sitemapEntries(documents).map((e) => [e.path, e.lastmod]))
    expect(byPath['/corporate/news']).toBe('2026-03-01T00:00:00Z')
    expect(byPath['/about/commitment']).toBe('2026-02-01T00:00:00Z')
    expect(byPath['/investors/dividend']).toBe('2026-01-01T00:00:00Z')
  })

  it('dates the press room by its newest contact or article', () => {
    const contact = doc({ _type: 'contactPerson', _updatedAt: '2026-04-01T00:00:00Z' })
    const byPath = (docs: SitemapDocument[]) =>
      Object.fromEntries(sitemapEntries(docs).map((e) => [e.path, e.lastmod]))
    expect(byPath(documents)['/corporate/press']).toBe('2026-03-01T00:00:00Z')
    expect(byPath([...documents, contact])['/corporate/press']).toBe('2026-04-01T00:00:00Z')
    // A contact is not a page of its own: no address but the pages that show it.
    expect(Object.keys(byPath([contact])).filter((path) => path.includes('contact'))).toEqual([
      '/contact',
    ])
  })
})

describe('sitemapXml', () => {
  it('lists each page in both languages with its alternates', () => {
    const xml = sitemapXml('https://example.co.th', [
      { path: '/about/awards', lastmod: '2026-02-01T00:00:00Z' },
    ])
    expect(xml).toContain('<loc>https://example.co.th/th/about/awards</loc>')
    expect(xml).toContain('<loc>https://example.co.th/en/about/awards</loc>')
    expect(xml.match(/<lastmod>2026-02-01T00:00:00Z<\/lastmod>/g)).toHaveLength(2)
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.co.th/th/about/awards"/>',
    )
  })

  it('escapes what it writes', () => {
    expect(sitemapXml('https://example.co.th', [{ path: '/a&b', lastmod: 'x' }])).toContain(
      '/th/a&#38;b',
    )
  })
})

describe('on the bundled dataset', () => {
  // Whatever build sits in the build folder, every page counts as built here.
  it('lists every page of the route table and every news item', async () => {
    const paths = (await loadSitemapEntries(() => true)).map((entry) => entry.path)
    expect(paths).toEqual(
      expect.arrayContaining(['/home', '/investors/report-56-1', '/corporate/press', '/cookies']),
    )
    expect(paths.filter((path) => path.startsWith('/news/')).length).toBe(19)
    expect(paths.filter((path) => path.startsWith('/business/')).length).toBe(5)
  })

  it('leaves out an address that redirects', async () => {
    const all = (await loadSitemapEntries(() => true)).map((entry) => entry.path)
    const moved = all.find((path) => path.startsWith('/news/'))!
    const redirected = (path: string) => path === moved || path === '/cookies'
    const paths = (await loadSitemapEntries(() => true, redirected)).map((entry) => entry.path)
    expect(paths).toEqual(all.filter((path) => !redirected(path)))
  })
})

it('robots.txt points at the sitemap and keeps crawlers out of the API and Studio', () => {
  const text = robotsTxt('https://example.co.th')
  expect(text).toContain('Sitemap: https://example.co.th/sitemap.xml')
  expect(text).toContain('Disallow: /api/')
  expect(text).toContain('Disallow: /studio')
})
