import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextAuthOptions, Session } from 'next-auth'
import { getServerSession } from 'next-auth/next'
import { getToken, type JWT } from 'next-auth/jwt'
import { serverEnv } from '@/lib/env'
import { buildAuthOptions } from './authOptions'

let cached: NextAuthOptions | null | undefined

/** next-auth's options, or null when no identity provider is configured. */
export function authOptions(): NextAuthOptions | null {
  if (cached === undefined) {
    const env = serverEnv()
    cached = env.auth ? buildAuthOptions(env.auth) : null
  }
  return cached
}

type Request = IncomingMessage & { cookies: Partial<Record<string, string>> }

/** The signed-in user's session (as the browser sees it), or null. */
export async function readSession(req: Request, res: ServerResponse): Promise<Session | null> {
  const options = authOptions()
  if (options === null) return null
  return getServerSession(req, res, options)
}

/** The session cookie's content, tokens included: for server-side use only. */
export async function readSessionToken(req: Request): Promise<JWT | null> {
  const env = serverEnv()
  if (!env.auth) return null
  // next-auth names the cookie `__Secure-…` when NEXTAUTH_URL is https, and so does getToken.
  return getToken({ req, secret: env.auth.secret })
}
