import { useRouter } from 'next/router'
import { useSyncExternalStore } from 'react'
import { toLang, type Lang } from '@/lib/i18n/lang'
import { splitLangPath } from '@/lib/navigation/path'
import { listPathOfSelectionRoute, segmentParams } from '@/lib/routing/selectionRoute'
import { STATIC_ROUTES } from '@/lib/routes'

// Error pages are prerendered once for every path: the server renders them as `/404` (or
// `/500`). While hydrating, the browser must render the same (React keeps the server's
// attributes on a mismatch); right after, it renders the address the visitor asked for.
const ERROR_PAGES = new Set<string>([STATIC_ROUTES.notFound, STATIC_ROUTES.serverError, '/_error'])

const noSubscription = () => () => {}
const browserAddress = () => `${window.location.pathname}${window.location.search}`
const serverAddress = () => null

export interface CurrentPath {
  lang: Lang
  /** The language-free path without query or hash: `/about/awards`. */
  path: string
  /** The language-free path with its query: what a link to the same page in another language needs. */
  pathWithQuery: string
  /**
   * The address search engines should keep for the page: its path, and for the static page of a
   * list's selection (`?category=…&page=…`) that selection's query in its canonical form.
   */
  canonicalPath: string
  /** The 404 or 500 page, served under the address the visitor asked for. */
  isErrorPage: boolean
  /**
   * False on an error page's server render and hydration, where the path is the page's own
   * (`/404`), not the address the visitor asked for.
   */
  isAddressKnown: boolean
}

/** The current language and language-free path. Next's `asPath` already omits the locale. */
export function useCurrentPath(): CurrentPath {
  const { locale, asPath, pathname, isReady, query: routeQuery } = useRouter()
  // Read on every render (the router re-renders on navigation); null during hydration.
  const address = useSyncExternalStore(noSubscription, browserAddress, serverAddress)

  const isErrorPage = ERROR_PAGES.has(pathname)
  const current = isErrorPage ? (address ?? pathname) : asPath
  const { path } = splitLangPath(current)
  // A static page is rendered without its query; until the router is ready the browser must
  // render the same, or links built from it (the language switch) keep the server's version.
  const query =
    isReady && current.includes('?') ? current.slice(current.indexOf('?')).split('#')[0] : ''
  const listPath = listPathOfSelectionRoute(pathname)
  if (listPath !== null) {
    // The server renders a selection's page at its internal path (`/product-list/page=2`); the
    // visitor's address is the list's path with the selection as its query. The page exists, so
    // its segment is the canonical one of its query (listAddress's queryOfSegment said so).
    const params = segmentParams(String(routeQuery.selection))?.toString()
    const selection = params ? `?${params}` : ''
    return {
      lang: toLang(locale),
      path: listPath,
      pathWithQuery: `${listPath}${query || selection}`,
      canonicalPath: `${listPath}${selection}`,
      isErrorPage: false,
      isAddressKnown: true,
    }
  }
  return {
    lang: toLang(locale),
    path,
    pathWithQuery: `${path}${query}`,
    canonicalPath: path,
    isErrorPage,
    isAddressKnown: !isErrorPage || address !== null,
  }
}

/** The attributes of a link to the same page, query kept, in the other language. */
export function useOtherLanguageLink() {
  const { lang, pathWithQuery } = useCurrentPath()
  const other: Lang = lang === 'th' ? 'en' : 'th'
  return { href: pathWithQuery, locale: other, hrefLang: other, lang: other }
}
