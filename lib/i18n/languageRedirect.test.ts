import { addressRedirect, languageRedirect } from './languageRedirect'

describe('languageRedirect', () => {
  it('sends the site root to the Thai home page', () => {
    expect(languageRedirect('/', 'default')).toEqual({ path: '/th/home', status: 307 })
  })

  it('sends each language root to its home page', () => {
    expect(languageRedirect('/', 'th')).toEqual({ path: '/th/home', status: 307 })
    expect(languageRedirect('/', 'en')).toEqual({ path: '/en/home', status: 307 })
  })

  it('puts un-prefixed paths under Thai, keeping the path', () => {
    expect(languageRedirect('/about/awards', 'default')).toEqual({
      path: '/th/about/awards',
      status: 308,
    })
  })

  it('leaves the Studio alone', () => {
    expect(languageRedirect('/studio', 'default')).toBeNull()
    expect(languageRedirect('/studio/structure/product', 'default')).toBeNull()
    expect(languageRedirect('/studios', 'default')).toEqual({ path: '/th/studios', status: 308 })
  })

  it('leaves pages with a language alone', () => {
    expect(languageRedirect('/home', 'en')).toBeNull()
    expect(languageRedirect('/about/awards', 'th')).toBeNull()
  })
})

describe('addressRedirect', () => {
  it('sends a language segment in another case to the lower-case path', () => {
    expect(addressRedirect('/EN/home')).toBe('/en/home')
    expect(addressRedirect('/Th/contact')).toBe('/th/contact')
    expect(addressRedirect('/eN')).toBe('/en')
    expect(addressRedirect('/TH/')).toBe('/th/')
    expect(addressRedirect('/En/about/awards')).toBe('/en/about/awards')
  })

  it('sends the section aliases to their pages, in the same step as the case', () => {
    expect(addressRedirect('/en/news')).toBe('/en/corporate/news')
    expect(addressRedirect('/th/products')).toBe('/th/product-list')
    expect(addressRedirect('/EN/news')).toBe('/en/corporate/news')
    // Only the section itself: a news item and a product keep their addresses.
    expect(addressRedirect('/en/news/some-item')).toBeNull()
    expect(addressRedirect('/th/products/some-product')).toBeNull()
  })

  it('leaves lower-case addresses and other first segments alone', () => {
    for (const path of ['/en/home', '/th', '/', '/about/awards', '/fr/home', '/enx/home']) {
      expect(addressRedirect(path)).toBeNull()
    }
  })

  it('puts an un-prefixed alias under Thai in one step', () => {
    expect(languageRedirect('/news', 'default')).toEqual({
      path: '/th/corporate/news',
      status: 308,
    })
  })
})
