import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { httpsRedirect, type TransportConfig } from '@/lib/security/transport'

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

/**
 * What the site's HTTP server does with a request before Next sees it: one that a trusted TLS
 * proxy received over plain HTTP is sent to https (308, same host, path and query), on every
 * route. This lives here and not in proxy.ts: Next's client router cannot evaluate a proxy
 * matcher's header condition, so a proxy that matches every page makes each static page fetch
 * its data again and re-render after hydration (and a 404 page ask for data that does not exist).
 */
export function siteRequestListener(handle: Handle, config: TransportConfig): RequestListener {
  return (req, res) => {
    const forwarded = req.headers['x-forwarded-proto']
    const target = httpsRedirect(
      {
        host: req.headers.host ?? null,
        forwardedProto: Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? null),
        pathAndQuery: req.url ?? '/',
      },
      config,
    )
    if (target === null) return void handle(req, res)
    res.statusCode = 308
    res.setHeader('Location', target)
    res.setHeader('Cache-Control', 'no-store')
    res.end()
  }
}
