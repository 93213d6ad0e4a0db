/**
 * The core-service client of spec point 7: one axios instance per caller, base address from
 * configuration (`serviceAddresses`), 30 000 ms timeout, JSON in and out, the sender and
 * business-unit headers on every request, and the refusal handling of spec point 8.
 */

import type { AxiosInstance } from 'axios'
import { createServiceClient, type ServiceClientOptions } from './service-client'

export {
  DEFAULT_TIMEOUT_MS,
  NOT_AUTHORIZED,
  isNotAuthorized,
  navigateHome,
  type ServiceClientOptions as CoreClientOptions,
} from './service-client'
import { STATIC_ROUTES } from '@/lib/routes'

/** The same-origin route that forwards the browser's core-service calls. */
export const BROWSER_CORE_BASE_URL = STATIC_ROUTES.coreApi

export function createCoreClient(options: ServiceClientOptions): AxiosInstance {
  return createServiceClient(options)
}

/**
 * The browser's core client. It talks to this site's own `/api/core` route, which attaches the
 * signed-in user's access token on the server: tokens never reach the browser (not in script
 * memory, not in storage), so a script injected into a page has none to steal.
 */
export function createBrowserCoreClient(businessUnit: string): AxiosInstance {
  return createCoreClient({ baseURL: BROWSER_CORE_BASE_URL, businessUnit })
}
