import type { NextApiRequest, NextApiResponse } from 'next'
import { apiRoute } from '@/lib/http/apiRoute'
import { isLang } from '@/lib/i18n/lang'
import { sameAddressIn } from './sameAddressIn'

/**
 * `GET /api/language-switch?to=th`: the language switch of the 404 and 500 pages before any
 * script runs. Those pages are built once for every address, so their HTML cannot name the
 * address asked for; the switch's link comes here, and the visitor goes on (303) to the page
 * they were on (the link's Referer) in the other language. Once the page has hydrated, the
 * switch links straight there (components/navigation/useCurrentPath.ts).
 */
function switchLanguage(req: NextApiRequest, res: NextApiResponse) {
  // The answer depends on the Referer: no cache may keep it for another page.
  res.setHeader('Cache-Control', 'no-store')
  const to = req.query.to
  if (typeof to !== 'string' || !isLang(to)) {
    return res.status(400).json({ message: 'to must be th or en' })
  }
  return res.redirect(303, sameAddressIn(to, req.headers.referer))
}

export const languageSwitchRoute = apiRoute({ GET: switchLanguage, HEAD: switchLanguage })
