import type { NextApiRequest, NextApiResponse } from 'next'
import enAlerts from '@/public/locales/en/alerts.json'
import thAlerts from '@/public/locales/th/alerts.json'
import { apiRoute } from '@/lib/http/apiRoute'
import { BodyTooLargeError, readRawBody } from '@/lib/http/body'
import { logToServerLog } from '@/lib/http/logError'
import type { Lang } from '@/lib/i18n/lang'
import { href } from '@/lib/routes'
import { verifyAlertLink } from './alertLinks'
import type { AlertPageDeps } from './alertPageProps'

const TEXTS: Record<Lang, typeof enAlerts> = { th: thAlerts, en: enAlerts }

// RFC 8058's body is one short field; anything much larger is not a mail client's.
const MAX_BODY_BYTES = 1024

type Deps = Pick<AlertPageDeps, 'service' | 'perClientLinks' | 'clientKey' | 'now'>

/**
 * `/api/alerts/unsubscribe?token=`: the address of every e-mail's `List-Unsubscribe` header.
 * A mail client's one-click POST (RFC 8058: `List-Unsubscribe=One-Click`, no cookies, no
 * redirects followed) unsubscribes at once and answers 200 in the subscriber's language; a GET
 * (someone opened the address) is sent on to the unsubscribe page, which asks first. A forged or
 * malformed token is a 400, a subscriber already gone a 200 (the outcome they wanted).
 */
export function createOneClickUnsubscribe({
  service,
  perClientLinks,
  clientKey,
  now = Date.now,
}: Deps) {
  const answer = (res: NextApiResponse, status: number, text: string) => {
    res.setHeader('Cache-Control', 'no-store')
    res.setHeader('Content-Type', 'text/plain; charset=utf-8')
    res.status(status).send(text)
  }
  const check = (req: NextApiRequest) =>
    verifyAlertLink(service()?.linkKey ?? Buffer.alloc(32), req.query.token, 'subscriber', now())

  async function post(req: NextApiRequest, res: NextApiResponse) {
    try {
      await readRawBody(req, MAX_BODY_BYTES)
    } catch (error) {
      if (error instanceof BodyTooLargeError) return answer(res, 413, TEXTS.th.errors.tooLarge)
      throw error
    }
    const limit = await perClientLinks.consume(clientKey(req))
    if (!limit.allowed) {
      res.setHeader('Retry-After', String(limit.retryAfterSeconds))
      return answer(res, 429, TEXTS.th.errors.tooMany.replace('{{minutes}}', '1'))
    }
    const link = check(req)
    if (!link.ok) return answer(res, 400, TEXTS.th.link.malformed)
    const alerts = service()
    if (alerts === null) return answer(res, 503, TEXTS.th.errors.unavailable)
    try {
      const subscriber = await alerts.core.subscriber(link.claims.subscriberId)
      const lang = subscriber?.lang ?? 'th'
      if (subscriber !== null) await alerts.core.unsubscribe(subscriber.id)
      return answer(
        res,
        200,
        `${TEXTS[lang].unsubscribe.doneHeading}. ${TEXTS[lang].unsubscribe.done}`,
      )
    } catch (error) {
      logToServerLog('One-click unsubscribe failed', error)
      return answer(res, 503, TEXTS.th.errors.unavailable)
    }
  }

  async function get(req: NextApiRequest, res: NextApiResponse) {
    const link = check(req)
    if (!link.ok) return answer(res, 400, TEXTS.th.link.malformed)
    let lang: Lang = 'th'
    try {
      lang = (await service()?.core.subscriber(link.claims.subscriberId))?.lang ?? 'th'
    } catch {
      // The page says what is wrong in Thai, the site's default language.
    }
    res.setHeader('Cache-Control', 'no-store')
    res.redirect(303, href(lang, 'alertsUnsubscribe', { token: String(req.query.token) }))
  }

  return apiRoute({ POST: post, GET: get })
}
