import { revalidateDocument } from './revalidateDocument'
import type { DocumentFinder } from './pathsForDocument'
import { createRevalidationLane } from './revalidationLane'

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
      { path: '/th/corporate/press', reason: 'No page at this address in this build yet' },
      { path: '/en/corporate/press', reason: 'No page at this address in this build yet' },
      { path: '/th/product-list', reason: 'No page at this address in this build yet' },
      { path: '/en/product-list', reason: 'No page at this address in this build yet' },
    ])
    expect(revalidate).toHaveBeenCalledTimes(6)
  })

  it('expires the selection pages of each list that shows the document', async () => {
    const expired: string[][] = []
    const context = {
      finder: noReferences,
      hasPage: () => true,
      revalidate: () => Promise.resolve(),
      expireSelections: async (lists: string[]) => void expired.push(lists),
    }
    await revalidateDocument({ _id: 'p', _type: 'product', slug: 'a' }, context)
    await revalidateDocument({ _id: 'n', _type: 'news', slug: 'b' }, context)
    await revalidateDocument({ _id: 'siteSettings', _type: 'siteSettings' }, context)
    await revalidateDocument({ _id: 'award-1', _type: 'award' }, context)
    await revalidateDocument({ _id: 'fs', _type: 'investorDocument' }, context)
    expect(expired).toEqual([
      ['products'],
      ['news'],
      // The settings are on every page: every list's years and selections.
      ['news', 'products', 'financialStatements', 'report561', 'shareholdersMeeting'],
      [],
      // A document is on each document list's year pages.
      ['financialStatements', 'report561', 'shareholdersMeeting'],
    ])
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
    expect(report.revalidated).toEqual([
      '/th/business',
      '/th/corporate/press',
      '/en/corporate/press',
      '/th/product-list',
      '/en/product-list',
    ])
    expect(report.failed).toEqual([
      { path: '/en/business', reason: 'render failed' },
      { path: null, reason: 'Could not look up the pages showing it: source down' },
    ])
  })

  it('renders a second site-wide change after the first, and identical waiting ones once', async () => {
    const lane = createRevalidationLane()
    let running = 0
    let most = 0
    let started: () => void = () => {}
    const hasStarted = new Promise<void>((resolve) => (started = resolve))
    const revalidate = jest.fn(async () => {
      started()
      running += 1
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 1))
      running -= 1
    })
    const context = { finder: noReferences, hasPage: () => true, revalidate, lane }
    const settings = { _id: 'siteSettings', _type: 'siteSettings' }
    const first = revalidateDocument(settings, context)
    await hasStarted
    const reports = await Promise.all([
      first,
      revalidateDocument(settings, context),
      revalidateDocument(settings, context),
    ])
    const pagesOnce = reports[0].revalidated.length
    expect(pagesOnce).toBeGreaterThan(20)
    // The first call, then the two that waited as one.
    expect(revalidate).toHaveBeenCalledTimes(2 * pagesOnce)
    expect(most).toBeLessThanOrEqual(4)
    for (const report of reports) expect(report.revalidated).toHaveLength(pagesOnce)
    // Each call has its own report, though two shared the work.
    reports[1].failed.push({ path: null, reason: 'x' })
    expect(reports[2].failed).toEqual([])
  })
})
