import { NextResponse, type NextRequest } from 'next/server'
import { languageRedirect } from './lib/i18n/languageRedirect'

/** Sends `/`, `/th`, `/en` and un-prefixed paths to a page with a language prefix. */
export function proxy(request: NextRequest) {
  const target = languageRedirect(request.nextUrl.pathname, request.nextUrl.locale)
  if (target === null) return NextResponse.next()
  const url = new URL(`${target.path}${request.nextUrl.search}`, request.url)
  return NextResponse.redirect(url, target.status)
}

export const config = {
  // `locale: false` matches the path as Next's router sees it: an un-prefixed path arrives with
  // the pseudo locale added (`/api/revalidate` is matched as `/default/api/revalidate`). Pages
  // that already carry /th/ or /en/, files (anything ending in an extension), Next's assets, API
  // routes and the Studio never run the proxy.
  matcher: [
    { source: '/', locale: false },
    {
      source: '/((?!th/|en/|_next/|(?:default/)?api/|(?:default/)?studio|.*\\.\\w+$).*)',
      locale: false,
    },
  ],
}
