import { pageMatcher } from './builtPages'

// As `next build` writes them into routes-manifest.json.
const table = {
  staticRoutes: [
    { page: '/404', regex: '^/404(?:/)?$' },
    { page: '/home', regex: '^/home(?:/)?$' },
    { page: '/api/revalidate', regex: '^/api/revalidate(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/products/[slug]', regex: '^/products/([^/]+?)(?:/)?$' },
    { page: '/api/cms-file/[name]', regex: '^/api/cms\\-file/([^/]+?)(?:/)?$' },
  ],
}

describe('pageMatcher', () => {
  const hasPage = pageMatcher(table)

  it.each(['/home', '/404', '/products/chicken-breast', '/products/gone'])(
    '%s has a page',
    (path) => {
      expect(hasPage(path)).toBe(true)
    },
  )

  it.each(['/about/awards', '/products', '/products/a/b', '/api/revalidate', '/api/cms-file/x'])(
    '%s has none',
    (path) => {
      expect(hasPage(path)).toBe(false)
    },
  )
})
