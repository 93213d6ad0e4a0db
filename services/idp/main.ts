/**
 * The embedded OpenID Connect identity provider (oidc-provider), started by `scripts/start.mjs`
 * when IDP_ISSUER is unset:
 *
 *   IDP_PORT=4010 IDP_DATA_DIR=.data/idp IDP_CLIENT_ID=site IDP_CLIENT_SECRET=<16+ chars> \
 *   IDP_REDIRECT_URIS=http://localhost:3000/api/auth/callback/idp \
 *   IDP_POST_LOGOUT_REDIRECT_URIS=http://localhost:3000/ \
 *   node --import tsx services/idp/main.ts
 *
 * Issuer `http://${IDP_HOST}:${IDP_PORT}`; endpoints /authorize, /token, /jwks, /me, /signout and
 * its own bilingual sign-in page at /interaction/:uid. Accounts: admin@siamharvest.test /
 * admin-password (roles admin) and staff@siamharvest.test / staff-password (roles staff).
 * The signing key and cookie keys are kept in IDP_DATA_DIR; sign-in sessions, grants, interactions
 * and codes in IDP_DATA_DIR/state (fileAdapter.ts), or in Redis when REDIS_URL is set
 * (redisAdapter.ts): a restart, even after `kill -9`, signs nobody out. Environment:
 * services/idp/config.ts.
 */

import { createServer } from 'node:http'
import path from 'node:path'
import { ConfigError } from '@/shared/config'
import { createAccountStore } from './accounts'
import { readIdpConfig } from './config'
import { createFileStateStore } from './fileAdapter'
import { FONT_PATH_PREFIX, sendFont } from './fonts'
import { createInteractionHandler, interactionUid } from './interactions'
import { KeyFileError, loadOrCreateKeys } from './keys'
import { createLoginThrottle } from './loginThrottle'
import { createPages } from './pages'
import { createProvider } from './provider'
import { createRedisStateStore } from './redisAdapter'

async function main(): Promise<void> {
  const config = readIdpConfig(process.env)
  const keys = await loadOrCreateKeys(config.dataDir)
  const accounts = createAccountStore()
  const { redirectUris, postLogoutRedirectUris } = config.client
  const pages = createPages({
    siteUris: [...redirectUris, ...postLogoutRedirectUris],
    homeUri: postLogoutRedirectUris[0],
  })
  const state =
    config.redisUrl === undefined
      ? createFileStateStore({ dir: path.join(config.dataDir, 'state') })
      : createRedisStateStore(config.redisUrl)
  const provider = createProvider(config, keys, accounts, pages, state)
  const handleInteraction = createInteractionHandler(
    provider,
    accounts,
    createLoginThrottle(),
    pages,
  )
  const handleProtocol = provider.callback()
  // oidc-provider answers its own failures with an error page; only the log says why.
  provider.on('server_error', (_ctx, error) => {
    console.error('identity provider: request failed', error)
  })

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', config.issuer)
    if (pathname.startsWith(FONT_PATH_PREFIX)) {
      sendFont(req.method, pathname, res)
      return
    }
    const uid = interactionUid(pathname)
    if (uid === undefined) {
      void handleProtocol(req, res)
    } else {
      void handleInteraction(req, res, uid)
    }
  })

  const stop = () => {
    server.close(() => {
      void state.close().finally(() => process.exit(0))
    })
    server.closeAllConnections()
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)

  server.on('error', (error) => {
    console.error(`identity provider: cannot listen on ${config.issuer}: ${error.message}`)
    process.exit(1)
  })
  server.listen(config.port, config.host, () => {
    console.log(`identity provider listening on ${config.issuer} (Node ${process.version})`)
  })
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof KeyFileError) {
    console.error(`identity provider: ${error.message}`)
  } else {
    console.error('identity provider: failed to start', error)
  }
  process.exit(1)
})
