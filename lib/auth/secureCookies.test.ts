/**
 * @jest-environment node
 */
import type { NextApiRequest, NextApiResponse } from 'next'
import NextAuth from 'next-auth'
import { encode, getToken } from 'next-auth/jwt'
import { buildAuthOptions } from './authOptions'
import { createMemoryRevocationStore } from './revocation/memoryRevocationStore'

// Behind a TLS terminator the launcher gives next-auth the https origin (scripts/browserOrigin.mjs):
// every cookie next-auth sets is then `Secure` (and `__Host-`/`__Secure-` prefixed), and the
// site's own reader (getToken in lib/auth/serverAuth.ts) finds the session under that name.
const SECRET = 'test-secret-for-secure-cookies-0123456789'
const options = buildAuthOptions(
  {
    issuer: 'https://id.example.co.th',
    clientId: 'site',
    clientSecret: 'client-secret',
    secret: SECRET,
    rolesClaim: 'roles',
    adminRole: 'admin',
    coreAudience: 'urn:test',
  },
  createMemoryRevocationStore(),
)

/** The Set-Cookie lines of next-auth's answer to GET /api/auth/csrf at this NEXTAUTH_URL. */
async function csrfCookies(nextAuthUrl: string): Promise<string[]> {
  process.env.NEXTAUTH_URL = nextAuthUrl
  const headers = new Map<string, string | string[]>()
  const req = {
    method: 'GET',
    query: { nextauth: ['csrf'] },
    headers: { host: new URL(nextAuthUrl).host },
    cookies: {},
    body: {},
  } as unknown as NextApiRequest
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string | string[]) => headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    status: () => res,
    json: () => res,
    send: () => res,
    end: () => res,
    redirect: () => res,
  } as unknown as NextApiResponse
  await NextAuth(req, res, options)
  return [headers.get('set-cookie') ?? []].flat()
}

afterEach(() => {
  delete process.env.NEXTAUTH_URL
})

describe('next-auth cookies', () => {
  it('are all Secure when the site is reached over https', async () => {
    const cookies = await csrfCookies('https://www.example.co.th')
    expect(cookies.length).toBeGreaterThan(0)
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Secure(;|$)/)
      expect(cookie).toMatch(/^__(Host|Secure)-next-auth\./)
      expect(cookie).toMatch(/; HttpOnly(;|$)/)
    }
  })

  it('stay as they were on the embedded http://localhost default', async () => {
    for (const cookie of await csrfCookies('http://localhost:3000')) {
      expect(cookie).not.toMatch(/Secure/)
    }
  })

  it('are read back under the __Secure- name by the site’s own session reader', async () => {
    process.env.NEXTAUTH_URL = 'https://www.example.co.th'
    const value = await encode({ secret: SECRET, token: { sub: 'u1' } })
    const req = {
      headers: { cookie: `__Secure-next-auth.session-token=${value}` },
      cookies: { '__Secure-next-auth.session-token': value },
    }
    expect(await getToken({ req: req as unknown as NextApiRequest, secret: SECRET })).toMatchObject(
      { sub: 'u1' },
    )
  })
})
