import { languageRedirect } from './languageRedirect'

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
