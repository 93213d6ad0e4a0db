/**
 * The embedded identity provider's environment, read and checked in this one place. A bad or
 * missing variable fails the start with a message that names it (ConfigError).
 */

import path from 'node:path'
import {
  ConfigError,
  DEFAULT_CORE_AUDIENCE,
  optional,
  required,
  type Source,
} from '@/shared/config'

export interface IdpClientConfig {
  clientId: string
  clientSecret: string
  redirectUris: string[]
  postLogoutRedirectUris: string[]
}

export interface IdpConfig {
  host: string
  port: number
  /** `http://${host}:${port}`: the `iss` of every token and the base of every endpoint. */
  issuer: string
  /** Absolute folder that keeps the signing key and the cookie keys across restarts. */
  dataDir: string
  /** The site's confidential client. */
  client: IdpClientConfig
  /** The core service's resource indicator: the `aud` of every access token. */
  coreAudience: string
  /** REDIS_URL: sessions, grants and interactions in Redis instead of `dataDir/state`. */
  redisUrl?: string
}

// Shorter client secrets are guessable; the launcher generates a long random one.
const MIN_CLIENT_SECRET_LENGTH = 16

function readHost(source: Source): string {
  const host = optional(source, 'IDP_HOST') ?? '127.0.0.1'
  // A host name or an IPv4 address: the issuer URL is built from it as it stands.
  if (!/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(host)) {
    throw new ConfigError('IDP_HOST must be a host name or an IPv4 address such as 127.0.0.1')
  }
  return host
}

function readPort(source: Source): number {
  const raw = required(source, 'IDP_PORT')
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError('IDP_PORT must be a whole number from 1 to 65535')
  }
  return port
}

function readClientId(source: Source): string {
  const clientId = required(source, 'IDP_CLIENT_ID')
  if (!/^[\x21-\x7e]+$/.test(clientId)) {
    throw new ConfigError('IDP_CLIENT_ID must be printable ASCII without spaces')
  }
  return clientId
}

function readClientSecret(source: Source): string {
  const secret = required(source, 'IDP_CLIENT_SECRET')
  if (secret.length < MIN_CLIENT_SECRET_LENGTH) {
    throw new ConfigError(
      `IDP_CLIENT_SECRET must be at least ${MIN_CLIENT_SECRET_LENGTH} characters`,
    )
  }
  return secret
}

function readUriList(source: Source, name: string): string[] {
  const items = required(source, name)
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
  if (items.length === 0) throw new ConfigError(`${name} is missing`)
  return items.map((item) => {
    const url = URL.parse(item)
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new ConfigError(
        `${name} must be comma-separated absolute http(s) URLs such as http://localhost:3000/`,
      )
    }
    if (url.hash !== '') throw new ConfigError(`${name} must not contain a #fragment`)
    return item
  })
}

function readAudience(source: Source): string {
  const audience = optional(source, 'IDP_CORE_AUDIENCE') ?? DEFAULT_CORE_AUDIENCE
  if (!URL.parse(audience) || audience.includes('#')) {
    throw new ConfigError(
      'IDP_CORE_AUDIENCE must be an absolute URI without a #fragment, such as urn:siam-harvest:core',
    )
  }
  return audience
}

/**
 * REDIS_URL, checked as the site checks it (lib/env.ts; services/ do not import lib/). The
 * value may hold a password: never repeated in a message.
 */
function readRedisUrl(source: Source): string | undefined {
  const raw = optional(source, 'REDIS_URL')
  if (raw === undefined) return undefined
  const url = URL.parse(raw)
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || url.hostname === '') {
    throw new ConfigError(
      'REDIS_URL must be a redis:// or rediss:// URL such as redis://redis.internal:6379',
    )
  }
  if (url.port === '0') throw new ConfigError('REDIS_URL must have a port from 1 to 65535')
  if (!/^\/?(\d{1,2})?$/.test(url.pathname) || url.search !== '' || url.hash !== '') {
    throw new ConfigError('REDIS_URL may end only in a database number such as /0')
  }
  return raw
}

export function readIdpConfig(source: Source): IdpConfig {
  const host = readHost(source)
  const port = readPort(source)
  return {
    host,
    port,
    issuer: `http://${host}:${port}`,
    dataDir: path.resolve(required(source, 'IDP_DATA_DIR')),
    client: {
      clientId: readClientId(source),
      clientSecret: readClientSecret(source),
      redirectUris: readUriList(source, 'IDP_REDIRECT_URIS'),
      postLogoutRedirectUris: readUriList(source, 'IDP_POST_LOGOUT_REDIRECT_URIS'),
    },
    coreAudience: readAudience(source),
    redisUrl: readRedisUrl(source),
  }
}
