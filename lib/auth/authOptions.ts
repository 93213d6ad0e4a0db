import type { NextAuthOptions, Session } from 'next-auth'
import type { JWT } from 'next-auth/jwt'
import type { OAuthConfig } from 'next-auth/providers/oauth'
import type { AuthConfig } from '@/lib/env'
import { safeCallbackPath } from './callbackUrl'
import { IDP_PROVIDER_ID } from './providerId'
import { rolesFromClaim } from './roles'

// Sign-in lasts a working day at most; the access token inside it an hour (the identity
// provider's choice). Past that the console asks for a new sign-in.
const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60

interface IdTokenProfile {
  sub: string
  name?: string
  email?: string
  [claim: string]: unknown
}

/** next-auth's configuration for one OpenID Connect provider found by discovery. */
export function buildAuthOptions(auth: AuthConfig): NextAuthOptions {
  const provider: OAuthConfig<IdTokenProfile> = {
    id: IDP_PROVIDER_ID,
    name: 'Siam Harvest ID',
    type: 'oauth',
    wellKnown: `${auth.issuer}/.well-known/openid-configuration`,
    clientId: auth.clientId,
    clientSecret: auth.clientSecret,
    authorization: {
      // `resource` asks for an access token the core service accepts (RFC 8707).
      params: { scope: 'openid profile email roles', resource: auth.coreAudience },
    },
    checks: ['pkce', 'state'],
    // The profile comes from the signed ID token; no extra call to the userinfo endpoint.
    idToken: true,
    profile(profile) {
      return {
        id: profile.sub,
        name: profile.name ?? null,
        email: profile.email ?? null,
        image: null,
        roles: rolesFromClaim(profile[auth.rolesClaim]),
      }
    },
  }

  return {
    providers: [provider],
    secret: auth.secret,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/login', signOut: '/logout', error: '/login' },
    callbacks: {
      jwt({ token, account, user }) {
        if (account) {
          return {
            ...token,
            accessToken: account.access_token,
            accessTokenExpires:
              account.expires_at === undefined ? undefined : account.expires_at * 1000,
            idToken: account.id_token,
            roles: user.roles ?? [],
          }
        }
        return token
      },
      session({ session, token }) {
        return sessionFromToken(session, token)
      },
      // Only ever back to this site (the origin the browser uses, NEXTAUTH_URL), whatever
      // `callbackUrl` says.
      redirect({ url, baseUrl }) {
        return `${baseUrl}${safeCallbackPath(url, baseUrl)}`
      },
    },
  }
}

/**
 * What the browser may see of a session: who is signed in and their roles. The access and ID
 * tokens stay in the encrypted cookie, read on the server only.
 */
export function sessionFromToken(session: Session, token: JWT, now: number = Date.now()): Session {
  const expired = token.accessTokenExpires !== undefined && token.accessTokenExpires <= now
  return {
    expires: session.expires,
    user: {
      name: token.name ?? null,
      email: token.email ?? null,
      image: null,
      roles: token.roles ?? [],
    },
    ...(expired ? { error: 'AccessTokenExpired' as const } : {}),
  }
}
