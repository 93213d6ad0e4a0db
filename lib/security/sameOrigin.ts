import type { IncomingHttpHeaders } from 'node:http'

/**
 * Whether a changing request comes from this site's own pages: its Origin when the browser
 * sends one, else Fetch Metadata (a cross-site form or fetch says `cross-site`).
 */
export function isSameOrigin(headers: IncomingHttpHeaders, siteOrigin: string): boolean {
  const origin = headers.origin
  if (origin === undefined) return headers['sec-fetch-site'] !== 'cross-site'
  return origin === siteOrigin
}
