/** @jest-environment node */

import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose'
import {
  authorizeUrl,
  CookieJar,
  startIdp,
  TEST_CLIENT,
  type AuthorizeOptions,
  type RunningIdp,
} from './testing'

const AUDIENCE = 'urn:siam-harvest:core'
const ADMIN = { email: 'admin@siamharvest.test', password: 'admin-password' }
const STAFF = { email: 'staff@siamharvest.test', password: 'staff-password' }

jest.setTimeout(30_000)

let dataDir: string
let idp: RunningIdp

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'idp-test-'))
  idp = await startIdp({ dataDir })
})

afterAll(async () => {
  await idp?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

const basicAuth = `Basic ${Buffer.from(`${TEST_CLIENT.clientId}:${TEST_CLIENT.clientSecret}`).toString('base64')}`

/** A browser: keeps cookies and never follows redirects by itself. */
function browser() {
  const jar = new CookieJar()
  return async (url: string, init: { method?: string; form?: Record<string, string> } = {}) => {
    const response = await fetch(new URL(url, idp.issuer), {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form) : undefined,
    })
    jar.store(response)
    return response
  }
}
type Browser = ReturnType<typeof browser>

function location(response: Response): string {
  const value = response.headers.get('location')
  if (!value) throw new Error(`expected a redirect, got ${response.status}`)
  return value
}

/** Starts a sign-in and returns where it leads, the PKCE verifier and the state. */
async function beginSignIn(open: Browser, options: Omit<AuthorizeOptions, 'codeChallenge'> = {}) {
  const verifier = randomBytes(32).toString('base64url')
  const codeChallenge = createHash('sha256').update(verifier).digest('base64url')
  const state = randomBytes(8).toString('hex')
  const next = location(await open(authorizeUrl(idp.issuer, { ...options, codeChallenge, state })))
  return { next, verifier, state }
}

/** The authorization response's code, after checking it came back to the site with the state. */
function codeFrom(redirect: string, state: string): string {
  const callback = new URL(redirect)
  expect(`${callback.origin}${callback.pathname}`).toBe(TEST_CLIENT.redirectUri)
  expect(callback.searchParams.get('state')).toBe(state)
  expect(callback.searchParams.get('iss')).toBe(idp.issuer)
  return callback.searchParams.get('code') ?? ''
}

/** Signs in through the login form and returns the authorization code and PKCE verifier. */
async function signIn(
  open: Browser,
  account: { email: string; password: string },
  options: { resource?: string } = {},
) {
  const { next: loginPath, verifier, state } = await beginSignIn(open, options)
  expect(loginPath).toMatch(/^\/interaction\/[\w-]+$/)
  const posted = await open(loginPath, { form: account })
  expect(posted.status).toBe(303)
  const finished = await open(location(posted))
  return { code: codeFrom(location(finished), state), verifier }
}

async function exchange(code: string, verifier: string) {
  const response = await fetch(`${idp.issuer}/token`, {
    method: 'POST',
    headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: TEST_CLIENT.redirectUri,
    }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { id_token: string; access_token: string; token_type: string }
}

function jwks() {
  return createRemoteJWKSet(new URL(`${idp.issuer}/jwks`))
}

test('discovery names exactly the agreed endpoints, PKCE S256 and the roles scope', async () => {
  const response = await fetch(`${idp.issuer}/.well-known/openid-configuration`)
  expect(response.status).toBe(200)
  const discovery = (await response.json()) as Record<string, unknown>
  const endpoints = Object.fromEntries(
    Object.entries(discovery).filter(([key]) => key.endsWith('_endpoint') || key === 'jwks_uri'),
  )
  expect(endpoints).toEqual({
    authorization_endpoint: `${idp.issuer}/authorize`,
    token_endpoint: `${idp.issuer}/token`,
    jwks_uri: `${idp.issuer}/jwks`,
    userinfo_endpoint: `${idp.issuer}/me`,
    end_session_endpoint: `${idp.issuer}/signout`,
  })
  expect(discovery.issuer).toBe(idp.issuer)
  expect(discovery.code_challenge_methods_supported).toEqual(['S256'])
  expect(discovery.scopes_supported).toEqual(['openid', 'profile', 'email', 'roles'])
  expect(idp.stdout()).toBe(
    `identity provider listening on ${idp.issuer} (Node ${process.version})\n`,
  )
})

test('an authorization request without PKCE is refused', async () => {
  const response = await browser()(authorizeUrl(idp.issuer, {}))
  const callback = new URL(location(response))
  expect(callback.searchParams.get('error')).toBe('invalid_request')
  expect(callback.searchParams.get('error_description')).toMatch(/PKCE/)
})

test('the login page is in Thai by default, accessible, and keeps a mistyped e-mail escaped', async () => {
  const open = browser()
  const { next: loginPath } = await beginSignIn(open)

  const page = await open(loginPath)
  expect(page.status).toBe(200)
  const policy = page.headers.get('content-security-policy')
  expect(policy).toContain("default-src 'none'")
  expect(policy).toContain("font-src 'self'")
  const html = await page.text()
  expect(html).toContain('<html lang="th">')
  expect(html).toContain('<label for="email">อีเมล</label>')
  expect(html).not.toContain('E-mail')
  expect(html).toMatch(/<label for="email">[\s\S]*<input id="email"[^>]*autocomplete="username"/)
  expect(html).toMatch(/<label for="password">[\s\S]*autocomplete="current-password"/)
  expect(html).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1)/)

  const email = '"><script>alert(1)</script>@example.test'
  const refused = await open(loginPath, { form: { email, password: 'wrong' } })
  expect(refused.status).toBe(401)
  const again = await refused.text()
  expect(again).toContain('role="alert"')
  expect(again).toContain('อีเมลหรือรหัสผ่านไม่ถูกต้อง')
  expect(again).not.toContain('The e-mail or password is incorrect.')
  expect(again).not.toContain('<script>')
  expect(again).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.test"')

  const wrongPassword = await open(loginPath, { form: { ...ADMIN, password: 'admin-passwor' } })
  expect(wrongPassword.status).toBe(401)
  expect(await wrongPassword.text()).toContain(`value="${ADMIN.email}"`)
})

test('ui_locales=en gives the English login page, its messages and the site typeface', async () => {
  const open = browser()
  const { next: loginPath } = await beginSignIn(open, { uiLocales: 'en-GB th' })
  const html = await (await open(loginPath)).text()
  expect(html).toContain('<html lang="en">')
  expect(html).toContain('<label for="email">E-mail</label>')
  expect(html).not.toContain('อีเมล')
  const refused = await open(loginPath, { form: { email: 'nobody@example.test', password: 'x' } })
  const again = await refused.text()
  expect(again).toContain('The e-mail or password is incorrect.')
  expect(again).not.toContain('อีเมลหรือรหัสผ่านไม่ถูกต้อง')

  // The preloaded font files are the provider's own, and they are WOFF2.
  const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1])
  expect(fonts).toHaveLength(2)
  for (const font of fonts) {
    const response = await open(font!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('font/woff2')
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('wOF2')
  }
  expect((await open('/assets/fonts/nothing.woff2')).status).toBe(404)
})

test('the admin signs in with PKCE and gets signed ID and access tokens with roles', async () => {
  const open = browser()
  const { code, verifier } = await signIn(open, ADMIN, { resource: AUDIENCE })
  const tokens = await exchange(code, verifier)
  expect(tokens.token_type).toBe('Bearer')

  const { payload: idToken } = await jwtVerify(tokens.id_token, jwks(), {
    issuer: idp.issuer,
    audience: TEST_CLIENT.clientId,
    algorithms: ['RS256'],
  })
  expect(idToken).toMatchObject({
    sub: 'admin',
    email: ADMIN.email,
    email_verified: true,
    name: 'Pimchanok Srisuk',
    roles: ['admin'],
  })

  const { payload: accessToken, protectedHeader } = await jwtVerify(tokens.access_token, jwks(), {
    issuer: idp.issuer,
    audience: AUDIENCE,
    algorithms: ['RS256'],
  })
  expect(protectedHeader.typ).toBe('at+jwt')
  expect(accessToken).toMatchObject({
    sub: 'admin',
    client_id: TEST_CLIENT.clientId,
    roles: ['admin'],
    email: ADMIN.email,
    name: 'Pimchanok Srisuk',
    scope: 'openid profile email roles',
  })
  expect((accessToken.exp ?? 0) - (accessToken.iat ?? 0)).toBe(3600)

  // Documented in provider.ts: /me serves only tokens for the provider itself.
  const userinfo = await fetch(`${idp.issuer}/me`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  })
  expect(userinfo.status).toBe(401)
  expect(userinfo.headers.get('www-authenticate')).toContain('invalid_token')

  // The code is single-use.
  const replay = await fetch(`${idp.issuer}/token`, {
    method: 'POST',
    headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: TEST_CLIENT.redirectUri,
    }),
  })
  expect(replay.status).toBe(400)
})

test('the staff account gets the staff role only', async () => {
  const { code, verifier } = await signIn(browser(), STAFF)
  const tokens = await exchange(code, verifier)
  const { payload: idToken } = await jwtVerify(tokens.id_token, jwks(), { issuer: idp.issuer })
  expect(idToken).toMatchObject({ name: 'Kittipong Chaiyaporn', roles: ['staff'] })
  const { payload: accessToken } = await jwtVerify(tokens.access_token, jwks(), {
    audience: AUDIENCE,
  })
  expect(accessToken.roles).toEqual(['staff'])
})

test('client credentials give the site server an enquiries:write token without roles', async () => {
  const response = await fetch(`${idp.issuer}/token`, {
    method: 'POST',
    headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'enquiries:write',
      resource: AUDIENCE,
    }),
  })
  expect(response.status).toBe(200)
  const { access_token: token } = (await response.json()) as { access_token: string }
  const { payload } = await jwtVerify(token, jwks(), { issuer: idp.issuer, audience: AUDIENCE })
  expect(payload).toMatchObject({ sub: TEST_CLIENT.clientId, scope: 'enquiries:write' })
  expect(payload).not.toHaveProperty('roles')
  expect(payload).not.toHaveProperty('email')

  // User scopes are not for machines.
  const userScopes = await fetch(`${idp.issuer}/token`, {
    method: 'POST',
    headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'roles enquiries:write' }),
  })
  const { access_token: other } = (await userScopes.json()) as { access_token: string }
  expect((await jwtVerify(other, jwks())).payload.scope).toBe('enquiries:write')
})

test('a wrong client secret is refused with 401', async () => {
  const response = await fetch(`${idp.issuer}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${TEST_CLIENT.clientId}:not-the-secret`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'enquiries:write' }),
  })
  expect(response.status).toBe(401)
  expect(await response.json()).toMatchObject({ error: 'invalid_client' })
})

test('a signed-in user is not asked again, not even with prompt=consent', async () => {
  const open = browser()
  await signIn(open, STAFF)

  // The session and the grant are there: straight back to the site with a code.
  const silent = await beginSignIn(open)
  expect(codeFrom(silent.next, silent.state)).not.toBe('')

  const asked = await beginSignIn(open, { prompt: 'consent' })
  expect(asked.next).toMatch(/^\/interaction\//)
  const granted = await open(asked.next)
  expect(granted.status).toBe(303)
  const tokens = await exchange(
    codeFrom(location(await open(location(granted))), asked.state),
    asked.verifier,
  )
  expect(tokens.id_token).toBeTruthy()
})

test('/signout ends the provider session and returns to the site', async () => {
  const open = browser()
  await signIn(open, ADMIN)

  const signout = new URL('/signout', idp.issuer)
  signout.search = new URLSearchParams({
    client_id: TEST_CLIENT.clientId,
    post_logout_redirect_uri: TEST_CLIENT.postLogoutRedirectUri,
  }).toString()
  const page = await open(signout.href)
  expect(page.status).toBe(200)
  const html = await page.text()
  // Submits itself (allowed by its hash in the CSP); the button is the no-script fallback.
  expect(html).toContain('<script>document.forms[0].submit()</script>')
  expect(page.headers.get('content-security-policy')).toMatch(/script-src 'sha256-/)
  expect(html).toContain('name="logout" value="yes"')
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? ''
  const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? ''

  const confirmed = await open(action, { form: { xsrf, logout: 'yes' } })
  expect(confirmed.status).toBe(303)
  expect(location(confirmed)).toBe(TEST_CLIENT.postLogoutRedirectUri)

  // Signed out: a new sign-in asks for the password again.
  const { next } = await beginSignIn(open)
  expect(next).toMatch(/^\/interaction\//)
  expect(await (await open(next)).text()).toContain('autocomplete="current-password"')
})

test('/signout without a return address ends on the signed-out page, in Thai by default', async () => {
  const open = browser()
  await signIn(open, STAFF)
  const html = await (await open('/signout')).text()
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? ''
  const confirmed = await open('/signout/confirm', { form: { xsrf, logout: 'yes' } })
  const success = await open(location(confirmed))
  expect(success.status).toBe(200)
  const page = await success.text()
  expect(page).toContain('<html lang="th">')
  expect(page).toContain('ออกจากระบบแล้ว')
  expect(page).not.toContain('You have signed out')
})

test('the signing key is kept in the data folder (0600) and reused on the next start', async () => {
  const kidOf = async () => {
    const { keys } = (await (await fetch(`${idp.issuer}/jwks`)).json()) as {
      keys: { kid: string; d?: string }[]
    }
    expect(keys).toHaveLength(1)
    expect(keys[0]).not.toHaveProperty('d')
    return keys[0]?.kid
  }
  const firstKid = await kidOf()
  const file = path.join(dataDir, 'jwks.json')
  expect((await stat(file)).mode & 0o777).toBe(0o600)
  expect((await stat(path.join(dataDir, 'cookie-keys.json'))).mode & 0o777).toBe(0o600)
  const stored = JSON.parse(await readFile(file, 'utf8')) as { keys: { kid: string }[] }
  expect(stored.keys[0]?.kid).toBe(firstKid)

  // A token signed before the restart still verifies against the new process's JWKS.
  const before = await fetch(`${idp.issuer}/token`, {
    method: 'POST',
    headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'enquiries:write' }),
  })
  const { access_token: token } = (await before.json()) as { access_token: string }

  expect(await idp.stop()).toBe(0)
  idp = await startIdp({ dataDir, port: Number(new URL(idp.issuer).port) })
  expect(await kidOf()).toBe(firstKid)
  expect(decodeProtectedHeader(token).kid).toBe(firstKid)
  await expect(jwtVerify(token, jwks(), { audience: AUDIENCE })).resolves.toBeDefined()
})

test('15 quick wrong passwords lock the account: the right one is then refused with the wait', async () => {
  // A provider of its own, so that the locked account does not spill into the other tests.
  const ownDir = await mkdtemp(path.join(os.tmpdir(), 'idp-lock-test-'))
  const own = await startIdp({ dataDir: ownDir })
  try {
    const jar = new CookieJar()
    const open = async (url: string, form?: Record<string, string>) => {
      const response = await fetch(new URL(url, own.issuer), {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: jar.header(),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? new URLSearchParams(form) : undefined,
      })
      jar.store(response)
      return response
    }
    const challenge = createHash('sha256').update(randomBytes(32)).digest('base64url')
    const loginPath = location(await open(authorizeUrl(own.issuer, { codeChallenge: challenge })))

    const statuses: number[] = []
    for (let i = 0; i < 15; i += 1) {
      const refused = await open(loginPath, { ...ADMIN, password: `guess-${i}` })
      statuses.push(refused.status)
      await refused.arrayBuffer()
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(5).fill(429)])

    const locked = await open(loginPath, ADMIN)
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(890)
    const html = await locked.text()
    expect(html).toContain('role="alert"')
    expect(html).toContain('มีการพยายามเข้าสู่ระบบหลายครั้งเกินไป กรุณาลองใหม่ในอีก 15 นาที')

    // Only that account: the other one still signs in from the same address.
    const signedIn = await open(loginPath, STAFF)
    expect(signedIn.status).toBe(303)
  } finally {
    await own.stop()
    await rm(ownDir, { recursive: true, force: true })
  }
})
