import { documentsOfTypesQuery, documentsReferencingQuery } from '@/cms/queries/revalidation'
import type {
  DocumentsOfTypesQueryResult,
  DocumentsReferencingQueryResult,
} from '@/cms/sanity.types'
import type { ContentSource } from '@/lib/content/contentSource'
import { contentSource } from '@/lib/content/source'
import type { DocumentFinder } from './pathsForDocument'

/** Published documents from the site's content source (Sanity or the bundled dataset). */
export function contentDocumentFinder(source: ContentSource = contentSource()): DocumentFinder {
  return {
    referencing: (ids) =>
      source.fetch<DocumentsReferencingQueryResult>(documentsReferencingQuery, { ids }),
    ofTypes: (types) => source.fetch<DocumentsOfTypesQueryResult>(documentsOfTypesQuery, { types }),
  }
}
