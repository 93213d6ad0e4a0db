/**
 * The oidc-provider configuration of the embedded identity provider: one confidential client
 * (the site), PKCE always, ID tokens that carry the profile themselves, and RS256 JWT access
 * tokens for the core service (resource indicators).
 *
 * `/me` (userinfo) answers only access tokens issued for the provider itself, i.e. without an
 * audience. Every user access token of this client is for the core service (the default resource,
 * used at the token endpoint even without a `resource` parameter), so `/me` refuses those with 401
 * `invalid_token`; the site reads the profile from the ID token instead (next-auth `idToken: true`).
 * https://github.com/panva/node-oidc-provider/blob/main/docs/README.md#featuresresourceindicators
 */

import Provider, {
  errors,
  type Configuration,
  type KoaContextWithOIDC,
  type ResourceServer,
} from 'oidc-provider'
import type { AccountStore } from './accounts'
import type { IdpConfig } from './config'
import type { IdpKeys } from './keys'
import { pageLang } from './pageLang'
import type { HtmlPage, Pages } from './pages'
import type { StateStore } from './stateStore'

const ONE_HOUR = 60 * 60
const EIGHT_HOURS = 8 * ONE_HOUR

/** Scopes of a user's sign-in; `roles` brings the `roles` claim. */
const USER_SCOPES = 'openid profile email roles'
/** The only scope of the site server's own (client_credentials) tokens: posting enquiries. */
export const ENQUIRIES_WRITE_SCOPE = 'enquiries:write'

/** The language of a protocol page: the request's ui_locales, else the browser's. */
function langOf(ctx: KoaContextWithOIDC) {
  return pageLang(ctx.oidc?.params?.ui_locales, ctx.get('accept-language') || undefined)
}

function sendProviderPage(ctx: KoaContextWithOIDC, page: HtmlPage): void {
  ctx.type = 'html'
  ctx.set('Content-Security-Policy', page.contentSecurityPolicy)
  ctx.body = page.html
}

/**
 * Consent is implied for the site, a first-party client: the grant always covers what the
 * request asks for, so the consent prompt never shows.
 */
async function loadGrantForFirstPartyClient(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx
  const { client, account, provider } = oidc
  if (!client || !account) return undefined
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId)
  const grant =
    (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ accountId: account.accountId, clientId: client.clientId })
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '))
  if (oidc.requestParamClaims.size > 0) grant.addOIDCClaims([...oidc.requestParamClaims])
  for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
    const scopes = [...oidc.requestParamScopes].filter((scope) => resourceServer.scopes.has(scope))
    grant.addResourceScope(indicator, scopes.join(' '))
  }
  await grant.save()
  return grant
}

export function createProvider(
  config: IdpConfig,
  keys: IdpKeys,
  accounts: AccountStore,
  pages: Pages,
  state: StateStore,
): Provider {
  const { client, coreAudience } = config

  const configuration: Configuration = {
    // Sessions, grants and interactions outlive a restart (stateStore.ts).
    adapter: state.adapter,
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        client_name: 'Siam Harvest Foods website',
        redirect_uris: client.redirectUris,
        post_logout_redirect_uris: client.postLogoutRedirectUris,
        grant_types: ['authorization_code', 'client_credentials'],
        response_types: ['code'],
        // next-auth's (openid-client's) default.
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [keys.signingKey] },
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    routes: {
      authorization: '/authorize',
      token: '/token',
      jwks: '/jwks',
      userinfo: '/me',
      end_session: '/signout',
    },
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic'],
    pkce: { required: () => true },
    scopes: USER_SCOPES.split(' '),
    claims: {
      openid: ['sub'],
      profile: ['name'],
      email: ['email', 'email_verified'],
      roles: ['roles'],
    },
    // next-auth reads the profile from the ID token only: keep name, e-mail and roles in it.
    conformIdTokenClaims: false,
    findAccount(_ctx, sub) {
      const account = accounts.findById(sub)
      if (!account) return undefined
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          name: account.name,
          email: account.email,
          email_verified: true,
          roles: [...account.roles],
        }),
      }
    },
    // The core service authorises users by these claims of their access token.
    extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined
      const account = accounts.findById(token.accountId)
      if (!account) return undefined
      return { roles: [...account.roles], email: account.email, name: account.name }
    },
    loadExistingGrant: loadGrantForFirstPartyClient,
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      userinfo: { enabled: true },
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => coreAudience,
        useGrantedResource: () => true,
        getResourceServerInfo(ctx, indicator): ResourceServer {
          if (indicator !== coreAudience) throw new errors.InvalidTarget()
          const isClientCredentials =
            ctx.oidc.route === 'token' && ctx.oidc.params?.grant_type === 'client_credentials'
          return {
            // A machine token may only post enquiries; a user's token mirrors the sign-in's
            // scopes, and the user's roles decide the rest.
            scope: isClientCredentials ? ENQUIRIES_WRITE_SCOPE : USER_SCOPES,
            audience: coreAudience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ONE_HOUR,
            jwt: { sign: { alg: 'RS256' } },
          }
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // The site's own sign-out already asked the user: submit straight away.
        logoutSource: (ctx, form) => sendProviderPage(ctx, pages.logout(langOf(ctx), form)),
        postLogoutSuccessSource: (ctx) => sendProviderPage(ctx, pages.signedOut(langOf(ctx))),
      },
    },
    renderError(ctx, out) {
      const details = [out.error, out.error_description].filter(Boolean).join(': ')
      sendProviderPage(ctx, pages.error({ lang: langOf(ctx), details }))
    },
    // Browsers never call this provider's endpoints from scripts.
    clientBasedCORS: () => false,
    ttl: {
      AccessToken: ONE_HOUR,
      ClientCredentials: ONE_HOUR,
      IdToken: ONE_HOUR,
      AuthorizationCode: 60,
      Interaction: ONE_HOUR,
      Session: EIGHT_HOURS,
      Grant: EIGHT_HOURS,
    },
  }

  const provider = new Provider(config.issuer, configuration)
  // The provider listens on its own address, not behind a proxy: never trust X-Forwarded-*.
  provider.proxy = false
  return provider
}
