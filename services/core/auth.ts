/**
 * Bearer-token check: an RS256 JWT access token from the identity provider, for this service's
 * audience. The provider's keys are found through its discovery document on first use, not at
 * start: the provider may start after this service, so a failed discovery is tried again on the
 * next request.
 */

import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose'
import * as z from 'zod'

export interface Caller {
  subject: string
  email: string | null
  name: string | null
  roles: string[]
  scopes: string[]
  /** The OAuth client the token was issued to (the only identity of a machine caller). */
  clientId: string | null
}

/** `invalid`: no usable token (401). `unavailable`: the provider's keys cannot be had (503). */
export class AuthError extends Error {
  constructor(
    readonly reason: 'invalid' | 'unavailable',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'AuthError'
  }
}

export type TokenVerifier = (authorization: string | undefined) => Promise<Caller>

const DISCOVERY_TIMEOUT_MS = 5000
// A token may be a few seconds "early" or "late" when clocks differ slightly.
const CLOCK_TOLERANCE_SECONDS = 5

// Failures that say nothing about the token: the provider or its keys are out of reach.
const PROVIDER_ERROR_CODES = new Set([
  'ERR_JOSE_GENERIC',
  'ERR_JWKS_INVALID',
  'ERR_JWKS_TIMEOUT',
  'ERR_JWK_INVALID',
])

async function discoverKeys(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`discovery answered ${response.status}`)
  // OpenID Connect Discovery 1.0 §4.3: the document must name the issuer it was asked for.
  const document = z
    .object({ issuer: z.literal(issuer), jwks_uri: z.url({ protocol: /^https?$/ }) })
    .parse(await response.json())
  return createRemoteJWKSet(new URL(document.jwks_uri))
}

function stringClaim(payload: JWTPayload, name: string): string | null {
  const value = payload[name]
  return typeof value === 'string' ? value : null
}

function toCaller(payload: JWTPayload): Caller {
  const roles = Array.isArray(payload.roles)
    ? payload.roles.filter((role): role is string => typeof role === 'string')
    : []
  const scope = stringClaim(payload, 'scope') ?? ''
  const clientId = stringClaim(payload, 'client_id')
  return {
    subject: payload.sub ?? clientId ?? '',
    email: stringClaim(payload, 'email'),
    name: stringClaim(payload, 'name'),
    roles,
    scopes: scope.split(' ').filter((item) => item !== ''),
    clientId,
  }
}

export function createTokenVerifier(options: { issuer: string; audience: string }): TokenVerifier {
  let keys: Promise<JWTVerifyGetKey> | undefined

  function issuerKeys(): Promise<JWTVerifyGetKey> {
    keys ??= discoverKeys(options.issuer).catch((error: unknown) => {
      keys = undefined
      throw new AuthError('unavailable', `discovery at ${options.issuer} failed`, { cause: error })
    })
    return keys
  }

  return async (authorization) => {
    const token = /^Bearer +([^\s]+)$/i.exec(authorization ?? '')?.[1]
    if (token === undefined) throw new AuthError('invalid', 'no bearer token')
    const getKey = await issuerKeys()
    try {
      const { payload } = await jwtVerify(token, getKey, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        requiredClaims: ['exp'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      })
      return toCaller(payload)
    } catch (error) {
      const isTokenProblem =
        error instanceof errors.JOSEError && !PROVIDER_ERROR_CODES.has(error.code)
      throw isTokenProblem
        ? new AuthError('invalid', `token refused: ${error.code}`, { cause: error })
        : new AuthError('unavailable', 'the issuer keys could not be fetched', { cause: error })
    }
  }
}
