import type { MenuSections } from '@/lib/page/getSiteLayout'
import { TOP_MENU, isTopMenuItemActive, topMenuLinkPath } from './topMenu'

function activeIds(path: string): string[] {
  return TOP_MENU.filter((item) => isTopMenuItemActive(item, path)).map((item) => item.id)
}

describe('top menu', () => {
  it('has the 8 entries of the spec in order', () => {
    expect(TOP_MENU.map((item) => item.id)).toEqual([
      'home',
      'company',
      'products',
      'business',
      'sustainability',
      'investor',
      'publish',
      'contact',
    ])
  })

  it('matches HOME exactly', () => {
    expect(activeIds('/home')).toEqual(['home'])
    expect(activeIds('/home/more')).toEqual([])
    expect(activeIds('/')).toEqual([])
  })

  it('activates PRODUCTS for the list, its sub-path and nothing that only looks alike', () => {
    expect(activeIds('/product-list')).toEqual(['products'])
    expect(activeIds('/products/chicken-breast')).toEqual(['products'])
    expect(activeIds('/products-old')).toEqual([])
  })

  it('activates ABOUT US on every company page', () => {
    expect(activeIds('/about/awards')).toEqual(['company'])
    expect(activeIds('/about/board-of-director')).toEqual(['company'])
    expect(activeIds('/aboutus')).toEqual([])
  })

  it('activates one entry per section', () => {
    expect(activeIds('/business/fresh-meat')).toEqual(['business'])
    expect(activeIds('/governance')).toEqual(['sustainability'])
    expect(activeIds('/sustainability/sustainability-development')).toEqual(['sustainability'])
    expect(activeIds('/investors/dividend')).toEqual(['investor'])
    expect(activeIds('/corporate/news')).toEqual(['publish'])
    expect(activeIds('/news/some-story')).toEqual(['publish'])
    expect(activeIds('/contact')).toEqual(['contact'])
    expect(activeIds('/privacy-notice')).toEqual([])
  })
})

describe('topMenuLinkPath', () => {
  const item = (id: string) => TOP_MENU.find((entry) => entry.id === id)!
  const section = (...paths: string[]): MenuSections[number] => ({
    _id: 'section',
    id: 'publish',
    topic: 'Section',
    path: paths[0]!,
    desc: null,
    buttonName: null,
    subMenuList: paths.map((path) => ({
      _key: path,
      mainTopic: path,
      path,
      subPath: null,
      innerTopic: null,
    })),
  })

  it('links an entry with a page of its own to it, whatever its section holds', () => {
    expect(topMenuLinkPath(item('home'), undefined)).toBe('/home')
    expect(topMenuLinkPath(item('contact'), section('/contact', '/privacy-notice'))).toBe(
      '/contact',
    )
  })

  it('links a section of one page straight to it, and opens any other', () => {
    expect(topMenuLinkPath(item('publish'), section('/corporate/news'))).toBe('/corporate/news')
    expect(topMenuLinkPath(item('company'), section('/about/a', '/about/b'))).toBeUndefined()
    const withInner = section('/about/leadership')
    withInner.subMenuList[0]!.innerTopic = [{ _key: 'b', topic: 'Board', path: '/about/board' }]
    expect(topMenuLinkPath(item('company'), withInner)).toBeUndefined()
  })
})
