/** @jest-environment node */

/*
 * Issue 23's acceptance test: the identity provider killed with -9 during a sign-in and at rest,
 * then started again over the same state (as the launcher's supervisor does after a crash), on
 * its state folder and on Redis. An admin who had signed in stays signed in at the provider: the
 * next sign-in goes back to the site without the password form; and a sign-in whose form was
 * open across the kill still completes.
 */

import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@redis/client'
import { decodeJwt } from 'jose'
import { startRedisServer, type RedisServer } from '@/scripts/redisServer.mjs'
import {
  authorizeUrl,
  freePort,
  redirectLocation,
  startIdp,
  testBrowser,
  TEST_CLIENT,
  type RunningIdp,
} from './testing'

// provider.ts's ttl.Session.
const SESSION_SECONDS = 8 * 60 * 60
const ADMIN = { email: 'admin@siamharvest.test', password: 'admin-password' }
const basicAuth = `Basic ${Buffer.from(`${TEST_CLIENT.clientId}:${TEST_CLIENT.clientSecret}`).toString('base64')}`

jest.setTimeout(90_000)

let redis: RedisServer
beforeAll(async () => {
  redis = await startRedisServer()
})
afterAll(() => redis.stop())

describe.each([
  ['in its state folder', false],
  ['in Redis (REDIS_URL)', true],
])('the identity provider with its state %s', (_where, usesRedis) => {
  let dataDir: string
  let port: number
  let idp: RunningIdp | undefined

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'idp-restart-test-'))
    port = await freePort()
  })
  afterEach(async () => {
    await idp?.stop()
    idp = undefined
    await rm(dataDir, { recursive: true, force: true })
  })

  /** The provider on the test's port and data folder, checked to start without the warning. */
  async function start(): Promise<RunningIdp> {
    const started = await startIdp({ dataDir, port, redisUrl: usesRedis ? redis.url : undefined })
    expect(started.stderr()).not.toContain('development-only')
    return started
  }

  /** `kill -9` of the running provider, then the same provider again. */
  async function crashAndRestart(): Promise<void> {
    await idp?.kill()
    idp = await start()
  }

  /**
   * An authorization request of the site; its Location, PKCE verifier and state. With the
   * session's lifetime as `max_age`, so that the ID token says when the user typed the password
   * (`auth_time`).
   */
  async function authorize(open: ReturnType<typeof testBrowser>) {
    const verifier = randomBytes(32).toString('base64url')
    const codeChallenge = createHash('sha256').update(verifier).digest('base64url')
    const state = randomBytes(8).toString('hex')
    const url = new URL(authorizeUrl(idp!.issuer, { codeChallenge, state }))
    url.searchParams.set('max_age', String(SESSION_SECONDS))
    const response = await open(url.href)
    return { next: redirectLocation(response), verifier, state }
  }

  /** The site's side of a callback: the code checked against the state and exchanged. */
  async function tokensFrom(
    callback: string,
    { verifier, state }: { verifier: string; state: string },
  ) {
    const url = new URL(callback)
    expect(`${url.origin}${url.pathname}`).toBe(TEST_CLIENT.redirectUri)
    expect(url.searchParams.get('state')).toBe(state)
    const response = await fetch(`${idp!.issuer}/token`, {
      method: 'POST',
      headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: url.searchParams.get('code') ?? '',
        code_verifier: verifier,
        redirect_uri: TEST_CLIENT.redirectUri,
      }),
    })
    expect(response.status).toBe(200)
    const { id_token: idToken } = (await response.json()) as { id_token: string }
    return decodeJwt(idToken)
  }

  /** The password form of a sign-in: shown (200, a password field) at `loginPath`. */
  async function expectPasswordForm(open: ReturnType<typeof testBrowser>, loginPath: string) {
    expect(loginPath).toMatch(/^\/interaction\/[\w-]+$/)
    const form = await open(loginPath)
    expect(form.status).toBe(200)
    expect(await form.text()).toContain('type="password"')
  }

  it('at rest: an admin who signed in before kill -9 is not asked for the password again', async () => {
    idp = await start()
    const open = testBrowser(idp.issuer)
    const first = await authorize(open)
    await expectPasswordForm(open, first.next)
    const posted = await open(first.next, ADMIN)
    expect(posted.status).toBe(303)
    const signedIn = await tokensFrom(redirectLocation(await open(redirectLocation(posted))), first)
    expect(signedIn).toMatchObject({ sub: 'admin', roles: ['admin'] })

    await crashAndRestart()

    // Straight back to the site with a code: the same session, signed in at the same moment.
    const second = await authorize(open)
    expect(second.next).toMatch(new RegExp(`^${TEST_CLIENT.redirectUri}\\?`))
    const again = await tokensFrom(second.next, second)
    expect(signedIn.auth_time).toEqual(expect.any(Number))
    expect(again).toMatchObject({ sub: 'admin', auth_time: signedIn.auth_time })

    if (usesRedis) {
      expect(await readdir(dataDir)).not.toContain('state')
    } else {
      expect((await readdir(path.join(dataDir, 'state', 'entries'))).length).toBeGreaterThan(0)
    }
  })

  it('during a sign-in: a form shown before kill -9 is completed after it, even when killed again before the redirect', async () => {
    idp = await start()
    const open = testBrowser(idp.issuer)
    const pending = await authorize(open)
    await expectPasswordForm(open, pending.next)

    await crashAndRestart()

    const posted = await open(pending.next, ADMIN)
    expect(posted.status).toBe(303)
    const resume = redirectLocation(posted)

    // Killed between the accepted password and the browser's next step.
    await crashAndRestart()

    const signedIn = await tokensFrom(redirectLocation(await open(resume)), pending)
    expect(signedIn).toMatchObject({ sub: 'admin', email: ADMIN.email })

    // And signed in for good: the next sign-in asks nothing.
    const next = await authorize(open)
    expect(next.next).toMatch(new RegExp(`^${TEST_CLIENT.redirectUri}\\?`))
  })

  if (usesRedis) {
    it('keeps its keys under siam-harvest:idp:, each with a TTL', async () => {
      idp = await start()
      const open = testBrowser(idp.issuer)
      const { next } = await authorize(open)
      await open(redirectLocation(await open(next, ADMIN)))
      const client = createClient({ url: redis.url })
      await client.connect()
      try {
        const keys = await client.keys('siam-harvest:idp:*')
        expect(keys).toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^siam-harvest:idp:Session:/),
            expect.stringMatching(/^siam-harvest:idp:Grant:/),
            expect.stringMatching(/^siam-harvest:idp:index:Session:uid:/),
          ]),
        )
        for (const key of keys) expect(await client.ttl(key)).toBeGreaterThan(0)
      } finally {
        await client.close()
      }
    })
  }
})
