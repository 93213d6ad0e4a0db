import { documentsOfTypesQuery, documentsReferencingQuery } from '@/cms/queries/revalidation'
import type { ContentSource } from '@/lib/content/contentSource'
import { fetchFrom } from '@/lib/content/fetchFrom'
import { contentSource } from '@/lib/content/source'
import type { DocumentFinder } from './pathsForDocument'

/** Published documents from the site's content source (Sanity or the bundled dataset). */
export function contentDocumentFinder(source: ContentSource = contentSource()): DocumentFinder {
  return {
    referencing: (ids) => fetchFrom(source, documentsReferencingQuery, { ids }),
    ofTypes: (types) => fetchFrom(source, documentsOfTypesQuery, { types }),
  }
}
