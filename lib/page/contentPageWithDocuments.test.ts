/**
 * @jest-environment node
 */
import { getInvestorDocuments, getInvestorOverview } from '@/lib/investors/investors'
import { STATIC_ROUTES } from '@/lib/routes'
import { contentPageWithDocumentsStaticProps } from './contentPageWithDocuments'

// The governance and sustainability pages over the bundled dataset: each offers its documents,
// which the investor overview's latest documents leave to them.
describe('content pages with documents', () => {
  it.each([
    [STATIC_ROUTES.governance, 'governance-policy', 7],
    [STATIC_ROUTES.sustainability, 'sustainability-report', 1],
  ] as const)('%s offers its %s documents, each a PDF', async (path, category, count) => {
    for (const lang of ['th', 'en'] as const) {
      const result = await contentPageWithDocumentsStaticProps(path, [category])({ locale: lang })
      if (!('props' in result)) throw new Error(`${path} has no page`)
      const { page, documents } = await result.props
      expect(page.path).toBe(path)
      expect(documents).toHaveLength(count)
      for (const document of documents) {
        expect(document.category).toBe(category)
        expect(document.file.url).toMatch(/\.pdf$/)
        expect(document.fileLang).toBeUndefined()
      }
    }
  })

  it('the investor pages list none of them', async () => {
    const overview = await getInvestorOverview('en', '2026-11-21')
    const categories = overview.latestDocuments.map((document) => document.category)
    expect(categories).not.toContain('governance-policy')
    expect(categories).not.toContain('sustainability-report')
    const { documents } = await getInvestorDocuments(['one-report'], 'en')
    expect(documents.every((document) => document.category === 'one-report')).toBe(true)
  })
})
