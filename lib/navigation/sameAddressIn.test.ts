import { sameAddressIn } from './sameAddressIn'

const SITE = 'https://www.example.co.th'

test.each([
  ['th', `${SITE}/en/no-such-page`, '/th/no-such-page'],
  ['en', `${SITE}/th/news/no-such-article`, '/en/news/no-such-article'],
  ['th', `${SITE}/en/product-list?brand=nope&page=2`, '/th/product-list?brand=nope&page=2'],
  ['en', `${SITE}/th/no-such-page#top`, '/en/no-such-page'],
  // No page to keep: the other language's home.
  ['th', undefined, '/th/home'],
  ['th', '', '/th/home'],
  ['en', 'not an address', '/en/home'],
  ['en', `${SITE}/`, '/en/home'],
  ['en', `${SITE}/th`, '/en/home'],
  ['en', `${SITE}/th/`, '/en/home'],
  ['th', `${SITE}/fr/page`, '/th/home'],
  ['th', `${SITE}/api/collect`, '/th/home'],
  // Always a path of this site, whatever the Referer's own path looks like.
  ['th', `${SITE}/en//evil.example/x`, '/th/evil.example/x'],
  // Markup in the Referer's path stays escaped, as the browser sent it.
  ['en', `${SITE}/th/<script>alert(1)</script>`, '/en/%3Cscript%3Ealert(1)%3C/script%3E'],
] as const)('to %s from %s: %s', (lang, from, expected) => {
  expect(sameAddressIn(lang, from)).toBe(expected)
})
