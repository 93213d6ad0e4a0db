/**
 * HTTP → HTTPS when the site is deployed behind a TLS terminator. Next itself only ever
 * speaks plain HTTP, so the scheme the visitor used is known only from the `X-Forwarded-Proto`
 * a trusted proxy wrote; without trusted proxies (`TRUSTED_PROXY_COUNT` 0) the header is the
 * client's word and nothing is redirected — redirecting on it could loop behind an undeclared
 * proxy, or be switched off by a forged `https`.
 */

export interface TransportConfig {
  /** SITE_URL's origin. */
  siteUrl: string
  /** NEXTAUTH_URL's origin, else SITE_URL's. */
  appOrigin: string
  trustedProxyCount: number
}

export interface PlainRequest {
  /** The `Host` header as the proxy passed it on. */
  host: string | null
  /** The `X-Forwarded-Proto` header (a list when proxies append to it). */
  forwardedProto: string | null
  /** Path and query as requested. */
  pathAndQuery: string
}

/** Whether the public origins are https: cookies are then `Secure` and HTTP is redirected. */
export function isHttpsDeployment({ siteUrl, appOrigin }: TransportConfig): boolean {
  return [siteUrl, appOrigin].some((origin) => new URL(origin).protocol === 'https:')
}

/**
 * The scheme the visitor used: the `X-Forwarded-Proto` entry the outermost of
 * `trustedProxyCount` proxies wrote (entries left of it are the client's word), lower-cased;
 * undefined when no proxy is trusted or none wrote one.
 */
export function forwardedProto(header: string | null, trustedProxyCount: number) {
  if (trustedProxyCount <= 0 || header === null) return undefined
  const entries = header
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '')
  return entries[Math.max(0, entries.length - trustedProxyCount)]
}

/**
 * The https address of a request a trusted proxy received over plain HTTP, or null when it
 * needs none: the same host and path; the port is the configured https origin's when the host
 * is that origin's (a local test on a port of its own), else the default.
 */
export function httpsRedirect(request: PlainRequest, config: TransportConfig): string | null {
  if (!isHttpsDeployment(config)) return null
  if (forwardedProto(request.forwardedProto, config.trustedProxyCount) !== 'http') return null
  const origins = [config.siteUrl, config.appOrigin]
    .map((origin) => new URL(origin))
    .filter((url) => url.protocol === 'https:')
  const hostname = requestHostname(request.host) ?? origins[0]!.hostname
  const port = origins.find((url) => url.hostname === hostname)?.port ?? ''
  const path = request.pathAndQuery.startsWith('/') ? request.pathAndQuery : '/'
  return `https://${hostname}${port === '' ? '' : `:${port}`}${path}`
}

/** The host name of a `Host` header, or undefined when it is not one (never a path or a user). */
function requestHostname(host: string | null): string | undefined {
  if (host === null || !/^[\w.-]+(?::\d+)?$|^\[[\da-f:.]+\](?::\d+)?$/i.test(host)) {
    return undefined
  }
  try {
    return new URL(`http://${host}`).hostname
  } catch {
    return undefined
  }
}
