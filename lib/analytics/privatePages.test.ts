import { isPrivatePage } from './privatePages'

// The browser's analytics (client.ts) asks with Next's route, the collector (sitePages.ts) with
// the address: both must agree that signing in is not counted, or every sign-in page's view is a
// beacon the collector refuses with a 400.
test.each([
  ['/login', true],
  ['/logout', true],
  ['/admin', true],
  ['/admin/site', true],
  ['/admin/[...path]', true],
  ['/studio/[[...tool]]', true],
  ['/home', false],
  ['/login-help', false],
  ['/about/awards', false],
])('%s is private: %s', (path, expected) => {
  expect(isPrivatePage(path)).toBe(expected)
})
