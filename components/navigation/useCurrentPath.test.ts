import { renderHook } from '@testing-library/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { useRouter } from 'next/router'
import { mockRouter } from '@/lib/testing/mockRouter'
import { useCurrentPath } from './useCurrentPath'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

function at(router: Partial<ReturnType<typeof mockRouter>>) {
  jest.mocked(useRouter).mockReturnValue({ ...mockRouter('en', '/home'), ...router })
  return renderHook(() => useCurrentPath()).result.current
}

describe('useCurrentPath on the static page of a list selection', () => {
  const selectionPage = {
    pathname: '/product-list/[selection]',
    query: { selection: 'brand=golden-farm;page=2' },
  }

  it('names the list and its selection as the server renders it (and the browser hydrates)', () => {
    // The server renders the page at its internal path, and no query is known yet.
    expect(
      at({ ...selectionPage, asPath: '/product-list/brand=golden-farm;page=2', isReady: false }),
    ).toEqual({
      lang: 'en',
      path: '/product-list',
      pathWithQuery: '/product-list?brand=golden-farm&page=2',
      canonicalPath: '/product-list?brand=golden-farm&page=2',
      isErrorPage: false,
      isAddressKnown: true,
    })
  })

  it("follows the browser's address once the router knows it; the canonical stays", () => {
    const current = at({
      ...selectionPage,
      asPath: '/product-list?page=2&brand=golden-farm&utm_source=mail',
      isReady: true,
    })
    expect(current.path).toBe('/product-list')
    expect(current.pathWithQuery).toBe('/product-list?page=2&brand=golden-farm&utm_source=mail')
    expect(current.canonicalPath).toBe('/product-list?brand=golden-farm&page=2')
  })

  it("keeps any other page's path as its canonical address", () => {
    const current = at({ pathname: '/corporate/news', asPath: '/corporate/news?page=x' })
    expect(current).toEqual({
      lang: 'en',
      path: '/corporate/news',
      pathWithQuery: '/corporate/news?page=x',
      canonicalPath: '/corporate/news',
      isErrorPage: false,
      isAddressKnown: true,
    })
  })
})

describe('useCurrentPath on the 404 page', () => {
  const notFound = { pathname: '/404', asPath: '/404', isReady: true }

  it('does not know the address on the server (the page is built once for all of them)', () => {
    jest.mocked(useRouter).mockReturnValue({ ...mockRouter('en', '/home'), ...notFound })
    let current: ReturnType<typeof useCurrentPath> | undefined
    function Probe() {
      current = useCurrentPath()
      return null
    }
    renderToString(createElement(Probe))
    expect(current).toMatchObject({ path: '/404', isErrorPage: true, isAddressKnown: false })
  })

  it("follows the browser's address once rendered there", () => {
    window.history.pushState(null, '', '/en/no-such-page?x=1')
    try {
      expect(at(notFound)).toMatchObject({
        path: '/no-such-page',
        pathWithQuery: '/no-such-page?x=1',
        isAddressKnown: true,
      })
    } finally {
      window.history.pushState(null, '', '/')
    }
  })
})
