import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { NextApiRequest, NextApiResponse } from 'next'
import { allows, readConsent } from '@/lib/consent/consent'
import { apiRoute } from '@/lib/http/apiRoute'
import { BodyTooLargeError, readRawBody } from '@/lib/http/body'
import { logToServerLog, type LogError } from '@/lib/http/logError'
import type { RateLimiter } from '@/shared/rateLimits'
import { MAX_BEACON_BYTES, parseBeacon, referrerDomain, type CollectedEvent } from './collectEvents'

export interface CollectHandlerDeps {
  /** Whether a language-prefixed path is one of the site's public pages. */
  isSitePage: (path: string) => boolean
  /** Takes the checked events on to the core service (in the background: never waits). */
  enqueue: (events: CollectedEvent[]) => void
  /** RATE_LIMITS.analyticsCollect per client. */
  limiter: RateLimiter
  /** The client's key for the limit and the visitor digest (shared/clientAddress.ts). */
  clientKey: (req: IncomingMessage) => string
  /** This site's host names: a referrer from them is a visitor moving between our pages. */
  ownHosts: string[]
  logError?: LogError
}

type Refusal = { message: string }

/**
 * `POST /api/collect`: the consented analytics beacons (lib/analytics/client.ts). 202 once the
 * events are checked and queued; 400 for anything else — no analytics consent in the consent
 * cookie, not JSON, an unknown field or metric, a value out of range, a path that is not one of
 * the site's pages —, 413 over 2 KB, 429 past the per-client limit. Never a 5xx: a failing
 * limiter store drops the beacon instead. Sets no cookie; the address and the browser's
 * user agent become a digest that the core service salts with the day's salt and never stores.
 */
export function createCollectHandler({
  isSitePage,
  enqueue,
  limiter,
  clientKey,
  ownHosts,
  logError = logToServerLog,
}: CollectHandlerDeps) {
  async function collect(req: NextApiRequest, res: NextApiResponse<Refusal | null>) {
    res.setHeader('Cache-Control', 'no-store')
    const refuse = (message: string) => res.status(400).json({ message })
    // sendBeacon sends a string as text/plain (no preflight); JSON is accepted too.
    const mediaType = req.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase()
    if (mediaType !== 'text/plain' && mediaType !== 'application/json') {
      return refuse('UNSUPPORTED_MEDIA_TYPE')
    }
    if (!allows(readConsent(req.headers.cookie ?? ''), 'analytics')) return refuse('NO_CONSENT')

    const client = clientKey(req)
    try {
      const decision = await limiter.consume(client)
      if (!decision.allowed) {
        res.setHeader('Retry-After', String(decision.retryAfterSeconds))
        return res.status(429).json({ message: 'TOO_MANY_REQUESTS' })
      }
    } catch (error) {
      logError('Analytics: the rate limit could not be checked; beacon dropped', error)
      return res.status(202).end()
    }

    let text: string
    try {
      text = await readRawBody(req, MAX_BEACON_BYTES)
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        return res.status(413).json({ message: 'PAYLOAD_TOO_LARGE' })
      }
      return refuse('UNREADABLE_BODY')
    }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return refuse('INVALID_JSON')
    }
    const events = parseBeacon(body)
    if (events === null) return refuse('INVALID_EVENTS')
    if (!events.every((event) => isSitePage(event.path))) return refuse('UNKNOWN_PAGE')

    const visitor = visitorDigest(client, req.headers['user-agent'] ?? '')
    enqueue(
      events.map((event): CollectedEvent =>
        event.type === 'vital'
          ? event
          : {
              type: 'pageview',
              path: event.path,
              visitor,
              referrer: referrerDomain(event.referrer, ownHosts),
            },
      ),
    )
    return res.status(202).end()
  }
  return apiRoute({ POST: collect })
}

/**
 * The visitor as the core service receives it: a digest of the address and the user agent,
 * which the core salts with the day's salt before it keeps anything (services/core/dailySalt.ts).
 * Neither is kept here or there.
 */
export function visitorDigest(client: string, userAgent: string): string {
  return createHash('sha256')
    .update(`${client}\n${userAgent.slice(0, 512)}`)
    .digest('hex')
}
