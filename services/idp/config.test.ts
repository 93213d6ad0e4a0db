/** @jest-environment node */

import { ConfigError } from '@/shared/config'
import { readIdpConfig } from './config'
import { idpEnvironment, runIdp } from './testing'

const VALID = {
  IDP_PORT: '4010',
  IDP_DATA_DIR: '/tmp/idp-data',
  IDP_CLIENT_ID: 'siam-harvest-site',
  IDP_CLIENT_SECRET: 'a-long-enough-client-secret',
  IDP_REDIRECT_URIS: 'http://localhost:3000/api/auth/callback/idp',
  IDP_POST_LOGOUT_REDIRECT_URIS: ' http://localhost:3000/ , http://localhost:3000/en ',
}

test('a complete environment gives the issuer, the client and the default audience', () => {
  expect(readIdpConfig(VALID)).toEqual({
    host: '127.0.0.1',
    port: 4010,
    issuer: 'http://127.0.0.1:4010',
    dataDir: '/tmp/idp-data',
    client: {
      clientId: 'siam-harvest-site',
      clientSecret: 'a-long-enough-client-secret',
      redirectUris: ['http://localhost:3000/api/auth/callback/idp'],
      postLogoutRedirectUris: ['http://localhost:3000/', 'http://localhost:3000/en'],
    },
    coreAudience: 'urn:siam-harvest:core',
  })
  expect(
    readIdpConfig({ ...VALID, IDP_HOST: 'localhost', IDP_CORE_AUDIENCE: 'https://core.test/' }),
  ).toMatchObject({ issuer: 'http://localhost:4010', coreAudience: 'https://core.test/' })
  expect(readIdpConfig({ ...VALID, REDIS_URL: ' redis://redis.test:6379/0 ' }).redisUrl).toBe(
    'redis://redis.test:6379/0',
  )
})

test.each([
  ['IDP_PORT', undefined, 'IDP_PORT is missing'],
  ['IDP_PORT', '80a', 'IDP_PORT must be a whole number'],
  ['IDP_PORT', '70000', 'IDP_PORT must be a whole number'],
  ['IDP_HOST', 'http://127.0.0.1', 'IDP_HOST must be a host name'],
  ['IDP_DATA_DIR', '  ', 'IDP_DATA_DIR is missing'],
  ['IDP_CLIENT_ID', undefined, 'IDP_CLIENT_ID is missing'],
  ['IDP_CLIENT_ID', 'my site', 'IDP_CLIENT_ID must be printable ASCII'],
  ['IDP_CLIENT_SECRET', 'short', 'IDP_CLIENT_SECRET must be at least 16 characters'],
  ['IDP_REDIRECT_URIS', undefined, 'IDP_REDIRECT_URIS is missing'],
  ['IDP_REDIRECT_URIS', ',', 'IDP_REDIRECT_URIS is missing'],
  ['IDP_REDIRECT_URIS', '/api/auth/callback/idp', 'IDP_REDIRECT_URIS must be comma-separated'],
  ['IDP_POST_LOGOUT_REDIRECT_URIS', 'ftp://x.test/', 'IDP_POST_LOGOUT_REDIRECT_URIS must be'],
  ['IDP_POST_LOGOUT_REDIRECT_URIS', 'http://x.test/#top', 'must not contain a #fragment'],
  ['IDP_CORE_AUDIENCE', 'core', 'IDP_CORE_AUDIENCE must be an absolute URI'],
  ['REDIS_URL', 'http://redis.test:6379', 'REDIS_URL must be a redis:// or rediss:// URL'],
  ['REDIS_URL', 'redis://redis.test:6379/a', 'REDIS_URL may end only in a database number'],
])('%s=%j is refused: %s', (name, value, message) => {
  const source = { ...VALID, [name]: value }
  expect(() => readIdpConfig(source)).toThrow(ConfigError)
  expect(() => readIdpConfig(source)).toThrow(message)
})

test('the process exits non-zero and names the bad variable', async () => {
  const result = await runIdp(idpEnvironment({ ...VALID, IDP_PORT: '' }))
  expect(result.code).toBe(1)
  expect(result.stderr).toContain('identity provider: IDP_PORT is missing')
  expect(result.stdout).toBe('')
}, 30_000)
