import type { NextApiRequest, NextApiResponse } from 'next'
import { isSameOrigin } from '@/lib/security/sameOrigin'
import type { SessionRevocationStore } from './revocation/revocationStore'
import { revokeAllSessions } from './revocation/sessions'
import type { SessionTokenRead } from './serverAuth'
import { apiRoute } from '@/lib/http/apiRoute'

export interface SignOutEverywhereDeps {
  readSession: (req: NextApiRequest) => Promise<SessionTokenRead>
  revocations: () => SessionRevocationStore
  /** The site's own origin, for the same-origin check. */
  siteOrigin: () => string
}

/**
 * `POST /api/session/sign-out-everywhere`: revokes every session the signed-in user has, this
 * one included (the console then goes through `/logout`). Only the user's own sessions, so any
 * signed-in user may. Protected like the console's other changes (lib/admin/coreProxy.ts): the
 * sender header a cross-site form cannot set, and the Origin when the browser sends one.
 */
export function createSignOutEverywhereHandler({
  readSession,
  revocations,
  siteOrigin,
}: SignOutEverywhereDeps) {
  async function signOutEverywhere(req: NextApiRequest, res: NextApiResponse) {
    res.setHeader('Cache-Control', 'no-store')
    if (req.headers['x-sender'] === undefined) {
      return res.status(400).json({ message: 'SENDER_REQUIRED' })
    }
    if (!isSameOrigin(req.headers, siteOrigin())) {
      return res.status(403).json({ message: 'CROSS_SITE_REQUEST' })
    }
    const session = await readSession(req)
    const sub = session.state === 'signed-in' ? session.token.sub : undefined
    if (sub === undefined) return res.status(401).json({ message: 'SESSION_REQUIRED' })
    await revokeAllSessions(sub, revocations())
    return res.status(200).json({ message: 'SIGNED_OUT_EVERYWHERE' })
  }
  return apiRoute({ POST: signOutEverywhere })
}
