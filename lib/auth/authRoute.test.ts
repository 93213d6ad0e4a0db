/**
 * @jest-environment node
 */
import type { NextAuthOptions } from 'next-auth'
import { createRateLimiter, RATE_LIMITS } from '@/shared/rateLimits'
import type { RecordedAnswer } from '@/lib/testing/apiResponse'
import { callApi } from '@/lib/testing/apiTest'
import { createAuthRoute } from './authRoute'

interface Call {
  method?: string
  path: string[]
  query?: Record<string, string | string[]>
  body?: Record<string, string>
  from?: string
}

async function call(
  route: ReturnType<typeof createAuthRoute>,
  request: Call,
): Promise<RecordedAnswer> {
  const { method = 'GET', path, query = {}, body, from = '198.51.100.4' } = request
  try {
    return await callApi(route, {
      method,
      query: { ...query, nextauth: path },
      headers: { host: 'localhost:3000' },
      body,
      from,
    })
  } catch (error) {
    // What Next's API resolver turns into a 500.
    return { status: 500, headers: {}, body: String(error) }
  }
}

// next-auth as the site configures it (errors and sign-in on /login), without a provider: the
// error route never reaches one.
const configured: NextAuthOptions = {
  providers: [],
  secret: 'x'.repeat(32),
  pages: { signIn: '/login', signOut: '/logout', error: '/login' },
}

function route(options: NextAuthOptions | null = configured) {
  return createAuthRoute({
    options: () => options,
    signInLimiter: createRateLimiter(RATE_LIMITS.signInStart),
    clientKey: (req) => req.socket?.remoteAddress ?? 'unknown',
    appOrigin: () => 'http://localhost:3000',
  })
}

describe('GET /api/auth/error', () => {
  it('answers a control character in `error` with the sign-in page, not a 500', async () => {
    for (const error of ['\r', '\r\nSet-Cookie: a=b', '\n', '\u0000', 'ok\u007f']) {
      const answer = await call(route(), { path: ['error'], query: { error } })
      expect(answer.status).toBe(302)
      expect(answer.headers.location).toBe('/login?error=default')
    }
  })

  it('sends only known codes on: markup and repeated values become the general error', async () => {
    const cases: [Record<string, string | string[]>, string][] = [
      [{ error: '<"script>' }, 'default'],
      [{ error: ['AccessDenied', 'x'] }, 'default'],
      [{}, 'default'],
      [{ error: 'AccessDenied' }, 'AccessDenied'],
      [{ error: 'OAuthCallback' }, 'OAuthCallback'],
      [{ error: 'SessionRequired' }, 'SessionRequired'],
    ]
    for (const [query, code] of cases) {
      const answer = await call(route(), { path: ['error'], query })
      expect(answer.status).toBe(302)
      expect(answer.headers.location).toBe(`/login?error=${code}`)
      expect(answer.headers['cache-control']).toBe('no-store')
    }
    // The code may also come as a path segment, as next-auth allows.
    const inPath = await call(route(), { path: ['error', 'Configuration'] })
    expect(inPath.headers.location).toBe('/login?error=Configuration')
  })

  it('does the same with no identity provider configured', async () => {
    const answer = await call(route(null), { path: ['error'], query: { error: '\r' } })
    expect(answer.headers.location).toBe('/login?error=default')
  })
})

describe('sign-in start limit', () => {
  const start = (from?: string, body: Record<string, string> = {}) => ({
    method: 'POST',
    path: ['signin', 'idp'],
    body: { csrfToken: 'token', json: 'true', ...body },
    from,
  })

  it('refuses the 21st start from one address in 10 minutes with 429, Retry-After and a message', async () => {
    const auth = route(null)
    for (let i = 0; i < 20; i += 1) {
      expect((await call(auth, start())).status).toBe(200)
    }
    const refused = await call(auth, start(undefined, { callbackUrl: '/en/admin/enquiries' }))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590)
    expect(refused.headers['cache-control']).toBe('no-store')
    expect(refused.body).toEqual({
      message:
        'There have been too many sign-in attempts from your connection. Please try again in 10 minutes.',
      url: '/en/login?callbackUrl=%2Fen%2Fadmin%2Fenquiries&error=TooManyRequests',
    })

    // In Thai for a Thai page (and by default); a foreign callbackUrl is dropped.
    const thai = await call(auth, start(undefined, { callbackUrl: 'https://evil.example/en/x' }))
    expect(thai.body).toEqual({
      message: expect.stringContaining('กรุณาลองใหม่ในอีก 10 นาที'),
      url: '/th/login?error=TooManyRequests',
    })

    // Another address has its own budget; the session and CSRF routes are not counted.
    expect((await call(auth, start('203.0.113.9'))).status).toBe(200)
    expect((await call(auth, { path: ['session'] })).status).toBe(200)
  })

  it('counts GET starts and unknown providers too, but not the sign-in page itself', async () => {
    const auth = route(null)
    for (let i = 0; i < 20; i += 1) await call(auth, { path: ['signin', `evil${i}`] })
    expect((await call(auth, { path: ['signin', 'idp'] })).status).toBe(429)
    expect((await call(auth, { path: ['signin'] })).status).toBe(302)
  })
})
