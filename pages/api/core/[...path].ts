import { REVOKED_SESSION, createCoreProxy } from '@/lib/admin/coreProxy'
import { readSessionCookie } from '@/lib/auth/serverAuth'
import { serverEnv } from '@/lib/env'
import { serviceAddresses } from '@/lib/http/serviceAddresses'

export const config = { api: { bodyParser: false } }

export default createCoreProxy({
  coreBaseUrl: () => serviceAddresses(serverEnv().siteUrl, serverEnv().core).core,
  accessToken: async (req) => {
    const session = await readSessionCookie(req)
    if (session.state === 'refused') return REVOKED_SESSION
    return session.state === 'signed-in' ? session.token.accessToken : undefined
  },
  siteOrigin: () => serverEnv().appOrigin,
})
