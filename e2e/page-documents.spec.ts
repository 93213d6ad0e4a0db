import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'

// The documents the governance and sustainability pages offer, read from the bundled dataset
// the server reads: what is checked is that each page lists them and each link is its PDF.
interface DocumentDoc {
  _id: string
  _type: string
  category?: string
  title?: { th: string; en: string }
  file?: Record<'th' | 'en', { _sanityAsset: string }>
}

const docs = readFileSync(path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as DocumentDoc)
  .filter((doc) => doc._type === 'investorDocument' && !doc._id.startsWith('drafts.'))

const heading = (lang: 'th' | 'en') =>
  (
    JSON.parse(
      readFileSync(path.join(process.cwd(), 'public', 'locales', lang, 'investors.json'), 'utf8'),
    ) as { documents: { pageHeading: string } }
  ).documents.pageHeading

const PAGES = [
  { at: '/governance', category: 'governance-policy', atLeast: 7 },
  {
    at: '/sustainability/sustainability-development',
    category: 'sustainability-report',
    atLeast: 1,
  },
] as const

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\n/g)?.length ?? 0

test.describe('documents offered on content pages', () => {
  for (const { at, category, atLeast } of PAGES) {
    for (const lang of ['th', 'en'] as const) {
      test(`${at} in ${lang} lists its ${category} documents, each a PDF in ${lang}`, async ({
        page,
        request,
      }) => {
        await page.goto(`/${lang}${at}`)
        const documents = docs.filter((doc) => doc.category === category)
        expect(documents.length).toBeGreaterThanOrEqual(atLeast)
        await expect(page.getByRole('heading', { name: heading(lang) })).toBeVisible()
        const rows = page.getByTestId('investor-document')
        await expect(rows).toHaveCount(documents.length)
        for (const document of documents) {
          const link = page.getByRole('link', { name: document.title![lang], exact: false })
          const asset = document.file![lang]._sanityAsset.replace(/^file@file:\/\/\.\/files\//, '')
          await expect(link.first()).toHaveAttribute('href', `/api/cms-file/${asset}`)
          const response = await request.get(`/api/cms-file/${asset}`)
          expect(response.status()).toBe(200)
          expect(response.headers()['content-type']).toContain('application/pdf')
          const pdf = await response.body()
          expect(pdf.toString('latin1')).toContain(`/Lang (${lang === 'th' ? 'th-TH' : 'en-US'})`)
          expect(pageCount(pdf)).toBeGreaterThanOrEqual(2)
        }
      })
    }
  }

  test('the One Report 2025 downloads at 30 pages or more, in both languages', async ({
    request,
  }) => {
    const report = docs.find((doc) => doc._id === 'investorDocument-one-report-2025')!
    for (const lang of ['th', 'en'] as const) {
      const asset = report.file![lang]._sanityAsset.replace(/^file@file:\/\/\.\/files\//, '')
      const response = await request.get(`/api/cms-file/${asset}`)
      expect(pageCount(await response.body())).toBeGreaterThanOrEqual(30)
    }
  })
})
