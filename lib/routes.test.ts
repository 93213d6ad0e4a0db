/** @jest-environment node */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { DOCUMENT_PAGES, STATIC_ROUTES, href, localHref, pageHref, pagePath, path } from './routes'

const root = join(__dirname, '..')

// The files Next could serve a language-free path from (a page, an API route, a public file).
function servedBy(route: string): boolean {
  const candidates = [
    `pages${route}.tsx`,
    `pages${route}.ts`,
    `pages${route}/index.tsx`,
    `pages${route}/index.ts`,
    `pages${route}/[[...tool]].tsx`,
    // A base address under which a catch-all route answers (the console's /api/core/…).
    `pages${route}/[...path].ts`,
    // A base address under which each named file answers (the press kit's /api/press-kit/…).
    `pages${route}/[name].ts`,
    `public${route}`,
  ]
  return candidates.some((file) => existsSync(join(root, file)))
}

describe('the route table', () => {
  it.each(Object.entries(STATIC_ROUTES))('serves %s (%s) from a file', (_, route) => {
    expect(servedBy(route)).toBe(true)
  })

  it.each(Object.entries(DOCUMENT_PAGES).filter(([type]) => type !== 'page'))(
    "serves each %s's page from a dynamic route",
    (_, template) => {
      expect(servedBy(template.replace('{slug}', '[slug]'))).toBe(true)
    },
  )

  it('adds the language and the query', () => {
    expect(path('contact', { topic: 'products', product: 'jasmine-rice' })).toBe(
      '/contact?topic=products&product=jasmine-rice',
    )
    expect(path('adminEnquiries', { status: undefined })).toBe('/admin/enquiries')
    expect(href('en', 'awards')).toBe('/en/about/awards')
    expect(localHref('th', '/')).toBe('/th')
  })

  it('knows only its own names (a typo fails typecheck)', () => {
    // @ts-expect-error: no route is called `award`; the page is `awards`.
    expect(() => href('en', 'award')).not.toThrow()
  })

  it("builds a document's page from its slug, encoded", () => {
    expect(pagePath('product', 'jasmine-rice')).toBe('/products/jasmine-rice')
    expect(pageHref('th', 'news', 'a b')).toBe('/th/news/a%20b')
  })
})
