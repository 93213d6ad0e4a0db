import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { DEFAULT_LANG, isLang } from '@/lib/i18n/lang'
import { addressRedirect } from '@/lib/i18n/languageRedirect'
import { listSelectionPath } from '@/lib/routing/listAddress'
import { locationWithQuery, type Redirect } from '@/lib/redirects/redirectTable'
import { localHref } from '@/lib/routes'
import { httpsRedirect, type TransportConfig } from '@/lib/security/transport'

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

/**
 * What the site's HTTP server does with a request before Next sees it. One that a trusted TLS
 * proxy received over plain HTTP is sent to https (308, same host, path and query), on every
 * route; a language segment in another case, or a section alias, to its page (308, query kept:
 * Next's own locale matching ignores case, and would serve `/EN/home`). This lives here and not in
 * proxy.ts: Next's client router cannot evaluate a proxy matcher's header or query condition, so a proxy that matches every page makes each static page fetch
 * its data again and re-render after hydration (and a 404 page ask for data that does not exist).
 * For the same reason a list's address with a page or filter in its query (`/th/corporate/news?
 * page=2`) is handed to Next as the static page of that selection (lib/routing/listAddress.ts):
 * a proxy matcher on the list's path would make its unfiltered page fetch its data again too.
 * An address that moved, or that an editor redirected, is
 * answered from `redirects` (lib/redirects: a look-up in memory) before any page is looked for.
 */
export function siteRequestListener(
  handle: Handle,
  config: TransportConfig,
  redirects: (pathname: string) => Redirect | undefined = () => undefined,
): RequestListener {
  return (req, res) => {
    const forwarded = req.headers['x-forwarded-proto']
    const https = httpsRedirect(
      {
        host: req.headers.host ?? null,
        forwardedProto: Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? null),
        pathAndQuery: req.url ?? '/',
      },
      config,
    )
    const target: Redirect | null =
      https === null ? siteAddressRedirect(req, redirects) : { location: https, status: 308 }
    if (target === null) {
      return void handle(servedAs(req), res)
    }
    res.statusCode = target.status
    res.setHeader('Location', target.location)
    // Not kept by browsers or proxies: a redirect goes when its address is a page again (a rename
    // back, an editor's change), and answering one costs the server a look-up in memory.
    res.setHeader('Cache-Control', 'no-store')
    res.end()
  }
}

/**
 * Where a page address is sent, query kept, or null: a moved or redirected address to its
 * target (looked up under its canonical form, so `/EN/old` and `/old` take one hop, not two), else the
 * address's own lower-case language and page (`/EN/home` → `/en/home`, `/en/news` →
 * `/en/corporate/news`).
 */
function siteAddressRedirect(
  req: IncomingMessage,
  redirects: (pathname: string) => Redirect | undefined,
): Redirect | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  const queryStart = url.includes('?') ? url.indexOf('?') : url.length
  const query = url.slice(queryStart)
  const canonical = addressRedirect(url.slice(0, queryStart))
  const pathname = canonical ?? url.slice(0, queryStart)
  // A link without a language means the Thai page (proxy.ts would send it there first): looked up
  // as that, it takes one hop too.
  const moved =
    redirects(pathname) ??
    (isLang(pathname.split('/')[1]) ? undefined : redirects(localHref(DEFAULT_LANG, pathname)))
  if (moved !== undefined) {
    return { location: locationWithQuery(moved.location, query), status: moved.status }
  }
  return canonical === null ? null : { location: `${canonical}${query}`, status: 308 }
}

/** The request with a list address's selection in its path; the browser keeps its own address. */
function servedAs(req: IncomingMessage): IncomingMessage {
  if (req.method !== 'GET' && req.method !== 'HEAD') return req
  const url = req.url ?? '/'
  const queryStart = url.indexOf('?')
  if (queryStart === -1) return req
  const selectionPath = listSelectionPath(url.slice(0, queryStart), url.slice(queryStart))
  if (selectionPath !== null) req.url = selectionPath
  return req
}
