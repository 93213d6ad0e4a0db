import { sessionRevocations } from '@/lib/auth/revocation/revocationStore'
import { readSessionCookie } from '@/lib/auth/serverAuth'
import { createSignOutEverywhereHandler } from '@/lib/auth/signOutEverywhere'
import { serverEnv } from '@/lib/env'

export default createSignOutEverywhereHandler({
  readSession: readSessionCookie,
  revocations: sessionRevocations,
  siteOrigin: () => serverEnv().appOrigin,
})
