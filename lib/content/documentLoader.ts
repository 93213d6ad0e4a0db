import type { Lang } from '@/lib/i18n/lang'
import { fetchContent } from './fetchContent'
import type { ContentQuery, ContentQueryResult } from './fetchFrom'
import type { LoadOptions } from './loadOptions'

/**
 * The loader of a page per document: runs `query` with the document's key (`$slug`, or `$path`
 * for content pages) and the language, and gives null when no document has that key (the page
 * is a 404), else what `toPage` makes of the document. Product, news, business-line and content
 * pages differ only in their query and that mapping.
 */
export function documentLoader<Query extends ContentQuery, Page>(
  query: Query,
  key: 'slug' | 'path',
  toPage: (document: NonNullable<ContentQueryResult<Query>>, lang: Lang) => Page,
) {
  return async (value: string, lang: Lang, options: LoadOptions = {}): Promise<Page | null> => {
    const document = await fetchContent(query, { [key]: value, lang }, options)
    return document === null ? null : toPage(document as NonNullable<typeof document>, lang)
  }
}
