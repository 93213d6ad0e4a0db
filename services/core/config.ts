/**
 * The core service's configuration: the one place that reads its environment. A missing or
 * malformed variable fails at start with a message that names it.
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
} from '@/shared/config'

export { ConfigError }

export interface CoreConfig {
  host: string
  /** 0 picks a free port (tests). */
  port: number
  /** The SQLite file; its folder is created when missing. */
  dbFile: string
  /** The identity provider's issuer, without a trailing slash; keys are found by discovery. */
  issuer: string
  /** The `aud` every access token must carry. */
  audience: string
  /** The role that opens the admin routes. */
  adminRole: string
  /** The code every request's `X-Business-Unit` header must carry. */
  businessUnit: string
  companyName: { th: string; en: string }
  /**
   * Whether a database file created by this start gets the example enquiries
   * (exampleEnquiries.ts). Off unless asked for: the launcher asks for them only for the
   * embedded default, so a real deployment never holds made-up enquiries.
   */
  exampleEnquiries: boolean
  /**
   * E-mail alerts handed out for sending per rolling minute, across every instance of the site
   * (`POST /alerts/deliveries/claim`): the send rate limit.
   */
  alertSendsPerMinute: number
  /** The service's clock; tests set it. Never read from the environment. */
  now?: () => Date
}

function readPort(source: Source): number {
  const raw = required(source, 'CORE_PORT')
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new ConfigError('CORE_PORT must be a port number from 0 to 65535')
  }
  return port
}

function readIssuer(source: Source): string {
  const url = parseHttpUrl('CORE_ISSUER', required(source, 'CORE_ISSUER'), 'http://127.0.0.1:4000')
  if (url.search !== '' || url.hash !== '') {
    throw new ConfigError('CORE_ISSUER must not have a query or hash')
  }
  // Token `iss` values are compared exactly; the embedded provider's issuer has no trailing slash.
  return url.href.replace(/\/+$/, '')
}

function readExampleEnquiries(source: Source): boolean {
  const raw = optional(source, 'CORE_EXAMPLE_ENQUIRIES') ?? 'false'
  if (raw !== 'true' && raw !== 'false') {
    throw new ConfigError('CORE_EXAMPLE_ENQUIRIES must be true or false')
  }
  return raw === 'true'
}

const SENDS_PER_MINUTE_MAX = 100_000

function readAlertSendsPerMinute(source: Source): number {
  const raw = optional(source, 'CORE_ALERT_SENDS_PER_MINUTE') ?? '120'
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < 1 || value > SENDS_PER_MINUTE_MAX) {
    throw new ConfigError(
      `CORE_ALERT_SENDS_PER_MINUTE must be a whole number from 1 to ${SENDS_PER_MINUTE_MAX}`,
    )
  }
  return value
}

export function readCoreConfig(source: Source): CoreConfig {
  return {
    host: optional(source, 'CORE_HOST') ?? '127.0.0.1',
    port: readPort(source),
    // Relative paths start from the folder the service starts in, like the site's DATA_DIR.
    dbFile: path.resolve(required(source, 'CORE_DB_FILE')),
    issuer: readIssuer(source),
    audience: optional(source, 'CORE_AUDIENCE') ?? DEFAULT_CORE_AUDIENCE,
    adminRole: optional(source, 'CORE_ADMIN_ROLE') ?? 'admin',
    businessUnit: readBusinessUnit(source),
    companyName: {
      th: optional(source, 'CORE_COMPANY_NAME_TH') ?? 'สยามฮาร์เวสต์ ฟู้ดส์',
      en: optional(source, 'CORE_COMPANY_NAME_EN') ?? 'Siam Harvest Foods',
    },
    exampleEnquiries: readExampleEnquiries(source),
    alertSendsPerMinute: readAlertSendsPerMinute(source),
  }
}
