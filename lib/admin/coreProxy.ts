import type { NextApiRequest, NextApiResponse } from 'next'
import { apiRoute } from '@/lib/http/apiRoute'
import { BodyTooLargeError, readRawBody } from '@/lib/http/body'
import { isSameOrigin } from '@/lib/security/sameOrigin'

/** `accessToken`'s answer for a session cookie whose session was revoked (signed out). */
export const REVOKED_SESSION = Symbol('revoked session')

export interface CoreProxyDeps {
  /** The core service's base address (no trailing slash). */
  coreBaseUrl: () => string
  /**
   * The signed-in user's access token, read from the session cookie on the server: undefined
   * without a session, `REVOKED_SESSION` for a cookie whose session was revoked.
   */
  accessToken: (req: NextApiRequest) => Promise<string | undefined | typeof REVOKED_SESSION>
  /** The site's own origin, for the same-origin check of changing requests. */
  siteOrigin: () => string
  timeoutMs?: number
}

const MAX_BODY_BYTES = 64 * 1024
// Segments of the core service's paths: ids, names, nothing that climbs (`..`) or escapes.
const SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,127}$/
const FORWARDED_HEADERS = ['accept', 'content-type', 'x-sender', 'x-business-unit'] as const

/**
 * `/api/core/*`: the browser's way to the core service. The browser never holds the user's
 * access token; this route adds it from the encrypted session cookie and forwards the request
 * with the client's JSON, sender and business-unit headers. The core service decides what the
 * user may do, so its 401/403 reach the browser unchanged (the core client then sends the user
 * to `/`). Changing requests must come from this site: the sender header (which a cross-site
 * form cannot set) and, when the browser sends one, the Origin. A revoked session (a cookie kept
 * after `/logout`) is refused here with 401, never forwarded as an anonymous call.
 */
export function createCoreProxy({
  coreBaseUrl,
  accessToken,
  siteOrigin,
  timeoutMs = 30_000,
}: CoreProxyDeps) {
  async function coreProxy(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    res.setHeader('Cache-Control', 'no-store')
    const method = req.method ?? 'GET'
    const segments = pathSegments(req.query.path)
    if (segments === null) return res.status(400).json({ message: 'INVALID_PATH' })
    if (req.headers['x-sender'] === undefined) {
      return res.status(400).json({ message: 'SENDER_REQUIRED' })
    }
    if (method !== 'GET' && !isSameOrigin(req.headers, siteOrigin())) {
      return res.status(403).json({ message: 'CROSS_SITE_REQUEST' })
    }
    const token = await accessToken(req)
    if (token === REVOKED_SESSION) return res.status(401).json({ message: 'SESSION_REVOKED' })

    let body: string | undefined
    if (method !== 'GET' && method !== 'DELETE') {
      try {
        body = await readRawBody(req, MAX_BODY_BYTES)
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error
        return res.status(413).json({ message: 'BODY_TOO_LARGE' })
      }
    }

    const headers: Record<string, string> = {}
    for (const name of FORWARDED_HEADERS) {
      const value = req.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    if (token !== undefined) headers.authorization = `Bearer ${token}`

    const target = `${coreBaseUrl()}/${segments.map(encodeURIComponent).join('/')}${search(req.url)}`
    let upstream: Response
    try {
      upstream = await fetch(target, {
        method,
        headers,
        body: body === '' ? undefined : body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      return res
        .status(timedOut ? 504 : 502)
        .json({ message: timedOut ? 'CORE_TIMEOUT' : 'CORE_UNAVAILABLE' })
    }
    const text = await upstream.text()
    res.status(upstream.status)
    res.setHeader('Content-Type', upstream.headers.get('content-type') ?? 'application/json')
    res.send(text)
  }
  return apiRoute({
    GET: coreProxy,
    POST: coreProxy,
    PUT: coreProxy,
    PATCH: coreProxy,
    DELETE: coreProxy,
  })
}

function pathSegments(value: string | string[] | undefined): string[] | null {
  const segments = Array.isArray(value) ? value : value === undefined ? [] : [value]
  if (segments.length === 0 || segments.length > 8) return null
  return segments.every((segment) => SEGMENT.test(segment)) ? segments : null
}

function search(url: string | undefined): string {
  const index = url?.indexOf('?') ?? -1
  return index === -1 || url === undefined ? '' : url.slice(index)
}
