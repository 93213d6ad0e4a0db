import { isPublicSitePage } from './sitePages'

const PAGES = new Set(['/home', '/about/awards', '/admin', '/admin/site', '/studio', '/login'])
const hasPage = (path: string) => PAGES.has(path)

test.each([
  ['/th/home', true],
  ['/en/about/awards', true],
  ['/th/nowhere', false],
  ['/fr/home', false],
  ['/th', false],
  ['/en/admin', false],
  ['/en/admin/site', false],
  ['/th/studio', false],
  ['/th/login', false],
])('%s is a public page of the site: %s', (path, expected) => {
  expect(isPublicSitePage(path, hasPage)).toBe(expected)
})
