import { NextResponse, type NextRequest } from 'next/server'
import { languageRedirect } from './lib/i18n/languageRedirect'

// The sitemap and robots.txt depend on the content and SITE_URL, so API routes answer them.
// They are rewritten here rather than by `rewrites` in next.config.ts: any rewrite there makes
// every statically generated page re-render itself once after hydration (Next's router then
// cannot trust the URL it was rendered for) and ships the rewrite matcher to every browser.
const FILE_ROUTES: Record<string, string> = {
  '/sitemap.xml': '/api/sitemap',
  '/robots.txt': '/api/robots',
}

/**
 * Sends `/`, `/th`, `/en` and un-prefixed paths to a page with a language prefix, and answers
 * the sitemap and robots.txt.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const fileRoute = FILE_ROUTES[pathname.replace(/^\/default(?=\/)/, '')]
  if (fileRoute) return NextResponse.rewrite(new URL(fileRoute, request.url))
  const target = languageRedirect(pathname, request.nextUrl.locale)
  if (target === null) return NextResponse.next()
  const url = new URL(`${target.path}${request.nextUrl.search}`, request.url)
  return NextResponse.redirect(url, target.status)
}

export const config = {
  // `locale: false` matches the path as Next's router sees it: an un-prefixed path arrives with
  // the pseudo locale added (`/api/revalidate` is matched as `/default/api/revalidate`). Pages
  // that already carry /th/ or /en/, files (anything ending in an extension, but for the two
  // above), Next's assets, API routes and the Studio never run the proxy.
  matcher: [
    { source: '/', locale: false },
    { source: '/((?:default/)?(?:sitemap\\.xml|robots\\.txt))', locale: false },
    {
      source: '/((?!th/|en/|_next/|(?:default/)?api/|(?:default/)?studio|.*\\.\\w+$).*)',
      locale: false,
    },
  ],
}
