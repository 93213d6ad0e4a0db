/**
 * Test helpers: the real identity provider in its own process (and process group), and a small
 * cookie jar for following its redirects by hand.
 */

import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')
const STARTUP_TIMEOUT_MS = 25_000

export const TEST_CLIENT = {
  clientId: 'siam-harvest-site',
  clientSecret: 'test-client-secret-0123456789',
  redirectUri: 'http://localhost:3999/api/auth/callback/idp',
  postLogoutRedirectUri: 'http://localhost:3999/',
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}

/**
 * The environment of a started provider, without any other IDP_* variable or REDIS_URL of the
 * test runner.
 */
export function idpEnvironment(variables: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...variables }
  for (const name of Object.keys(env)) {
    if ((name.startsWith('IDP_') || name === 'REDIS_URL') && !(name in variables)) delete env[name]
  }
  return env
}

export interface ProcessResult {
  code: number | null
  stdout: string
  stderr: string
}

function spawnIdp(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'services/idp/main.ts'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/** Runs the provider to its end (for start-up failures). */
export function runIdp(env: NodeJS.ProcessEnv): Promise<ProcessResult> {
  const child = spawnIdp(env)
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })))
}

export interface RunningIdp {
  issuer: string
  stdout: () => string
  stderr: () => string
  stop: () => Promise<number | null>
  /** `kill -9` of its process group, as a crash would end it; resolves once it is gone. */
  kill: () => Promise<void>
}

export interface StartIdpOptions {
  dataDir: string
  port?: number
  /** Keep the provider's state in this Redis instead of `dataDir/state`. */
  redisUrl?: string
}

export async function startIdp(options: StartIdpOptions): Promise<RunningIdp> {
  const port = options.port ?? (await freePort())
  const issuer = `http://127.0.0.1:${port}`
  const child = spawnIdp(
    idpEnvironment({
      IDP_PORT: String(port),
      IDP_DATA_DIR: options.dataDir,
      IDP_CLIENT_ID: TEST_CLIENT.clientId,
      IDP_CLIENT_SECRET: TEST_CLIENT.clientSecret,
      IDP_REDIRECT_URIS: TEST_CLIENT.redirectUri,
      IDP_POST_LOGOUT_REDIRECT_URIS: TEST_CLIENT.postLogoutRedirectUri,
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    }),
  )
  let stdout = ''
  let stderr = ''
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`identity provider did not start in time\n${stderr}`))
    }, STARTUP_TIMEOUT_MS)
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (stdout.includes('identity provider listening on')) {
        clearTimeout(timer)
        resolve()
      }
    })
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`identity provider exited with ${code}\n${stderr}`))
    })
  })

  const isRunning = () => child.exitCode === null && child.signalCode === null
  return {
    issuer,
    stdout: () => stdout,
    stderr: () => stderr,
    async stop() {
      if (isRunning() && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
      return exited
    },
    async kill() {
      if (isRunning() && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      await exited
    },
  }
}

export interface AuthorizeOptions {
  codeChallenge?: string
  state?: string
  /** As next-auth sends it; without it the provider defaults to the core audience. */
  resource?: string
  prompt?: string
  /** OpenID Connect's ui_locales, as the site sends the page's language. */
  uiLocales?: string
}

/** The test client's authorization request (code flow, the site's scopes) to `issuer`. */
export function authorizeUrl(
  issuer: string,
  { codeChallenge, state = 'state', resource, prompt, uiLocales }: AuthorizeOptions,
): string {
  const url = new URL('/authorize', issuer)
  url.search = new URLSearchParams({
    client_id: TEST_CLIENT.clientId,
    redirect_uri: TEST_CLIENT.redirectUri,
    response_type: 'code',
    scope: 'openid profile email roles',
    state,
    ...(codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
    ...(resource ? { resource } : {}),
    ...(prompt ? { prompt } : {}),
    ...(uiLocales ? { ui_locales: uiLocales } : {}),
  }).toString()
  return url.href
}

/** Cookies by name; enough for one host whose paths do not reuse names. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';')
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      const isExpired = attributes.some((attribute) => {
        const [key, date] = attribute.trim().split('=')
        return (
          key?.toLowerCase() === 'expires' && date !== undefined && Date.parse(date) < Date.now()
        )
      })
      if (isExpired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/** A browser for `issuer`: keeps its cookies and never follows a redirect by itself. */
export function testBrowser(issuer: string) {
  const jar = new CookieJar()
  return async (url: string, form?: Record<string, string>): Promise<Response> => {
    const response = await fetch(new URL(url, issuer), {
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
}

/** A redirect's Location, or a failure that says what came instead. */
export function redirectLocation(response: Response): string {
  const value = response.headers.get('location')
  if (!value) throw new Error(`expected a redirect, got ${response.status}`)
  return value
}
