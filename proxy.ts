import { NextResponse, type NextRequest } from 'next/server'
import { serverEnv } from './lib/env'
import { languageRedirect } from './lib/i18n/languageRedirect'
import { httpsRedirect } from './lib/security/transport'

/**
 * Sends a request a trusted TLS proxy received over plain HTTP to https (same host and path),
 * and `/`, `/th`, `/en` and un-prefixed paths to a page with a language prefix.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = new URL(request.url)
  const secure = httpsRedirect(
    {
      host: request.headers.get('host'),
      forwardedProto: request.headers.get('x-forwarded-proto'),
      pathAndQuery: `${pathname}${search}`,
    },
    serverEnv(),
  )
  if (secure !== null) return NextResponse.redirect(secure, 308)
  if (NO_LANGUAGE.test(pathname)) return NextResponse.next()
  const target = languageRedirect(request.nextUrl.pathname, request.nextUrl.locale)
  if (target === null) return NextResponse.next()
  const url = new URL(`${target.path}${request.nextUrl.search}`, request.url)
  return NextResponse.redirect(url, target.status)
}

// Next's assets, API routes and files have no language: the https matcher lets them in too.
const NO_LANGUAGE = /^\/(?:_next\/|api\/|.*\.\w+$)/

export const config = {
  // `locale: false` matches the path as Next's router sees it: an un-prefixed path arrives with
  // the pseudo locale added (`/api/revalidate` is matched as `/default/api/revalidate`). For the
  // language redirect, pages that already carry /th/ or /en/, files (anything ending in an
  // extension), Next's assets, API routes and the Studio never run the proxy.
  // For the https redirect, every path, but only with an `X-Forwarded-Proto` that has an `http`
  // entry: every other request (all of them, when no TLS proxy is in front) skips the proxy.
  // Literal values only: Next reads this object without running the module.
  matcher: [
    {
      source: '/:path*',
      locale: false,
      has: [
        {
          type: 'header',
          key: 'x-forwarded-proto',
          value: '(?:.*,)?\\s*[hH][tT][tT][pP]\\s*(?:,.*)?',
        },
      ],
    },
    { source: '/', locale: false },
    {
      source: '/((?!th/|en/|_next/|(?:default/)?api/|(?:default/)?studio|.*\\.\\w+$).*)',
      locale: false,
    },
  ],
}
