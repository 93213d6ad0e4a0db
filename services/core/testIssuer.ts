/**
 * For tests: a minimal OpenID issuer on a real local port (discovery document and JWKS), and
 * access tokens signed with its RS256 key, as the embedded identity provider issues them.
 */

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose'
import { DEFAULT_CORE_AUDIENCE } from '@/shared/config'

export interface SignOptions {
  audience?: string
  issuer?: string
  /** Seconds from now; negative for a token that has already expired. */
  expiresIn?: number
  /** Another private key under the issuer's key id: a forged token. */
  key?: CryptoKey
}

export interface TestIssuer {
  issuer: string
  port: number
  sign: (claims: JWTPayload, options?: SignOptions) => Promise<string>
  close: () => Promise<void>
}

const KEY_ID = 'test-key'

/** Starts the issuer on `port` (0: a free one). */
export async function startTestIssuer(port = 0): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }
  let issuer = ''

  const server = createServer((request, response) => {
    const body =
      request.url === '/.well-known/openid-configuration'
        ? { issuer, jwks_uri: `${issuer}/jwks` }
        : request.url === '/jwks'
          ? { keys: [jwk] }
          : undefined
    response.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(body ?? { error: 'not found' }))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  issuer = `http://127.0.0.1:${address.port}`

  return {
    issuer,
    port: address.port,
    sign: (claims, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'at+jwt' })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? DEFAULT_CORE_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 300))
        .sign(options.key ?? privateKey),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
