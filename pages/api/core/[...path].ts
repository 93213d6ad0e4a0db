import { createCoreProxy } from '@/lib/admin/coreProxy'
import { readSessionToken } from '@/lib/auth/serverAuth'
import { serverEnv } from '@/lib/env'
import { serviceAddresses } from '@/lib/http/serviceAddresses'

export const config = { api: { bodyParser: false } }

export default createCoreProxy({
  coreBaseUrl: () => serviceAddresses(serverEnv().siteUrl, serverEnv().core).core,
  accessToken: async (req) => (await readSessionToken(req))?.accessToken,
  siteOrigin: () => serverEnv().appOrigin,
})
