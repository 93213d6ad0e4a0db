import { STATIC_ROUTES } from '@/lib/routes'
import type { NextAuthOptions, Session } from 'next-auth'
import type { JWT } from 'next-auth/jwt'
import type { OAuthConfig } from 'next-auth/providers/oauth'
import type { AuthConfig } from '@/lib/env'
import { safeCallbackPath } from './callbackUrl'
import { IDP_PROVIDER_ID } from './providerId'
import type { SessionRevocationStore } from './revocation/revocationStore'
import {
  SESSION_MAX_AGE_SECONDS,
  SessionRefusedError,
  newSessionClaims,
  revokeSession,
  sessionRefusal,
} from './revocation/sessions'
import { rolesFromClaim } from './roles'

interface IdTokenProfile {
  sub: string
  name?: string
  email?: string
  [claim: string]: unknown
}

/**
 * next-auth's configuration for one OpenID Connect provider found by discovery. Every
 * server-side read of a session passes its `jwt` callback (getServerSession, `/api/auth/session`)
 * or `readSessionCookie` (lib/auth/serverAuth.ts), and both refuse a revoked session there.
 */
export function buildAuthOptions(
  auth: AuthConfig,
  revocations: SessionRevocationStore,
): NextAuthOptions {
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
    pages: {
      signIn: STATIC_ROUTES.login,
      signOut: STATIC_ROUTES.logout,
      error: STATIC_ROUTES.login,
    },
    callbacks: {
      async jwt({ token, account, user }) {
        if (account) {
          return {
            ...token,
            ...newSessionClaims(),
            accessToken: account.access_token,
            accessTokenExpires:
              account.expires_at === undefined ? undefined : account.expires_at * 1000,
            idToken: account.id_token,
            roles: user.roles ?? [],
          }
        }
        // Thrown, next-auth answers "no session" and deletes the cookie.
        const refusal = await sessionRefusal(token, revocations)
        if (refusal !== null) throw new SessionRefusedError(refusal)
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
    events: {
      // `/api/auth/signout` (the `/logout` page's call): the cookie goes, and so does the session
      // any copy of it would still carry.
      async signOut({ token }) {
        if (token) await revokeSession(token, revocations)
      },
    },
    logger: {
      // A refused session is expected (a revoked or pre-revocation cookie): one line, no stack.
      error(code, metadata) {
        if (metadata instanceof SessionRefusedError) {
          console.warn(`[next-auth] ${metadata.message}`)
          return
        }
        console.error(`[next-auth][error][${code}]`, metadata)
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
