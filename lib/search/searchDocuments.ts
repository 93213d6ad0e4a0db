import { searchDocumentsQuery } from '@/cms/queries/search'
import type { SearchDocumentsQueryResult } from '@/cms/sanity.types'
import { fetchContent } from '@/lib/content/fetchContent'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type QueriedImage } from '@/lib/images/siteImage'
import type { SearchDocument, SearchSource } from './searchIndex'

type Queried = SearchDocumentsQueryResult
type QueriedDocumentCategory = Queried['documents'][number]['category']

/** The page that lists an investor document, opened at its year. */
const DOCUMENT_PAGES: Record<QueriedDocumentCategory, string> = {
  'financial-statement': '/investors/financial-statements',
  'one-report': '/investors/report-56-1',
  'meeting-notice': '/investors/shareholders-meeting',
  'meeting-form': '/investors/shareholders-meeting',
  'meeting-minutes': '/investors/shareholders-meeting',
}

/** Buddhist-era years are what Thai readers type (2568 for 2025). */
const BUDDHIST_ERA_OFFSET = 543

// A 40 × 40 crop; results are a list, so no blurred placeholder travels with them.
function thumbnail(image: QueriedImage | null | undefined) {
  const site = toSiteImage(image, 'productThumbnail')
  return site && { ...site, blurDataURL: null }
}

const joined = (...texts: (string | null | undefined)[]) =>
  texts
    .filter((text): text is string => Boolean(text?.trim()))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()

const present = (...texts: (string | null | undefined)[]) =>
  texts.filter((text): text is string => Boolean(text?.trim()))

/** The query's result as the search index's documents, in one language. */
export function toSearchSource(result: Queried): SearchSource {
  const documents: SearchDocument[] = [
    ...result.products.map((product) => ({
      kind: 'product' as const,
      id: product._id,
      url: `/products/${encodeURIComponent(product.slug)}`,
      title: product.title ?? '',
      context: present(product.brand?.name, product.category),
      alias: product.otherTitle,
      body: joined(product.summary, product.text),
      // Bilingual visitors type a brand in either language.
      keywords: product.brand?.otherName ?? '',
      thumbnail: thumbnail(product.image),
      date: null,
    })),
    ...result.businessLines.map((line) => ({
      kind: 'page' as const,
      id: line._id,
      url: `/business/${encodeURIComponent(line.slug)}`,
      title: line.title ?? '',
      context: [],
      alias: line.otherTitle,
      body: joined(line.summary, line.text),
      keywords: '',
      thumbnail: thumbnail(line.image),
      date: null,
    })),
    ...result.pages.map((page) => ({
      kind: 'page' as const,
      id: page._id,
      url: page.path,
      title: page.title ?? '',
      context: [],
      alias: page.otherTitle,
      body: joined(
        page.summary,
        ...(page.sections ?? []).flatMap((section) => [
          section.heading,
          section.intro,
          section.text,
          section.body,
          ...(section.items ?? []).flatMap((item) => [item.title, item.text]),
        ]),
      ),
      keywords: '',
      thumbnail: thumbnail(page.image),
      date: null,
    })),
    ...result.news.map((article) => ({
      kind: 'news' as const,
      id: article._id,
      url: `/news/${encodeURIComponent(article.slug)}`,
      title: article.title ?? '',
      context: [],
      alias: article.otherTitle,
      body: joined(article.summary, article.text),
      keywords: '',
      thumbnail: thumbnail(article.image),
      date: article.publishedAt,
    })),
    ...result.documents.map((document) => ({
      kind: 'document' as const,
      id: document._id,
      url: `${DOCUMENT_PAGES[document.category]}?year=${document.year}`,
      title: document.title ?? '',
      context: [],
      alias: document.otherTitle,
      body: '',
      // The year both ways: 2025 and, for Thai readers, 2568.
      keywords: `${document.year} ${document.year + BUDDHIST_ERA_OFFSET}`,
      thumbnail: null,
      date: document.publishedAt,
    })),
  ]
  return {
    documents: documents.filter((document) => document.title !== ''),
    dictionary: present(...result.brandNames),
  }
}

/**
 * What one language's index is built from. The same result object comes back until the content
 * changes (the bundled dataset's results are kept until its files change), which is how the
 * index cache knows when to rebuild.
 */
export function fetchSearchDocuments(lang: Lang): Promise<Queried> {
  return fetchContent<Queried>(searchDocumentsQuery, { lang })
}
