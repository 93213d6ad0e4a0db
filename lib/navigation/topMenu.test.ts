import { TOP_MENU, isTopMenuItemActive } from './topMenu'

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
