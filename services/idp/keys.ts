/**
 * The identity provider's secrets, made on the first start and kept in IDP_DATA_DIR (mode 0600)
 * so that tokens and sessions stay valid across restarts:
 * - `jwks.json`: the RS256 signing key (a private JWK) of ID and access tokens;
 * - `cookie-keys.json`: the keys that sign the provider's cookies.
 */

import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto'
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { JWK } from 'oidc-provider'

export interface IdpKeys {
  /** Private RSA JWK with `kid`, `alg: RS256` and `use: sig`. */
  signingKey: JWK
  cookieKeys: string[]
}

const JWKS_FILE = 'jwks.json'
const COOKIE_KEYS_FILE = 'cookie-keys.json'
const PRIVATE_FILE_MODE = 0o600

export class KeyFileError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'KeyFileError'
  }
}

// RFC 7638 thumbprint: a `kid` that names the key itself.
function thumbprint(jwk: { e: string; n: string }): string {
  const members = JSON.stringify({ e: jwk.e, kty: 'RSA', n: jwk.n })
  return createHash('sha256').update(members).digest('base64url')
}

function newSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = privateKey.export({ format: 'jwk' })
  if (typeof jwk.n !== 'string' || typeof jwk.e !== 'string') {
    throw new Error('Node returned an RSA key without its modulus or exponent')
  }
  return { ...jwk, kid: thumbprint({ e: jwk.e, n: jwk.n }), alg: 'RS256', use: 'sig' } as JWK
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parseSigningKey(value: unknown, file: string): JWK {
  const key = isRecord(value) && Array.isArray(value.keys) ? value.keys[0] : undefined
  const isPrivateRsa =
    isRecord(key) &&
    key.kty === 'RSA' &&
    ['n', 'e', 'd', 'p', 'q', 'kid'].every((member) => typeof key[member] === 'string')
  if (!isPrivateRsa) throw new KeyFileError(`${file} does not hold a private RSA key`)
  return key as JWK
}

function parseCookieKeys(value: unknown, file: string): string[] {
  const keys = isRecord(value) ? value.keys : undefined
  if (
    !Array.isArray(keys) ||
    keys.length === 0 ||
    !keys.every((key) => typeof key === 'string' && key.length >= 32)
  ) {
    throw new KeyFileError(`${file} does not hold a list of cookie keys`)
  }
  return keys as string[]
}

/**
 * The file's JSON, written from `create()` first if it does not exist yet. Written to a temporary
 * name and hard-linked into place, so a second process starting at the same moment keeps the
 * first one's key instead of replacing it.
 */
async function readOrCreate(file: string, create: () => unknown): Promise<unknown> {
  try {
    return await readJson(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  await writeFile(temporary, `${JSON.stringify(create(), null, 2)}\n`, {
    mode: PRIVATE_FILE_MODE,
    flag: 'wx',
  })
  try {
    await link(temporary, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    await unlink(temporary)
  }
  return readJson(file)
}

async function readJson(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8')
  // Someone may have copied the file with a looser mode: the key stays private all the same.
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, PRIVATE_FILE_MODE)
  try {
    return JSON.parse(text)
  } catch {
    throw new KeyFileError(`${file} is not valid JSON`)
  }
}

export async function loadOrCreateKeys(dataDir: string): Promise<IdpKeys> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  const jwksFile = path.join(dataDir, JWKS_FILE)
  const cookieKeysFile = path.join(dataDir, COOKIE_KEYS_FILE)
  const jwks = await readOrCreate(jwksFile, () => ({ keys: [newSigningKey()] }))
  const cookieKeys = await readOrCreate(cookieKeysFile, () => ({
    keys: [randomBytes(32).toString('base64url')],
  }))
  return {
    signingKey: parseSigningKey(jwks, jwksFile),
    cookieKeys: parseCookieKeys(cookieKeys, cookieKeysFile),
  }
}
