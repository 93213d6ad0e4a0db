import type { AuthConfig } from '@/lib/env'
import { providerMetadata } from './discovery'

/** The scope the core service asks of the site's own (non-user) calls. */
export const ENQUIRY_WRITE_SCOPE = 'enquiries:write'

// Renew a little before expiry, so a token never expires in flight.
const EXPIRY_MARGIN_MS = 60_000

export interface ServiceTokenSource {
  /** A valid access token for the core service, from the cache or a new client-credentials grant. */
  get(): Promise<string>
  /** Forget the cached token (the core service refused it). */
  reset(): void
}

/** The site's own access token for the core service (OAuth client-credentials grant). */
export function createServiceTokenSource(
  auth: AuthConfig,
  now: () => number = Date.now,
): ServiceTokenSource {
  let cached: { token: string; expiresAt: number } | undefined

  return {
    async get() {
      if (cached && cached.expiresAt - EXPIRY_MARGIN_MS > now()) return cached.token
      const { token_endpoint } = await providerMetadata(auth.issuer)
      const response = await fetch(token_endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(
            `${encodeURIComponent(auth.clientId)}:${encodeURIComponent(auth.clientSecret)}`,
          ).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          scope: ENQUIRY_WRITE_SCOPE,
          resource: auth.coreAudience,
        }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`Client-credentials grant answered ${response.status}`)
      const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown }
      if (typeof body.access_token !== 'string') throw new Error('No access token in the answer')
      const lifetimeMs = typeof body.expires_in === 'number' ? body.expires_in * 1000 : 300_000
      cached = { token: body.access_token, expiresAt: now() + lifetimeMs }
      return cached.token
    },
    reset() {
      cached = undefined
    },
  }
}
