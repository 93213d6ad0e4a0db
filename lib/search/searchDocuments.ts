import { searchDocumentsQuery } from '@/cms/queries/search'
import type { SearchDocumentsQueryResult } from '@/cms/sanity.types'
import { fetchContent } from '@/lib/content/fetchContent'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import type { SearchDocument, SearchSource } from './searchIndex'
import { STATIC_ROUTES, pagePath } from '@/lib/routes'

type Queried = SearchDocumentsQueryResult
type QueriedImage = Queried['products'][number]['image']
type QueriedSection = Queried['pages'][number]['sections'][number]
type QueriedDocumentCategory = Queried['documents'][number]['category']

interface Localized<T> {
  th?: T
  en?: T
}

interface Block {
  _type: string
  children?: { text?: string }[]
}

/** The page that lists an investor document, opened at its year. */
const DOCUMENT_PAGES: Record<QueriedDocumentCategory, string> = {
  'financial-statement': STATIC_ROUTES.financialStatements,
  'one-report': STATIC_ROUTES.report561,
  'meeting-notice': STATIC_ROUTES.shareholdersMeeting,
  'meeting-form': STATIC_ROUTES.shareholdersMeeting,
  'meeting-minutes': STATIC_ROUTES.shareholdersMeeting,
  'sustainability-report': STATIC_ROUTES.sustainability,
  'governance-policy': STATIC_ROUTES.governance,
}

/** The pages of documents a year at a time (`?year=`); the others list theirs on one page. */
const PAGES_BY_YEAR: ReadonlySet<string> = new Set([
  STATIC_ROUTES.financialStatements,
  STATIC_ROUTES.report561,
  STATIC_ROUTES.shareholdersMeeting,
])

/** Buddhist-era years are what Thai readers type (2568 for 2025). */
const BUDDHIST_ERA_OFFSET = 543

// As the page queries project a field (`localized` in cms/queries/fragments.ts): the other
// language when the page's is missing.
const inLang = <T>(field: Localized<T> | null | undefined, lang: Lang): T | undefined =>
  lang === 'en' ? (field?.en ?? field?.th) : (field?.th ?? field?.en)

/**
 * A title in the index's own language only: a document without one is not listed in that
 * language's results, as in the site's other lists (`hasTitleIn` in cms/queries/fragments.ts).
 */
const titleIn = (field: Localized<string> | null | undefined, lang: Lang) => field?.[lang] ?? ''

/** The same field in the other language: what bilingual visitors may type instead. */
const otherLang = <T>(field: Localized<T> | null | undefined, lang: Lang): T | undefined =>
  lang === 'en' ? field?.th : field?.en

/** Portable Text as plain text (what GROQ's pt::text gives). */
const blocksText = (blocks: readonly Block[] | undefined) =>
  (blocks ?? [])
    .filter((block) => block._type === 'block')
    .map((block) => (block.children ?? []).map((child) => child.text ?? '').join(''))
    .join(' ')

/** Texts joined by single spaces, empty ones left out. */
const joined = (...texts: (string | null | undefined)[]) =>
  texts
    .filter((text): text is string => Boolean(text?.trim()))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()

const present = (...texts: (string | null | undefined)[]) =>
  texts.filter((text): text is string => Boolean(text?.trim()))

/** A 40 × 40 crop, made the first time the result is shown; a list needs no blurred placeholder. */
function thumbnail(image: QueriedImage | null | undefined): () => SiteImage | null {
  let made: SiteImage | null | undefined
  return () => {
    if (made === undefined) {
      const assetId = image?.asset._id
      const site = assetId
        ? toSiteImage(
            {
              crop: image.crop,
              hotspot: image.hotspot,
              asset: { _id: assetId, lqip: null, width: null, height: null },
              alt: null,
            },
            'productThumbnail',
          )
        : null
      made = site && { ...site, blurDataURL: null }
    }
    return made
  }
}

function sectionText(section: QueriedSection, lang: Lang): string {
  switch (section._type) {
    case 'textSection':
    case 'imageTextSection':
      return joined(inLang(section.heading, lang), blocksText(inLang(section.body, lang)))
    case 'ctaSection':
      return joined(inLang(section.heading, lang), inLang(section.text, lang))
    case 'valuesSection':
      return joined(
        inLang(section.heading, lang),
        inLang(section.intro, lang),
        ...section.items.flatMap((item) => [inLang(item.title, lang), inLang(item.text, lang)]),
      )
    case 'statsSection':
      return joined(
        inLang(section.heading, lang),
        ...section.items.flatMap((item) => [item.value, inLang(item.label, lang)]),
      )
  }
}

/** The query's result as one language's search documents. */
export function toSearchSource(result: Queried, lang: Lang): SearchSource {
  const brands = new Map(result.brands.map((brand) => [brand._id, brand.name]))
  const categories = new Map(result.categories.map((category) => [category._id, category.name]))
  const documents: SearchDocument[] = [
    ...result.products.map((product) => {
      const brand = brands.get(product.brand)
      return {
        kind: 'product' as const,
        id: product._id,
        url: pagePath('product', product.slug),
        title: titleIn(product.name, lang),
        context: present(inLang(brand, lang), inLang(categories.get(product.category), lang)),
        alias: otherLang(product.name, lang) ?? null,
        body: joined(inLang(product.summary, lang), blocksText(inLang(product.description, lang))),
        // Bilingual visitors type a brand in either language.
        keywords: otherLang(brand, lang) ?? '',
        thumbnail: thumbnail(product.image),
        date: null,
      }
    }),
    ...result.businessLines.map((line) => ({
      kind: 'page' as const,
      id: line._id,
      url: pagePath('businessLine', line.slug),
      title: titleIn(line.name, lang),
      context: [],
      alias: otherLang(line.name, lang) ?? null,
      body: joined(inLang(line.summary, lang), blocksText(inLang(line.description, lang))),
      keywords: '',
      thumbnail: thumbnail(line.image),
      date: null,
    })),
    ...result.pages.map((page) => ({
      kind: 'page' as const,
      id: page._id,
      url: page.path,
      title: titleIn(page.title, lang),
      context: [],
      alias: otherLang(page.title, lang) ?? null,
      body: joined(
        inLang(page.intro, lang),
        ...(page.sections ?? []).map((section) => sectionText(section, lang)),
      ),
      keywords: '',
      thumbnail: thumbnail(page.image),
      date: null,
    })),
    ...result.news.map((article) => ({
      kind: 'news' as const,
      id: article._id,
      url: pagePath('news', article.slug),
      title: titleIn(article.title, lang),
      context: [],
      alias: otherLang(article.title, lang) ?? null,
      body: joined(inLang(article.excerpt, lang), blocksText(inLang(article.body, lang))),
      keywords: '',
      thumbnail: thumbnail(article.image),
      date: article.publishedAt,
    })),
    ...result.documents.map((document) => ({
      kind: 'document' as const,
      id: document._id,
      url: PAGES_BY_YEAR.has(DOCUMENT_PAGES[document.category])
        ? `${DOCUMENT_PAGES[document.category]}?year=${document.year}`
        : DOCUMENT_PAGES[document.category],
      title: titleIn(document.title, lang),
      context: [],
      alias: otherLang(document.title, lang) ?? null,
      body: '',
      // The year both ways: 2025 and, as Thai readers count it, 2568.
      keywords: `${document.year} ${document.year + BUDDHIST_ERA_OFFSET}`,
      thumbnail: () => null,
      date: document.publishedAt,
    })),
  ]
  return {
    // Untitled in this language: left out (titleIn).
    documents: documents.filter((document) => document.title !== ''),
    // Thai brand names are words the segmenter must keep whole.
    dictionary: present(...result.brands.map((brand) => brand.name.th)),
  }
}

/**
 * What the indexes are built from, both languages in one answer. The same result object comes
 * back until the content changes (the bundled dataset's results are kept until its files
 * change), which is how the index cache knows when to rebuild.
 */
export function fetchSearchDocuments(): Promise<Queried> {
  return fetchContent(searchDocumentsQuery, {})
}
