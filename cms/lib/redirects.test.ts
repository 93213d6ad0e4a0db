import { LANGS } from '@/shared/lang'
import {
  REDIRECT_LANGS,
  liveAddresses,
  parseRedirectFrom,
  parseRedirectTo,
  redirectProblems,
  sourceAddresses,
  targetAddress,
} from './redirects'

const LIVE = liveAddresses([
  { _type: 'product', slug: 'pork-belly' },
  { _type: 'page', path: '/about/commitment' },
  { _type: 'news', slug: null },
])

describe('a redirect’s addresses', () => {
  it('has the site’s languages', () => {
    expect(REDIRECT_LANGS).toEqual(LANGS)
  })

  it('reads a from with or without a language', () => {
    expect(parseRedirectFrom('/old-campaign')).toEqual({
      ok: true,
      value: { lang: null, path: '/old-campaign' },
    })
    expect(parseRedirectFrom('/en/products/old')).toEqual({
      ok: true,
      value: { lang: 'en', path: '/products/old' },
    })
    // A language-free path that merely starts with the letters of one.
    expect(parseRedirectFrom('/thai-recipes')).toMatchObject({ value: { lang: null } })
  })

  it('refuses a from that is no site path, with the reason', () => {
    const message = (value: string | null) => {
      const parsed = parseRedirectFrom(value)
      return parsed.ok ? null : parsed.message
    }
    expect(message(null)).toBe('Give the old address')
    expect(message('products/old')).toMatch(/^Start with \//)
    expect(message('//evil.example/x')).toMatch(/^Start with \//)
    expect(message('/old?x=1')).toMatch(/query/)
    expect(message('/old/')).toMatch(/at the end/)
    expect(message('/EN/old')).toMatch(/lower case/)
    expect(message('/th')).toMatch(/home page/)
    expect(message('/old page')).toMatch(/letters, digits/)
    expect(message('/api/contact')).toMatch(/never redirected/)
    expect(message('/en/studio')).toMatch(/never redirected/)
    expect(message('/_next/static/x.js')).toMatch(/never redirected/)
  })

  it('reads a to inside the site (a query allowed) or an https URL only', () => {
    expect(parseRedirectTo('/product-list?brand=siam')).toEqual({
      ok: true,
      value: { kind: 'internal', lang: null, path: '/product-list', query: '?brand=siam' },
    })
    expect(parseRedirectTo('https://set.or.th/en/market/company/shf')).toEqual({
      ok: true,
      value: { kind: 'external', url: 'https://set.or.th/en/market/company/shf' },
    })
    for (const bad of [
      'http://example.com/x',
      'javascript:alert(1)',
      'https://user:pw@example.com/',
      'ftp://x',
      'nothing',
      '/api/x',
    ]) {
      expect(parseRedirectTo(bad).ok).toBe(false)
    }
  })

  it('answers in the visitor’s language unless the target names one', () => {
    const from = { lang: null, path: '/old' }
    expect(sourceAddresses(from)).toEqual(['/th/old', '/en/old'])
    expect(sourceAddresses({ lang: 'en', path: '/old' })).toEqual(['/en/old'])
    const internal = parseRedirectTo('/news/new')
    const fixed = parseRedirectTo('/en/news/new')
    if (!internal.ok || !fixed.ok) throw new Error('unexpected')
    expect(targetAddress(internal.value, 'th')).toBe('/th/news/new')
    expect(targetAddress(fixed.value, 'th')).toBe('/en/news/new')
  })

  it('counts every document page and fixed address as live', () => {
    expect(LIVE.has('/products/pork-belly')).toBe(true)
    expect(LIVE.has('/about/commitment')).toBe(true)
    expect(LIVE.has('/corporate/news')).toBe(true)
    expect(LIVE.has('/api/contact')).toBe(true)
    expect(LIVE.has('/products/old')).toBe(false)
  })
})

describe('the Studio’s rules for a redirect document', () => {
  const check = (
    candidate: { from?: string; to?: string },
    others: { from: string; to: string }[] = [],
  ) => redirectProblems(candidate, others, LIVE)

  it('accepts an old address to a new one, inside the site or to https', () => {
    expect(check({ from: '/products/old', to: '/products/pork-belly' })).toEqual({})
    expect(check({ from: '/en/annual-report', to: 'https://set.or.th/shf' })).toEqual({})
  })

  it('refuses a from that is a live page’s address, in either language', () => {
    expect(check({ from: '/products/pork-belly', to: '/home' }).from).toMatch(/page is live/)
    expect(check({ from: '/en/about/commitment', to: '/home' }).from).toMatch(/page is live/)
    expect(check({ from: '/corporate/news', to: '/home' }).from).toMatch(/page is live/)
  })

  it('refuses a from another redirect has, where the languages overlap', () => {
    const others = [{ from: '/en/old', to: '/home' }]
    expect(check({ from: '/old', to: '/contact' }, others).from).toBe(
      'Another redirect already starts at /en/old',
    )
    expect(check({ from: '/th/old', to: '/contact' }, others)).toEqual({})
  })

  it('refuses a redirect to itself', () => {
    expect(check({ from: '/old', to: '/old' }).to).toMatch(/to itself/)
    expect(check({ from: '/old', to: '/th/old?x=1' }).to).toMatch(/to itself/)
    // English only to the Thai page of the same path: no loop.
    expect(check({ from: '/en/old', to: '/th/old' })).toEqual({})
  })

  it('refuses a chain through other redirects that comes back', () => {
    const others = [
      { from: '/b', to: '/c' },
      { from: '/c', to: '/a' },
    ]
    expect(check({ from: '/a', to: '/b' }, others).to).toBe(
      'Through other redirects this leads back to /th/a: a loop',
    )
    // A chain that ends somewhere is allowed: the server answers it in one hop.
    expect(check({ from: '/a', to: '/b' }, [{ from: '/b', to: '/home' }])).toEqual({})
  })

  it('names every bad field', () => {
    expect(check({ from: 'old', to: 'http://x' })).toEqual({
      from: expect.stringMatching(/^Start with/),
      to: expect.stringMatching(/https/),
    })
  })
})
