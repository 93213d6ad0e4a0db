// THE route table of the site: every address the code links to, redirects to or rebuilds comes
// from here (an ESLint rule, eslint/noLiteralHref, reports a literal internal href elsewhere).
// The data is in cms/lib/routes.ts so the Studio can read it too; the helpers below add the
// language and a query.
//
// A new content type with a page of its own: add its address to DOCUMENT_PAGES (cms/lib/routes.ts,
// `{slug}` or `{path}`) and a `pagePath` case is typed for it; a type without a page names its
// best list in LIST_PAGE. A new fixed page: a name in STATIC_ROUTES, and in PUBLIC_PAGES when it
// is public (sitemap, revalidation). See docs/adding-a-content-type.md.

import {
  STATIC_ROUTES,
  documentPagePath,
  type DocumentPageType,
  type RouteName,
} from '@/cms/lib/routes'
import type { Lang } from '@/lib/i18n/lang'

export {
  DOCUMENT_PAGES,
  INVESTOR_PAGE_NAMES,
  LIST_PAGE,
  PUBLIC_PAGES,
  SECTION_ALIASES,
  SECTION_PATHS,
  STATIC_ROUTES,
  type DocumentPageType,
  type PublicPageName,
  type RouteName,
} from '@/cms/lib/routes'

export type RouteQuery = Record<string, string | readonly string[] | undefined>

/** A language-free path with its query, written as a browser does (`/product-list?brand=x`). */
export function withQuery(path: string, query?: RouteQuery): string {
  if (query === undefined) return path
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) =>
      value === undefined ? [] : [value].flat().map((one) => [name, one]),
    ),
  ).toString()
  return search ? `${path}?${search}` : path
}

/** The language-free address of a named page, as the site's Link takes it (it adds the language). */
export function path(name: RouteName, query?: RouteQuery): string {
  return withQuery(STATIC_ROUTES[name], query)
}

/** Prefixes a language-free path (a table path, or one stored in the CMS) with the language. */
export function localHref(lang: Lang, languageFreePath: string): string {
  return languageFreePath === '/' ? `/${lang}` : `/${lang}${languageFreePath}`
}

/** A named page's address with its language, for a plain `<a>`, a form or `location`. */
export function href(lang: Lang, name: RouteName, query?: RouteQuery): string {
  return localHref(lang, path(name, query))
}

type SlugPageType = Exclude<DocumentPageType, 'page'>

/** A document's own page, language-free: `pagePath('product', 'jasmine-rice')`. */
export function pagePath(type: SlugPageType, slug: string): string {
  return documentPagePath(type, slug)
}

/** A document's own page with its language: `pageHref('en', 'product', 'jasmine-rice')`. */
export function pageHref(lang: Lang, type: SlugPageType, slug: string): string {
  return localHref(lang, pagePath(type, slug))
}

/** One enquiry in the admin console, language-free. */
export function adminEnquiryPath(id: string): string {
  return `${STATIC_ROUTES.adminEnquiries}/${encodeURIComponent(id)}`
}
