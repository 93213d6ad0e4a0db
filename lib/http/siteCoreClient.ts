import type { AxiosInstance } from 'axios'
import { createServiceTokenSource, type ServiceTokenSource } from '@/lib/auth/serviceToken'
import type { ServerEnv } from '@/lib/env'
import { createCoreClient } from './core-client'
import { serviceAddresses } from './serviceAddresses'

export interface SiteCoreClient {
  client: AxiosInstance
  /** The site's own token, for a caller that forgets it itself when the core service refuses it. */
  tokens: ServiceTokenSource
}

export interface SiteCoreClientOptions {
  /** The core client's usual 30 s unless given. */
  timeout?: number
  /** Forget the token as soon as a call is refused, so the next call asks for a new one. */
  forgetRefusedToken?: boolean
}

/**
 * A core-service client that calls as the site itself (client-credentials token), not for a
 * visitor; null when sign-in is not configured, for then the site has no token for the core
 * service. A refused call sends nobody anywhere: the site's own calls have no visitor to send.
 */
export function createSiteCoreClient(
  env: ServerEnv,
  { timeout, forgetRefusedToken = false }: SiteCoreClientOptions = {},
): SiteCoreClient | null {
  if (!env.auth) return null
  const tokens = createServiceTokenSource(env.auth)
  const client = createCoreClient({
    baseURL: serviceAddresses(env.siteUrl, env.core).core,
    businessUnit: env.core.businessUnit,
    getAccessToken: () => tokens.get(),
    timeout,
    onUnauthorized: forgetRefusedToken ? () => tokens.reset() : () => undefined,
  })
  return { client, tokens }
}
