/**
 * How the site (lib/env.ts) and the services (services/core/config.ts, services/idp/config.ts) read their environment:
 * the parsing helpers and the settings both sides read the same way. Each side reads
 * `process.env` in its own one place and hands it in as a Source.
 */

export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

/** Environment variables by name (`process.env`, or a test's own). */
export type Source = Record<string, string | undefined>

/** A variable's value, trimmed; blank counts as unset. */
export function optional(source: Source, name: string): string | undefined {
  const value = source[name]?.trim()
  return value === '' ? undefined : value
}

/** A variable that must be set: its value, or a ConfigError that names it. */
export function required(source: Source, name: string): string {
  const value = optional(source, name)
  if (value === undefined) throw new ConfigError(`${name} is missing`)
  return value
}

/**
 * An http(s) address: the parsed URL, or a ConfigError that names the variable and shows an
 * example of the address it expects. What else the address may hold is the caller's rule.
 */
export function parseHttpUrl(name: string, raw: string, example: string): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`${name} must be an absolute URL such as ${example}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${name} must start with https:// or http://`)
  }
  return url
}

/** The audience the embedded identity provider and core service agree on. */
export const DEFAULT_CORE_AUDIENCE = 'urn:siam-harvest:core'

/** `CORE_BUSINESS_UNIT`: read the same way by the site and the embedded core service. */
export function readBusinessUnit(source: Source): string {
  const code = optional(source, 'CORE_BUSINESS_UNIT') ?? 'SHF'
  if (!/^[A-Z0-9_-]{2,16}$/.test(code)) {
    throw new ConfigError('CORE_BUSINESS_UNIT must be 2-16 capital letters, digits, "_" or "-"')
  }
  return code
}
