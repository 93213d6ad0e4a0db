import { revalidateDocument } from './revalidateDocument'
import type { DocumentFinder } from './pathsForDocument'

const noReferences: DocumentFinder = {
  referencing: () => Promise.resolve([]),
  ofTypes: () => Promise.resolve([]),
}

describe('revalidateDocument', () => {
  it('revalidates the pages that exist in both languages and reports the others', async () => {
    const revalidate = jest.fn(() => Promise.resolve())
    const report = await revalidateDocument(
      { _id: 'product-a', _type: 'product', slug: 'a' },
      {
        finder: noReferences,
        hasPage: (path) =>
          path === '/home' || path.startsWith('/products/') || path.startsWith('/business'),
        revalidate,
      },
    )
    expect(report.revalidated).toEqual([
      '/th/business',
      '/en/business',
      '/th/home',
      '/en/home',
      '/th/products/a',
      '/en/products/a',
    ])
    expect(report.failed).toEqual([
      { path: '/th/product-list', reason: 'No page at this address in this build yet' },
      { path: '/en/product-list', reason: 'No page at this address in this build yet' },
    ])
    expect(revalidate).toHaveBeenCalledTimes(6)
  })

  it('reports a page Next could not render, and a failed look-up, without throwing', async () => {
    const report = await revalidateDocument(
      { _id: 'brand-a', _type: 'brand' },
      {
        finder: {
          referencing: () => Promise.reject(new Error('source down')),
          ofTypes: () => Promise.resolve([]),
        },
        hasPage: () => true,
        revalidate: (path) =>
          path === '/en/business' ? Promise.reject(new Error('render failed')) : Promise.resolve(),
      },
    )
    expect(report.revalidated).toEqual(['/th/business', '/th/product-list', '/en/product-list'])
    expect(report.failed).toEqual([
      { path: '/en/business', reason: 'render failed' },
      { path: null, reason: 'Could not look up the pages showing it: source down' },
    ])
  })
})
