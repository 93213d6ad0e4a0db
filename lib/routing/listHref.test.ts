import { shallowListTarget } from './listHref'

const page3 = { pathname: '/corporate/news', query: { page: '3' } }

describe('shallowListTarget', () => {
  it("links to the address itself from the list's own page", () => {
    expect(shallowListTarget({ pathname: '/corporate/news', query: {} }, page3)).toEqual({
      href: page3,
    })
  })

  it("stays on a selection's static page, showing the address", () => {
    const router = { pathname: '/corporate/news/[selection]', query: { selection: 'page=2' } }
    expect(shallowListTarget(router, page3)).toEqual({
      href: {
        pathname: '/corporate/news/[selection]',
        query: { page: '3', selection: 'page=2' },
      },
      as: page3,
    })
  })
})
