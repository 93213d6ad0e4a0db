/**
 * @jest-environment node
 */
import type { GetServerSidePropsContext, NextApiRequest } from 'next'
import { encode, type JWT } from 'next-auth/jwt'
import { adminPageProps } from '@/lib/auth/adminPage'
import { logoutPageProps } from '@/lib/auth/logoutPage'
import { authOptions, readSession, readSessionCookie } from '@/lib/auth/serverAuth'
import { recordingResponse } from '@/lib/testing/apiResponse'
import coreRoute from '@/pages/api/core/[...path]'
import signOutEverywhereRoute from '@/pages/api/session/sign-out-everywhere'
import { newSessionClaims, type SessionClaims } from './sessions'

// The enforcement end to end, with next-auth's real cookie encoding and session route: every
// server-side reader (getServerSession for pages, getToken for /api/core) sees a revocation at
// once. Only what lies outside sessions (content, translations, the provider) is replaced.
const SITE = 'http://localhost:3000'
const COOKIE = 'next-auth.session-token'
const SECRET = 'test-secret-for-session-revocation-0123456789'
const mockEnv = {
  auth: {
    issuer: 'http://127.0.0.1:4000',
    clientId: 'site',
    clientSecret: 'client-secret',
    secret: SECRET,
    rolesClaim: 'roles',
    adminRole: 'admin',
    coreAudience: 'http://core',
  },
  appOrigin: SITE,
  siteUrl: SITE,
  core: { businessUnit: 'SHF' },
  creatureApiUrl: 'http://127.0.0.1:4100',
}
jest.mock('@/lib/env', () => ({ serverEnv: () => mockEnv }))
jest.mock('@/lib/http/serviceAddresses', () => ({
  serviceAddresses: () => ({ core: 'http://core.test' }),
}))
jest.mock('@/lib/page/getSiteLayout', () => ({ getSiteLayout: async () => ({ sections: [] }) }))
jest.mock('@/lib/i18n/pageTranslations', () => ({ pageTranslations: async () => ({}) }))
jest.mock('@/lib/security/documentInlineScripts', () => ({
  cachedDocumentInlineScriptHashes: async () => [],
}))
jest.mock('@/lib/auth/discovery', () => ({
  providerMetadata: async () => ({ end_session_endpoint: 'http://127.0.0.1:4000/signout' }),
}))

process.env.NEXTAUTH_URL = SITE
const ONE_HOUR_MS = 60 * 60 * 1000

/** A session cookie as next-auth writes it at sign-in (the jwt callback's claims). */
async function signIn(
  sub: string,
  claims: Partial<SessionClaims> = newSessionClaims(),
): Promise<string> {
  return encode({
    secret: SECRET,
    token: {
      sub,
      name: 'Pimchanok Srisuk',
      email: `${sub}@siamharvest.test`,
      roles: ['admin'],
      accessToken: `access-token-of-${sub}`,
      accessTokenExpires: Date.now() + ONE_HOUR_MS,
      ...claims,
    },
  })
}

function request(cookie: string, init: Partial<NextApiRequest> = {}): NextApiRequest {
  return {
    method: 'GET',
    url: '/api/core/profile',
    query: {},
    ...init,
    headers: { host: 'localhost:3000', cookie: `${COOKIE}=${cookie}`, ...init.headers },
    cookies: { [COOKIE]: cookie },
  } as unknown as NextApiRequest
}

/** A response that starts as Next's does, at 200. */
const response = () => recordingResponse(200)

function pageContext(cookie: string, resolvedUrl: string): GetServerSidePropsContext {
  return {
    locale: 'en',
    resolvedUrl,
    req: request(cookie, { url: `/en${resolvedUrl}` }),
    res: response().res,
    query: {},
  } as unknown as GetServerSidePropsContext
}

async function coreAnswer(cookie: string) {
  const { res, answer } = response()
  await coreRoute(
    request(cookie, { query: { path: ['profile'] }, headers: { 'x-sender': 'Admin' } }),
    res,
  )
  return answer
}

async function adminPage(cookie: string) {
  return adminPageProps(pageContext(cookie, '/admin'))
}

async function logOut(cookie: string) {
  return logoutPageProps(pageContext(cookie, '/logout'))
}

async function signOutEverywhere(cookie: string, headers: Record<string, string> = {}) {
  const { res, answer } = response()
  await signOutEverywhereRoute(
    request(cookie, {
      method: 'POST',
      url: '/api/session/sign-out-everywhere',
      headers: { 'x-sender': 'Admin', origin: SITE, ...headers },
    }),
    res,
  )
  return answer
}

const isSignedIn = async (cookie: string) =>
  (await readSessionCookie(request(cookie))).state === 'signed-in'

let forwarded: Headers[] = []
beforeEach(() => {
  forwarded = []
  jest.spyOn(global, 'fetch').mockImplementation(async (_url, init) => {
    forwarded.push(new Headers(init?.headers))
    return Response.json({ companyName: { en: 'Siam Harvest Foods' } })
  })
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

describe('revocable sessions', () => {
  it('gives each sign-in its own session id and keeps it when next-auth re-issues the cookie', async () => {
    const options = authOptions()
    const token = (await options?.callbacks?.jwt?.({
      token: { sub: 'user-ids' },
      account: { provider: 'idp', type: 'oauth', providerAccountId: 'user-ids' },
      user: { id: 'user-ids', roles: [] },
    })) as JWT
    expect(token.sessionId).toMatch(/^[0-9a-f-]{36}$/)
    expect(typeof token.signedInAt).toBe('number')

    const { res } = response()
    expect(await readSession(request(await signIn('user-ids', token)), res)).not.toBeNull()
    const reissued = String(res.getHeader('Set-Cookie')).match(/next-auth\.session-token=([^;]+)/)
    const read = await readSessionCookie(request(reissued?.[1] ?? ''))
    expect(read.state === 'signed-in' && read.token.sessionId).toBe(token.sessionId)
  })

  it('refuses a cookie copied before /logout on /api/core and /en/admin, at once', async () => {
    const cookie = await signIn('user-logout')
    expect((await coreAnswer(cookie)).status).toBe(200)
    expect(forwarded[0]?.get('authorization')).toBe('Bearer access-token-of-user-logout')
    expect(await adminPage(cookie)).toHaveProperty('props')

    await logOut(cookie)

    const core = await coreAnswer(cookie)
    expect(core).toMatchObject({ status: 401, body: { message: 'SESSION_REVOKED' } })
    expect(forwarded).toHaveLength(1)
    expect(await adminPage(cookie)).toEqual({
      redirect: {
        destination: '/en/login?error=SessionRequired&callbackUrl=%2Fen%2Fadmin',
        permanent: false,
      },
    })
    expect(await readSession(request(cookie), response().res)).toBeNull()
  })

  it('refuses a cookie next-auth re-issued before /logout too (same sign-in, new cookie)', async () => {
    const cookie = await signIn('user-reissued')
    const { res } = response()
    await readSession(request(cookie), res)
    const reissued = /next-auth\.session-token=([^;]+)/.exec(String(res.getHeader('Set-Cookie')))
    const copy = reissued?.[1] ?? ''
    expect(copy).not.toBe(cookie)
    await logOut(cookie)
    expect(await isSignedIn(copy)).toBe(false)
    expect((await coreAnswer(copy)).status).toBe(401)
  })

  it('revokes through next-auth’s own sign-out (/api/auth/signout) as well', async () => {
    const cookie = await signIn('user-signout-event')
    const read = await readSessionCookie(request(cookie))
    if (read.state !== 'signed-in') throw new Error('expected a session')
    await authOptions()?.events?.signOut?.({ token: read.token, session: undefined as never })
    expect(await isSignedIn(cookie)).toBe(false)
  })

  it("leaves the user's other sessions alone after a single logout", async () => {
    const laptop = await signIn('user-two-devices')
    const phone = await signIn('user-two-devices')
    await logOut(laptop)
    expect(await isSignedIn(laptop)).toBe(false)
    expect(await isSignedIn(phone)).toBe(true)
    expect((await coreAnswer(phone)).status).toBe(200)
    expect(await adminPage(phone)).toHaveProperty('props')
  })

  it("refuses every session of the user after 'sign out everywhere', and no one else's", async () => {
    const laptop = await signIn('user-everywhere', { ...newSessionClaims(Date.now() - 1_000) })
    const phone = await signIn('user-everywhere', { ...newSessionClaims(Date.now() - 500) })
    const colleague = await signIn('user-colleague')

    expect(await signOutEverywhere(laptop)).toMatchObject({
      status: 200,
      body: { message: 'SIGNED_OUT_EVERYWHERE' },
    })

    for (const cookie of [laptop, phone]) {
      expect(await isSignedIn(cookie)).toBe(false)
      expect((await coreAnswer(cookie)).status).toBe(401)
      expect(await adminPage(cookie)).toHaveProperty('redirect')
    }
    expect(await isSignedIn(colleague)).toBe(true)
    // Signing in again afterwards works.
    expect(
      await isSignedIn(await signIn('user-everywhere', newSessionClaims(Date.now() + 1))),
    ).toBe(true)
  })

  it('refuses sign-out everywhere from another site, without the sender header, or unsigned', async () => {
    const cookie = await signIn('user-csrf')
    expect((await signOutEverywhere(cookie, { origin: 'https://evil.example' })).status).toBe(403)
    const noSender = response()
    await signOutEverywhereRoute(
      request(cookie, { method: 'POST', headers: { origin: SITE } }),
      noSender.res,
    )
    expect(noSender.answer.status).toBe(400)
    const get = response()
    await signOutEverywhereRoute(request(cookie, { method: 'GET' }), get.res)
    expect(get.answer.status).toBe(405)
    expect(await isSignedIn(cookie)).toBe(true)

    expect((await signOutEverywhere('not-a-session')).status).toBe(401)
  })

  it('refuses a cookie signed in before sessions had ids: its user signs in again', async () => {
    const old = await signIn('user-before-ids', { sessionId: undefined, signedInAt: undefined })
    expect(await isSignedIn(old)).toBe(false)
    expect(await readSession(request(old), response().res)).toBeNull()
    expect((await coreAnswer(old)).status).toBe(401)
    expect(await adminPage(old)).toHaveProperty('redirect')
  })
})
