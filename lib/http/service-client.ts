/**
 * The one construction behind the core client and its sibling services (file upload, general
 * master): spec points 7 and 8. Each client is a single axios instance; only its base address
 * and helpers differ.
 */

import axios, { AxiosError, type AxiosInstance } from 'axios'

/** Spec point 9: client request timeout. */
export const DEFAULT_TIMEOUT_MS = 30_000

/** The refusal code the company's services answer with when the caller may not do something. */
export const NOT_AUTHORIZED = 'NOT_AUTHORIZED'

export interface ServiceClientOptions {
  /** Absolute address of the service, or the same-origin route the browser goes through. */
  baseURL: string
  /** The business-unit code every request carries (`X-Business-Unit`). */
  businessUnit: string
  /** Milliseconds before a request is abandoned; 30 000 unless given. */
  timeout?: number
  /**
   * Server side only: the bearer token of the caller (user or the site itself), asked for on
   * every request. Never pass it in the browser — tokens stay on the server.
   */
  getAccessToken?: () => Promise<string | undefined>
  /** Called on a 401, a 403 or a `NOT_AUTHORIZED` body; the caller still gets the rejection. */
  onUnauthorized?: () => void
}

/** The spec's default reaction to a refusal: leave for the home page (browser only). */
export function navigateHome(): void {
  // On the server there is no page to leave: the caller's rejection is the whole answer.
  if (typeof window === 'undefined') return
  // A full page load on purpose (this runs outside React, so no router): it drops every
  // cached answer of the refused session and lets the server decide what `/` shows.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/')
}

function hasNotAuthorizedMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { message?: unknown }).message === NOT_AUTHORIZED
  )
}

/** True for the refusals the interceptor reacts to: 401, 403 or a `NOT_AUTHORIZED` body. */
export function isNotAuthorized(error: unknown): boolean {
  if (!axios.isAxiosError(error) || error.response === undefined) return false
  const { status, data } = error.response
  return status === 401 || status === 403 || hasNotAuthorizedMessage(data)
}

export function createServiceClient(options: ServiceClientOptions): AxiosInstance {
  const { getAccessToken, onUnauthorized = navigateHome } = options
  const client = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    // A path that happens to be an absolute URL (say, forwarded from a browser) must not carry
    // our headers and bearer token to another host: it is appended to baseURL instead.
    allowAbsoluteUrls: false,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Sender': 'Admin',
      'X-Business-Unit': options.businessUnit,
    },
  })

  client.interceptors.request.use(async (config) => {
    // With a JSON content type axios would turn FormData into JSON; without one it sends
    // multipart/form-data and writes the boundary itself.
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
      config.headers.delete('Content-Type')
    }
    if (getAccessToken !== undefined) {
      const token = await getAccessToken()
      if (token !== undefined && token !== '') config.headers.setAuthorization(`Bearer ${token}`)
    }
    return config
  })

  client.interceptors.response.use(
    (response) => {
      // The services may refuse with a 2xx status and a NOT_AUTHORIZED body: same treatment.
      if (!hasNotAuthorizedMessage(response.data)) return response
      onUnauthorized()
      return Promise.reject(
        new AxiosError(
          `Request refused: ${NOT_AUTHORIZED}`,
          'ERR_NOT_AUTHORIZED',
          response.config,
          response.request,
          response,
        ),
      )
    },
    (error: unknown) => {
      if (isNotAuthorized(error)) onUnauthorized()
      // Every error reaches the caller unchanged, refusals included (spec point 8).
      return Promise.reject(error)
    },
  )

  return client
}
