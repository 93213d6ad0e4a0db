import { createServiceTokenSource } from '@/lib/auth/serviceToken'
import { serverEnv } from '@/lib/env'
import { createCoreClient } from '@/lib/http/core-client'
import { serviceAddresses } from '@/lib/http/serviceAddresses'
import { createCoreDelivery } from './coreDelivery'
import {
  createDeliveryLog,
  createEnquiryForwarder,
  type EnquiryForwarder,
} from './enquiryForwarder'
import { createLocalEnquiryStore } from './localEnquiryStore'

let forwarder: EnquiryForwarder | null | undefined

/**
 * The process's one forwarder from the outbox to the core service, or null when sign-in is not
 * configured (the site then has no token for the core service: enquiries wait in the outbox).
 */
export function enquiryForwarder(): EnquiryForwarder | null {
  if (forwarder !== undefined) return forwarder
  const env = serverEnv()
  if (!env.auth) {
    forwarder = null
    return forwarder
  }
  const tokens = createServiceTokenSource(env.auth)
  const client = createCoreClient({
    baseURL: serviceAddresses(env.siteUrl, env.core).core,
    businessUnit: env.core.businessUnit,
    getAccessToken: () => tokens.get(),
    // The site's own call: nobody to send anywhere, the forwarder retries.
    onUnauthorized: () => undefined,
  })
  forwarder = createEnquiryForwarder({
    outbox: createLocalEnquiryStore(env.dataDir),
    deliveries: createDeliveryLog(env.dataDir),
    deliver: createCoreDelivery(client, tokens),
  })
  return forwarder
}
