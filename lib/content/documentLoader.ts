import type { Lang } from '@/lib/i18n/lang'
import { fetchContent } from './fetchContent'
import { editMarkers, type Editable, type EditableFields } from './editMarkers'
import type { ContentQuery, ContentQueryResult } from './fetchFrom'
import type { LoadOptions } from './loadOptions'

/**
 * The loader of a page per document: runs `query` with the document's key (`$slug`, or `$path`
 * for content pages) and the language, and gives null when no document has that key (the page
 * is a 404), else what `toPage` makes of the document. Product, news, business-line and content
 * pages differ only in their query and that mapping. In a preview, `editable` names the texts
 * that carry the visual-editing overlays' markers (`edit`, lib/content/editMarkers.ts).
 */
export function documentLoader<Query extends ContentQuery, Page>(
  query: Query,
  key: 'slug' | 'path',
  toPage: (document: NonNullable<ContentQueryResult<Query>>, lang: Lang) => Page,
  editable?: EditableFields,
) {
  return async (
    value: string,
    lang: Lang,
    options: LoadOptions = {},
  ): Promise<(Page & Editable) | null> => {
    const document = await fetchContent(query, { [key]: value, lang }, options)
    if (document === null) return null
    const page = toPage(document as NonNullable<typeof document>, lang)
    if (editable === undefined) return page as Page & Editable
    return { ...page, ...editMarkers(document as { _id: string }, editable, lang, options) }
  }
}
