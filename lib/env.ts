/**
 * The one place that reads environment variables. Nothing is required: with nothing set the
 * site runs on its embedded defaults (bundled dataset). A variable that is set but malformed,
 * or one half of a pair, fails at start-up with a message that names it.
 */

import path from 'node:path'
import {
  ConfigError,
  DEFAULT_CORE_AUDIENCE,
  optional,
  parseHttpUrl,
  readBusinessUnit,
  required,
  type Source,
} from '../shared/config'

// Relative, not `@/shared`: next.config.ts loads this module, and Next's config loader resolves
// `@/` from the importing file's folder. The parsing helpers are the services' too
// (shared/config.ts); this module stays the site's one reader of process.env.
export { ConfigError, DEFAULT_CORE_AUDIENCE, optional, readBusinessUnit, required, type Source }

export interface SanityConfig {
  projectId: string
  dataset: string
  apiVersion: string
  readToken?: string
  /**
   * SANITY_API_HOST: another address for the Content Lake's API (a gateway, or the contract
   * test's stand-in); absent, Sanity's own hosts.
   */
  apiHost?: string
}

export interface ServerEnv {
  /** Absent: the bundled dataset is the content source. */
  sanity?: SanityConfig
  /** The bundled dataset's folder (NDJSON export + binaries); tests point it at a copy. */
  datasetDir?: string
  /** Fallback ISR timer in seconds; on-demand revalidation normally comes first. */
  revalidateSeconds: number
  /** Shared secret of Sanity's webhook (signature check of /api/revalidate). */
  webhookSecret: string
  /** Secret an editor's preview link carries to /api/preview. */
  previewSecret: string
  /** The public origin of the site (no trailing slash), for canonical URLs, sitemap and sharing. */
  siteUrl: string
  /** Absolute folder for data the site writes itself (the enquiry outbox). */
  dataDir: string
  /**
   * The origin browsers reach this server at (NEXTAUTH_URL, else SITE_URL): sign-in redirects
   * and the same-origin check of the console's requests use it.
   */
  appOrigin: string
  /** Sign-in; absent when no identity provider is configured (`npm start` always sets one). */
  auth?: AuthConfig
  /** The company's core service and its sibling services. */
  core: CoreServiceConfig
  /** The business-intelligence dashboard the console links to; absent hides the link. */
  biDashboardUrl?: string
  /** Base address of the creature-data service the playground looks names up in. */
  creatureApiUrl: string
  /**
   * How many proxies in front of the site append to X-Forwarded-For (TRUSTED_PROXY_COUNT);
   * 0 (the default) trusts no such header and keys rate limits on the connection's address.
   */
  trustedProxyCount: number
  /**
   * REDIS_URL: absent keeps every piece of shared state in this process's memory (one instance);
   * set, rendered pages (the ISR cache), enquiries, rate limits, session revocations, webhook
   * signatures and content changes are shared through it.
   */
  redisUrl?: string
  /** The company's share on the exchange: the market-data block's symbol and onward link. */
  share: ShareConfig
  /** How the e-mail alerts are sent. */
  mail: MailConfig
}

export interface MailConfig {
  /**
   * SMTP_URL: the company's SMTP relay (`smtp://user:pass@host:587`, `smtps://` for TLS from the
   * first byte). Absent: the e-mails stay on this machine, in the core service's outbox, and the
   * console shows them.
   */
  smtpUrl?: string
  /** ALERTS_FROM: the sender of the alert e-mails, `Name <address>` or an address. */
  from: string
}

export interface ShareConfig {
  /** The SET symbol (SHARE_SYMBOL, default `SHF`). */
  symbol: string
  /**
   * The exchange's page of the share (SHARE_QUOTE_URL), with `{symbol}` and `{lang}` (`th`,
   * `en`) filled in per page; by default the SET's own address pattern.
   */
  quoteUrlPattern: string
}

export interface AuthConfig {
  /** OpenID Connect issuer; its discovery document names every endpoint. */
  issuer: string
  clientId: string
  clientSecret: string
  /** Encrypts next-auth's session cookie (NEXTAUTH_SECRET). */
  secret: string
  /** The ID/access-token claim that lists the user's roles. */
  rolesClaim: string
  /** The role that opens /admin. */
  adminRole: string
  /** The core service's resource indicator: the audience of the access tokens it accepts. */
  coreAudience: string
}

export interface CoreServiceConfig {
  /** Absent: the address comes from the host-name table (lib/http/serviceAddresses.ts). */
  baseUrl?: string
  fileUploadUrl?: string
  generalMasterUrl?: string
  /** The business-unit code every request carries. */
  businessUnit: string
}

// Embedded mode only (no Sanity project, so nothing to protect but a local copy): fixed
// secrets let the local webhook and preview work with no configuration.
const EMBEDDED_WEBHOOK_SECRET = 'embedded-webhook-secret'
const EMBEDDED_PREVIEW_SECRET = 'embedded-preview-secret'

function readSanity(source: Source): SanityConfig | undefined {
  const projectId = optional(source, 'SANITY_PROJECT_ID')
  const dataset = optional(source, 'SANITY_DATASET')
  if (projectId === undefined && dataset === undefined) return undefined
  if (projectId === undefined)
    throw new ConfigError('SANITY_PROJECT_ID is missing (SANITY_DATASET is set)')
  if (dataset === undefined)
    throw new ConfigError('SANITY_DATASET is missing (SANITY_PROJECT_ID is set)')
  if (!/^[a-z0-9-]+$/.test(projectId)) {
    throw new ConfigError('SANITY_PROJECT_ID must contain only a-z, 0-9 and "-"')
  }
  if (!/^[a-z0-9_-]{1,64}$/.test(dataset)) {
    throw new ConfigError('SANITY_DATASET must contain only a-z, 0-9, "_" and "-"')
  }
  const apiVersion = optional(source, 'SANITY_API_VERSION') ?? '2025-01-01'
  if (!/^\d{4}-\d{2}-\d{2}$/.test(apiVersion)) {
    throw new ConfigError('SANITY_API_VERSION must be a date such as 2025-01-01')
  }
  return {
    projectId,
    dataset,
    apiVersion,
    readToken: optional(source, 'SANITY_READ_TOKEN'),
    apiHost: readUrl(source, 'SANITY_API_HOST'),
  }
}

function readPositiveInt(source: Source, name: string, fallback: number): number {
  const raw = optional(source, name)
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0)
    throw new ConfigError(`${name} must be a positive whole number`)
  return value
}

function readProxyCount(source: Source): number {
  const raw = optional(source, 'TRUSTED_PROXY_COUNT')
  if (raw === undefined) return 0
  if (!/^\d{1,2}$/.test(raw)) {
    throw new ConfigError('TRUSTED_PROXY_COUNT must be a whole number of proxies such as 0 or 1')
  }
  return Number(raw)
}

function readSecret(source: Source, name: string, embeddedDefault: string, isEmbedded: boolean) {
  const value = optional(source, name)
  if (value === undefined) {
    if (isEmbedded) return embeddedDefault
    throw new ConfigError(`${name} is missing (needed when SANITY_PROJECT_ID is set)`)
  }
  if (value.length < 16) throw new ConfigError(`${name} must be at least 16 characters`)
  return value
}

function readSiteUrl(source: Source): string {
  const raw = optional(source, 'SITE_URL')
  if (raw === undefined) return 'http://localhost:3000'
  const url = parseHttpUrl('SITE_URL', raw, 'https://www.example.co.th')
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new ConfigError('SITE_URL must be an origin only, without a path, query or hash')
  }
  return url.origin
}

const SMTP_URL_EXAMPLE = 'smtp://user:password@smtp.example.co.th:587 or smtps://…:465'
const DEFAULT_ALERTS_FROM = 'Siam Harvest Foods <ir-alerts@siamharvest.test>'

// As with REDIS_URL, the value is never repeated in a message: it holds a password.
function readSmtpUrl(source: Source): string | undefined {
  const raw = optional(source, 'SMTP_URL')
  if (raw === undefined) return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`SMTP_URL must be a URL such as ${SMTP_URL_EXAMPLE}`)
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps:// (TLS)')
  }
  if (url.hostname === '') throw new ConfigError('SMTP_URL has no host')
  return raw
}

function readAlertsFrom(source: Source): string {
  const raw = optional(source, 'ALERTS_FROM') ?? DEFAULT_ALERTS_FROM
  // An address alone, or a display name and an address in angle brackets; no line breaks, which
  // would let the value write headers of its own.
  if (!/^(?:[^<>\r\n]{1,100} <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(raw)) {
    throw new ConfigError('ALERTS_FROM must be an address, or a name and <address>')
  }
  return raw
}

const REDIS_URL_EXAMPLE = 'redis://redis.internal:6379 or rediss://user:password@host:6380/0'

// Only the URL's shape is checked here; whether Redis answers is the connection's business (the
// site keeps running on this instance's memory while it does not). The value is never repeated
// in a message: it may hold a password.
function readRedisUrl(source: Source): string | undefined {
  const raw = optional(source, 'REDIS_URL')
  if (raw === undefined) return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`REDIS_URL must be a URL such as ${REDIS_URL_EXAMPLE}`)
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new ConfigError('REDIS_URL must start with redis:// or rediss:// (TLS)')
  }
  if (url.hostname === '') throw new ConfigError('REDIS_URL has no host')
  if (url.port === '0') throw new ConfigError('REDIS_URL must have a port from 1 to 65535')
  if (!/^\/?(\d{1,2})?$/.test(url.pathname) || url.search !== '' || url.hash !== '') {
    throw new ConfigError('REDIS_URL may end only in a database number such as /0')
  }
  return raw
}

function readUrl(source: Source, name: string): string | undefined {
  const raw = optional(source, name)
  if (raw === undefined) return undefined
  const url = parseHttpUrl(name, raw, 'https://api.example.co.th')
  // Without a trailing slash, so that `${base}/path` is always right.
  return url.href.replace(/\/+$/, '')
}

// The identity provider's client and the session secret come together or not at all.
function readAuth(source: Source): AuthConfig | undefined {
  const issuer = readUrl(source, 'IDP_ISSUER')
  if (issuer === undefined) return undefined
  const need = (name: string) => {
    const value = optional(source, name)
    if (value === undefined) throw new ConfigError(`${name} is missing (IDP_ISSUER is set)`)
    return value
  }
  const secret = need('NEXTAUTH_SECRET')
  if (secret.length < 32) throw new ConfigError('NEXTAUTH_SECRET must be at least 32 characters')
  return {
    issuer,
    clientId: need('IDP_CLIENT_ID'),
    clientSecret: need('IDP_CLIENT_SECRET'),
    secret,
    rolesClaim: optional(source, 'IDP_ROLES_CLAIM') ?? 'roles',
    adminRole: optional(source, 'IDP_ADMIN_ROLE') ?? 'admin',
    coreAudience: optional(source, 'CORE_API_AUDIENCE') ?? DEFAULT_CORE_AUDIENCE,
  }
}

const SET_QUOTE_URL_PATTERN =
  'https://www.set.or.th/{lang}/market/product/stock/quote/{symbol}/price'

function readShare(source: Source): ShareConfig {
  const symbol = optional(source, 'SHARE_SYMBOL') ?? 'SHF'
  if (!/^[A-Z0-9][A-Z0-9.&-]{0,11}$/.test(symbol)) {
    throw new ConfigError('SHARE_SYMBOL must be a SET symbol such as SHF (capitals, digits, .&-)')
  }
  const quoteUrlPattern = optional(source, 'SHARE_QUOTE_URL') ?? SET_QUOTE_URL_PATTERN
  parseHttpUrl(
    'SHARE_QUOTE_URL',
    quoteUrlPattern.replaceAll('{symbol}', symbol).replaceAll('{lang}', 'en'),
    SET_QUOTE_URL_PATTERN,
  )
  return { symbol, quoteUrlPattern }
}

function origin(url: string): string {
  return new URL(url).origin
}

export function readServerEnv(source: Source): ServerEnv {
  const sanity = readSanity(source)
  const siteUrl = readSiteUrl(source)
  const isEmbedded = sanity === undefined
  return {
    sanity,
    datasetDir: optional(source, 'CONTENT_DATASET_DIR'),
    revalidateSeconds: readPositiveInt(source, 'REVALIDATE_SECONDS', 300),
    webhookSecret: readSecret(source, 'SANITY_WEBHOOK_SECRET', EMBEDDED_WEBHOOK_SECRET, isEmbedded),
    previewSecret: readSecret(source, 'SANITY_PREVIEW_SECRET', EMBEDDED_PREVIEW_SECRET, isEmbedded),
    siteUrl,
    // Relative to the folder the server starts in, like every other path of the project.
    dataDir: path.resolve(/*turbopackIgnore: true*/ optional(source, 'DATA_DIR') ?? '.data'),
    appOrigin: origin(readUrl(source, 'NEXTAUTH_URL') ?? siteUrl),
    auth: readAuth(source),
    core: {
      baseUrl: readUrl(source, 'CORE_API_URL'),
      fileUploadUrl: readUrl(source, 'FILE_UPLOAD_API_URL'),
      generalMasterUrl: readUrl(source, 'GENERAL_MASTER_API_URL'),
      businessUnit: readBusinessUnit(source),
    },
    biDashboardUrl: readUrl(source, 'BI_DASHBOARD_URL'),
    creatureApiUrl: readUrl(source, 'CREATURE_API_URL') ?? 'https://pokeapi.co/api/v2',
    trustedProxyCount: readProxyCount(source),
    redisUrl: readRedisUrl(source),
    share: readShare(source),
    mail: { smtpUrl: readSmtpUrl(source), from: readAlertsFrom(source) },
  }
}

let cached: ServerEnv | undefined

/** The checked server configuration, read once. */
export function serverEnv(): ServerEnv {
  cached ??= readServerEnv(process.env)
  return cached
}
