import { DOCUMENT_PAGES, isDocumentPageType, ownPage, type DocumentPageType } from './documentPath'
import { REFERENCE_DEPTH, STATIC_PATHS, TYPE_RULES } from './pathRules'

// Which pages show a document. The webhook (lib/revalidation) refreshes them when it is
// published; the Studio's Presentation tool lists them for the document an editor has open
// ("Used on these pages"), each asking its own content source through a DocumentFinder.

/** The fields that decide where a document is shown (the webhook's projection). */
export interface PageDocument {
  _id: string
  _type: string
  slug?: string | null
  path?: string | null
}

/** A changed document as Sanity's webhook sends it, with its address before the change. */
export interface ChangedDocument extends PageDocument {
  previousSlug?: string | null
  previousPath?: string | null
}

/** Published documents, from the content source. */
export interface DocumentFinder {
  /** Those referencing any of `ids`. */
  referencing(ids: string[]): Promise<PageDocument[]>
  /** Every one of these types. */
  ofTypes(types: string[]): Promise<PageDocument[]>
}

export interface DocumentPaths {
  /** Language-free paths, sorted. */
  paths: string[]
  /** Set when the content source could not be asked: `paths` then lacks the pages it knows. */
  lookupError?: string
}

// Drafts and release versions are on no published page.
const isUnpublished = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.')

/**
 * Every page a changed document is shown on, by the rules of `pathRules.ts`: its own page
 * (before and after a change of address, so a deleted or moved page is refreshed too), the
 * lists of its type, and the pages of the documents that reference it.
 */
export async function pathsForDocument(
  changed: ChangedDocument,
  finder: DocumentFinder,
): Promise<DocumentPaths> {
  if (isUnpublished(changed._id)) return { paths: [] }

  const paths = new Set<string>()
  const pageTypes = new Set<DocumentPageType>()
  let isEverywhere = false
  const add = (path: string | null) => {
    if (path !== null) paths.add(path)
  }
  const visit = (doc: PageDocument) => {
    add(ownPage(doc._type, doc))
    const rule = TYPE_RULES[doc._type] ?? {}
    rule.lists?.forEach(add)
    rule.pagesOfTypes?.forEach((type) => pageTypes.add(type))
    if (rule.everywhere) isEverywhere = true
  }

  visit(changed)
  add(ownPage(changed._type, { slug: changed.previousSlug, path: changed.previousPath }))

  try {
    const seen = new Set([changed._id])
    let frontier = isEverywhere ? [] : [changed._id]
    for (let depth = 1; depth <= REFERENCE_DEPTH && frontier.length > 0; depth += 1) {
      const referencing = (await finder.referencing(frontier)).filter((doc) => !seen.has(doc._id))
      for (const doc of referencing) {
        seen.add(doc._id)
        visit(doc)
      }
      frontier = referencing.filter((doc) => !isDocumentPageType(doc._type)).map((doc) => doc._id)
    }
    if (isEverywhere) {
      STATIC_PATHS.forEach(add)
      Object.keys(DOCUMENT_PAGES).forEach((type) => pageTypes.add(type as DocumentPageType))
    }
    if (pageTypes.size > 0) {
      for (const doc of await finder.ofTypes([...pageTypes])) add(ownPage(doc._type, doc))
    }
  } catch (error) {
    // The pages named so far still get refreshed; the caller reports what is missing.
    if (isEverywhere) STATIC_PATHS.forEach(add)
    return { paths: [...paths].sort(), lookupError: errorMessage(error) }
  }
  return { paths: [...paths].sort() }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
