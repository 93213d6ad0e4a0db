import {
  HANDLED,
  postWebhook,
  readDataset,
  writeDataset,
  type DatasetDocument,
} from './datasetCopy'
import { expect, test } from './fixtures'

// Translation completeness on the site (docs/architecture.md, "Localised text"): over the test
// server's copy of the dataset, a text missing in English shows its Thai text marked lang="th",
// and an article with no English title leaves the English list but keeps its page. One webhook
// per change refreshes the pages, as an editor's publish would.

type Localised = { _type: string; th?: unknown; en?: unknown }

const slugOf = (doc: DatasetDocument) => (doc.slug as { current: string }).current
const webhookBody = (doc: DatasetDocument) => ({
  _id: doc._id,
  _type: doc._type,
  slug: slugOf(doc),
  path: null,
})

/** The copy with one localised field of one document missing its English. */
function withoutEnglish(documents: DatasetDocument[], id: string, field: string) {
  return documents.map((doc) => {
    if (doc._id !== id) return doc
    const value = { ...(doc[field] as Localised) }
    delete value.en
    return { ...doc, [field]: value }
  })
}

test.describe('translation fallbacks', () => {
  // Each change re-renders the document's pages and lists in both languages, then again to
  // put them back.
  test.describe.configure({ timeout: 120_000 })

  test('a product missing its English description shows the Thai text with lang="th" on the English page', async ({
    page,
    request,
  }) => {
    const original = readDataset()
    const product = original.find((doc) => doc._type === 'product' && doc.description)!
    const description = product.description as { th: { children: { text: string }[] }[] }
    const thaiText = description.th[0]!.children[0]!.text
    try {
      writeDataset(withoutEnglish(original, product._id, 'description'))
      expect(HANDLED).toContain((await postWebhook(request, webhookBody(product))).status())

      await page.goto(`/en/products/${slugOf(product)}`)
      const content = page.getByTestId('page-content')
      // The Thai text is there, inside an element that says it is Thai…
      const marked = content.locator('[lang="th"]')
      await expect(marked).toHaveCount(1)
      await expect(marked).toContainText(thaiText)
      // …and nothing else on the English page is marked: the heading is still English.
      await expect(page.locator('h1')).not.toHaveAttribute('lang')

      // The Thai page is in its own language: no lang attribute anywhere in its content.
      await page.goto(`/th/products/${slugOf(product)}`)
      await expect(page.getByTestId('page-content')).toContainText(thaiText)
      await expect(page.getByTestId('page-content').locator('[lang]')).toHaveCount(0)
    } finally {
      writeDataset(original)
      expect(HANDLED).toContain((await postWebhook(request, webhookBody(product))).status())
    }
  })

  test('an article with no English title is absent from the English news list but in the Thai one; its page still works', async ({
    page,
    request,
  }) => {
    const original = readDataset()
    // The newest article: on the first page of the list in both languages.
    const article = original
      .filter((doc) => doc._type === 'news')
      .sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)))[0]!
    const title = article.title as { th: string; en: string }
    try {
      writeDataset(withoutEnglish(original, article._id, 'title'))
      expect(HANDLED).toContain((await postWebhook(request, webhookBody(article))).status())

      await page.goto('/th/corporate/news')
      await expect(page.getByTestId('news-card').getByText(title.th)).toBeVisible()
      await page.goto('/en/corporate/news')
      await expect(page.getByTestId('news-card').first()).toBeVisible()
      await expect(page.getByTestId('news-card').getByText(title.th)).toHaveCount(0)
      await expect(page.getByTestId('news-card').getByText(title.en)).toHaveCount(0)

      // Its own English page: the Thai title, marked as Thai.
      await page.goto(`/en/news/${slugOf(article)}`)
      await expect(page.locator('h1')).toHaveText(title.th)
      await expect(page.locator('h1')).toHaveAttribute('lang', 'th')
    } finally {
      writeDataset(original)
      expect(HANDLED).toContain((await postWebhook(request, webhookBody(article))).status())
    }
  })
})
