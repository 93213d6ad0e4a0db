import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextAuthOptions, Session } from 'next-auth'
import { getServerSession } from 'next-auth/next'
import { getToken, type JWT } from 'next-auth/jwt'
import { serverEnv } from '@/lib/env'
import { buildAuthOptions } from './authOptions'
import { sessionRevocations } from './revocation/revocationStore'
import { sessionRefusal } from './revocation/sessions'

let cached: NextAuthOptions | null | undefined

/** next-auth's options, or null when no identity provider is configured. */
export function authOptions(): NextAuthOptions | null {
  if (cached === undefined) {
    const env = serverEnv()
    cached = env.auth ? buildAuthOptions(env.auth, sessionRevocations()) : null
  }
  return cached
}

type Request = IncomingMessage & { cookies: Partial<Record<string, string>> }

/**
 * The signed-in user's session (as the browser sees it), or null. A revoked session is null:
 * the options' `jwt` callback refuses it.
 */
export async function readSession(req: Request, res: ServerResponse): Promise<Session | null> {
  const options = authOptions()
  if (options === null) return null
  return getServerSession(req, res, options)
}

/**
 * The session cookie, read on the server: `signed-in` with its content (tokens included, for
 * server-side use only), `refused` when it carries a revoked session, `anonymous` without one.
 */
export type SessionTokenRead =
  { state: 'signed-in'; token: JWT } | { state: 'refused' } | { state: 'anonymous' }

export async function readSessionCookie(req: Request): Promise<SessionTokenRead> {
  const env = serverEnv()
  if (!env.auth) return { state: 'anonymous' }
  // next-auth names the cookie `__Secure-…` when NEXTAUTH_URL is https, and so does getToken.
  const token = await getToken({ req, secret: env.auth.secret })
  if (token === null) return { state: 'anonymous' }
  // getToken runs none of next-auth's callbacks: the revocation check is repeated here.
  if ((await sessionRefusal(token, sessionRevocations())) !== null) return { state: 'refused' }
  return { state: 'signed-in', token }
}

/** The session cookie's content when its session is valid, tokens included: server-side only. */
export async function readSessionToken(req: Request): Promise<JWT | null> {
  const read = await readSessionCookie(req)
  return read.state === 'signed-in' ? read.token : null
}
