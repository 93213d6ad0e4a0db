import type {
  DocumentLocation,
  DocumentLocationResolver,
  DocumentLocationsState,
} from 'sanity/presentation'
import { firstValueFrom, from, map, switchMap, type Observable } from 'rxjs'
import {
  pathsForDocument,
  type ChangedDocument,
  type DocumentFinder,
  type PageDocument,
} from '../lib/pathsForDocument'
import { presentationDocumentQuery } from '../queries/presentation'
import { documentsOfTypesQuery, documentsReferencingQuery } from '../queries/revalidation'

// "Used on these pages" in the Presentation tool: the pages the webhook would refresh when the
// open document is published (cms/lib/pathsForDocument.ts, one rule for both), in Thai and in
// English. Clicking one opens it in the preview frame.

/** The site's languages, Thai first as on the site (lib/i18n/lang.ts cannot be imported here). */
export const LOCATION_LANGUAGES = [
  { lang: 'th', title: 'ไทย' },
  { lang: 'en', title: 'English' },
] as const

/**
 * At most this many pages are listed: a change to the site settings or a menu is on every page
 * (hundreds), and a list that long helps no one; the message says how many there are.
 */
export const MAX_LISTED_PAGES = 12

/** The locations of language-free paths, each in Thai and in English. */
export function locationsOfPaths(paths: readonly string[]): DocumentLocationsState {
  if (paths.length === 0) {
    return { message: 'This document is not shown on any page of the site.', tone: 'caution' }
  }
  const listed = paths.slice(0, MAX_LISTED_PAGES)
  const locations: DocumentLocation[] = listed.flatMap((path) =>
    LOCATION_LANGUAGES.map(({ lang, title }) => ({
      title: `${path} · ${title}`,
      href: `/${lang}${path}`,
    })),
  )
  const pages = paths.length === 1 ? '1 page' : `${paths.length} pages`
  const message =
    paths.length > listed.length
      ? `Used on ${pages} in Thai and English; the first ${listed.length} are listed.`
      : `Used on ${pages} in Thai and English.`
  return { locations, message, tone: 'positive' }
}

/** What the resolver asks the Studio's document store (a narrowing of sanity's DocumentStore). */
export interface LocationsDocumentStore {
  listenQuery(
    query: string,
    params: Record<string, unknown>,
    options: Record<string, unknown>,
  ): Observable<unknown>
}

const DRAFT_PREFIX = 'drafts.'
const publishedId = (id: string) =>
  id.startsWith(DRAFT_PREFIX) ? id.slice(DRAFT_PREFIX.length) : id

/**
 * The documents that reference others, or all of some types, as the Studio's store has them
 * now. Drafts among them are skipped: only published documents are on visitors' pages.
 */
function storeFinder(store: LocationsDocumentStore): DocumentFinder {
  const once = (query: string, params: Record<string, unknown>) =>
    firstValueFrom(store.listenQuery(query, params, {})).then((documents) =>
      (documents as PageDocument[]).filter((doc) => !doc._id.startsWith(DRAFT_PREFIX)),
    )
  return {
    referencing: (ids) => once(documentsReferencingQuery, { ids }),
    ofTypes: (types) => once(documentsOfTypesQuery, { types }),
  }
}

/**
 * Presentation's `resolve.locations` for every type: follows the open document (a renamed slug
 * moves its page) and names the pages that show it, by the webhook's rule.
 */
export const resolveDocumentLocations: DocumentLocationResolver = (params, context) => {
  const store = context.documentStore as unknown as LocationsDocumentStore
  const id = publishedId(params.id)
  return store
    .listenQuery(presentationDocumentQuery, { id, draftId: `${DRAFT_PREFIX}${id}` }, {})
    .pipe(
      switchMap((document) => {
        if (document === null || document === undefined) return from([null])
        // The rule skips drafts by id: the open document is asked about as it will be published.
        const changed = { ...(document as ChangedDocument), _id: id }
        return from(pathsForDocument(changed, storeFinder(store))).pipe(
          map(({ paths, lookupError }) => {
            const state = locationsOfPaths(paths)
            // The document's own page and its type's lists are known without asking the store.
            return lookupError === undefined
              ? state
              : {
                  ...state,
                  message: `Pages that show it through other documents are missing: ${lookupError}`,
                  tone: 'critical' as const,
                }
          }),
        )
      }),
    )
}
