/**
 * Where the provider keeps its state (sign-in sessions, grants, interactions, authorization
 * codes …): files in IDP_DATA_DIR/state (fileAdapter.ts), or Redis when REDIS_URL is set
 * (redisAdapter.ts), so that a restart signs nobody out and several provider processes could
 * share it. Either is oidc-provider's `adapter` option, in place of its development-only memory
 * adapter. https://github.com/panva/node-oidc-provider/blob/main/example/my_adapter.js
 */

import type { Adapter } from 'oidc-provider'

export interface StateStore {
  /** oidc-provider's `adapter`: one Adapter per model name (`Session`, `Grant` …). */
  adapter: (model: string) => Adapter
  /** Stops its timers and connections: the last step of a shutdown. */
  close(): Promise<void>
}

/**
 * The models whose entries belong to a grant and go when it is revoked (`revokeByGrantId`), as
 * oidc-provider's own memory adapter lists them. Interactions also carry a grantId but stay.
 */
export const GRANT_MEMBER_MODELS: ReadonlySet<string> = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
])

/**
 * How long an entry lives when oidc-provider gives no `expiresIn`. None of the models this
 * provider uses does (provider.ts sets or defaults every TTL); the cap keeps anything else from
 * staying for ever.
 */
export const DEFAULT_LIFETIME_SECONDS = 14 * 24 * 60 * 60

/** An entry's lifetime in whole seconds, at least one. */
export function lifetimeSeconds(expiresIn: number | undefined): number {
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn)) return DEFAULT_LIFETIME_SECONDS
  return Math.max(1, Math.ceil(expiresIn))
}
