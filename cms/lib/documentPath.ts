import {
  DOCUMENT_PAGES,
  LIST_PAGE,
  STATIC_ROUTES,
  documentPagePath,
  type DocumentPageType,
} from './routes'

// The route table (./routes.ts) says where each type's page is; this reads it for a document.
export { DOCUMENT_PAGES, type DocumentPageType }

// As the schema's `sitePath` rule stores page addresses: no language, no query.
const SITE_PATH = /^\/[a-z0-9\-/]*$/

export function isDocumentPageType(type: string): type is DocumentPageType {
  return Object.hasOwn(DOCUMENT_PAGES, type)
}

/** The document's own page, or null when its type has none or its address is not filled in. */
export function ownPage(type: string, fields: { slug?: string | null; path?: string | null }) {
  if (!isDocumentPageType(type)) return null
  if (type === 'page') return fields.path && SITE_PATH.test(fields.path) ? fields.path : null
  return fields.slug ? documentPagePath(type, fields.slug) : null
}

/** The fields of a document (as the Studio holds it) that decide its page address. */
export interface PathSource {
  _type: string
  slug?: { current?: string } | string | null
  path?: string | null
}

/**
 * The language-free address of the page that shows a document best: its own page, else the
 * list it appears on, else the home page. Used for the Studio's preview links.
 */
export function documentPath(doc: PathSource): string {
  const slug = typeof doc.slug === 'string' ? doc.slug : doc.slug?.current
  const list = LIST_PAGE[doc._type]
  return ownPage(doc._type, { slug, path: doc.path }) ?? STATIC_ROUTES[list ?? 'home']
}
