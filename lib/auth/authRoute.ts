import type { IncomingMessage } from 'node:http'
import type { NextApiRequest, NextApiResponse } from 'next'
import NextAuth, { type NextAuthOptions } from 'next-auth'
import { langFromPath, type Lang } from '@/lib/i18n/lang'
import en from '@/public/locales/en/auth.json'
import th from '@/public/locales/th/auth.json'
import { minutesToWait, type RateLimiter, type RateLimitRefusal } from '@/shared/rateLimits'
import { safeCallbackPath } from './callbackUrl'
import { signInError } from './signInError'
import { href, path } from '@/lib/routes'

export interface AuthRouteDeps {
  /** next-auth's options, or null when no identity provider is configured. */
  options: () => NextAuthOptions | null
  /** Counts starts of a sign-in per client (RATE_LIMITS.signInStart). */
  signInLimiter: RateLimiter
  /** The client's key for the limit (shared/clientAddress.ts). */
  clientKey: (req: IncomingMessage) => string
  /** The origin browsers use, for keeping a `callbackUrl` on this site. */
  appOrigin: () => string
}

const MESSAGES: Record<Lang, typeof en> = { th, en }

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/**
 * next-auth's routes (session, csrf, providers, signin, signout, callback, error, _log), with
 * two answers of our own in front:
 * - `/api/auth/error` sends the known error code on to `/login`. next-auth copies `error` into
 *   `Location` unencoded, so a CR in it was a 500 and `<"` reached the header as it stood.
 * - `/api/auth/signin/<provider>` (each start of a sign-in) is rate-limited per client: 429
 *   with Retry-After, a translated message and, for next-auth's client, the login page to show.
 * With no identity provider configured, the session is empty and every sign-in attempt lands on
 * `/login?error=Configuration`, the product's explanation.
 */
export function createAuthRoute({ options, signInLimiter, clientKey, appOrigin }: AuthRouteDeps) {
  return async function auth(req: NextApiRequest, res: NextApiResponse) {
    const [action, providerId] = [req.query.nextauth ?? []].flat()
    if (action === 'error' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.setHeader('Cache-Control', 'no-store')
      const code = signInError(req.query.error ?? providerId) ?? 'default'
      return res.redirect(302, path('login', { error: code }))
    }
    if (action === 'signin' && providerId !== undefined) {
      const decision = await signInLimiter.consume(clientKey(req))
      if (!decision.allowed) return refuseSignIn(req, res, decision, appOrigin())
    }

    const authOptions = options()
    if (authOptions !== null) return NextAuth(req, res, authOptions)
    res.setHeader('Cache-Control', 'no-store')
    if (action === 'session') return res.status(200).json({})
    if (action === 'providers') return res.status(200).json({})
    if (action === '_log') return res.status(200).end()
    if (req.method === 'POST')
      return res.status(200).json({ url: path('login', { error: 'Configuration' }) })
    return res.redirect(302, path('login', { error: 'Configuration' }))
  }
}

/**
 * 429 in the language of the page the sign-in was started for. next-auth's client goes to the
 * `url` it is given, whatever the status: there the login page explains the wait.
 */
function refuseSignIn(
  req: NextApiRequest,
  res: NextApiResponse,
  decision: RateLimitRefusal,
  origin: string,
): void {
  const body = typeof req.body === 'object' && req.body !== null ? req.body : {}
  const callbackPath = safeCallbackPath(
    first((body as Record<string, string | string[] | undefined>).callbackUrl) ??
      first(req.query.callbackUrl),
    origin,
    '',
  )
  const lang = langFromPath(callbackPath)
  const login = new URLSearchParams({
    ...(callbackPath === '' ? {} : { callbackUrl: callbackPath }),
    error: 'TooManyRequests',
  })
  const minutes = minutesToWait(decision.retryAfterSeconds)
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Retry-After', String(decision.retryAfterSeconds))
  res.status(429).json({
    message: MESSAGES[lang].api.tooManyRequests.replace('{{minutes}}', String(minutes)),
    url: `${href(lang, 'login')}?${login}`,
  })
}
