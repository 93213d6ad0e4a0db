import { execFile, execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import http, { type IncomingHttpHeaders } from 'node:http'
import https from 'node:https'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { freePort, startLauncher, type Launcher } from './servers/launcher'
import {
  makeTestCertificate,
  startTlsTerminator,
  type TestCertificate,
  type TlsTerminator,
} from './servers/tlsTerminator'

/*
 * The site as deployed behind TLS: the production build (a launcher of its own) with SITE_URL
 * on https and one trusted proxy, behind a local TLS terminator with a certificate made for this
 * run. The MDN HTTP Observatory's scanner (e2e/observatory, installed on first use) grades it,
 * trusting that certificate, and the grade must be A+ with every test passed.
 */

// The terminator listens on 127.0.0.1 only, and its certificate names that address: `localhost`
// may resolve to ::1 first, which the scanner's HTTP agents do not fall back from.
const HOST = '127.0.0.1'
const SCANNER_DIR = path.join(__dirname, 'observatory')
const SCANNER = path.join(SCANNER_DIR, 'node_modules', '@mdn', 'mdn-http-observatory')

/**
 * The scanner's own folder, installed from its lock file the first time (about 10 s). Without
 * the `npm_*` variables of the `npm test` that runs us: they name the project as the folder to
 * install into and carry its settings, which would override the folder's own .npmrc.
 */
function installScanner() {
  if (!existsSync(SCANNER)) {
    const env: NodeJS.ProcessEnv = { ...process.env }
    for (const name of Object.keys(env)) if (name.toLowerCase().startsWith('npm_')) delete env[name]
    execFileSync('npm', ['ci', '--prefix', SCANNER_DIR], { cwd: SCANNER_DIR, env, stdio: 'pipe' })
  }
  // Normally downloaded by the install script we skip (e2e/observatory/.npmrc): no local
  // host is on Chromium's HSTS preload list, so the empty list is the true one here.
  const preloadList = path.join(SCANNER, 'conf', 'hsts-preload.json')
  if (!existsSync(preloadList)) writeFileSync(preloadList, '{}')
}

interface ScanResult {
  grade: string
  score: number
  verified: boolean
  status: number
  tests: Record<string, { pass: boolean; result: string; modifier: number }>
}

/** The scan, in a process of its own; asynchronous, since the terminator runs in this one. */
async function scan(
  certificate: TestCertificate,
  httpPort: number,
  httpsPort: number,
): Promise<ScanResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(SCANNER_DIR, 'scan.mjs'), HOST, String(httpPort), String(httpsPort)],
    {
      cwd: SCANNER_DIR,
      // Node reads the extra certificates only when it starts: hence a process of its own.
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate.certFile, ABORT_TIMEOUT: '30000' },
      timeout: 60_000,
    },
  )
  return JSON.parse(stdout) as ScanResult
}

test.describe('behind a TLS terminator', () => {
  test.describe.configure({ timeout: 180_000 })

  let certificate: TestCertificate
  let site: Launcher
  let terminator: TlsTerminator
  let origin: string

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    installScanner()
    certificate = makeTestCertificate()
    const ports = { httpsPort: await freePort(), httpPort: await freePort() }
    origin = `https://${HOST}:${ports.httpsPort}`
    site = await startLauncher({ SITE_URL: origin, NEXTAUTH_URL: origin, TRUSTED_PROXY_COUNT: '1' })
    terminator = await startTlsTerminator(site.origin, certificate, ports)
  })

  test.afterAll(async () => {
    await terminator?.stop()
    await site?.stop()
    certificate?.remove()
  })

  test('the MDN HTTP Observatory grades it A+, every test passed', async () => {
    const result = await scan(certificate, terminator.httpPort, terminator.httpsPort)
    // The certificate was trusted: otherwise HSTS and the redirection cannot pass.
    expect(result.verified).toBe(true)
    const failed = Object.entries(result.tests).filter(([, outcome]) => !outcome.pass)
    expect(failed, `${result.grade} ${result.score}`).toEqual([])
    expect(result.tests['redirection']?.result).toBe('redirection-to-https')
    expect(result.tests['strict-transport-security']?.result).toBe(
      'hsts-implemented-max-age-at-least-six-months',
    )
    expect(result.tests['cross-origin-resource-policy']?.result).toBe(
      'corp-implemented-with-same-site',
    )
    expect(result.grade).toBe('A+')
    test.info().annotations.push({
      type: 'observatory',
      description: `${result.grade} ${result.score}: ${JSON.stringify(result.tests)}`,
    })
  })

  test('plain HTTP on any route is redirected to the same path on https', async () => {
    for (const route of ['/', '/th/home?x=1', '/api/search?q=pork&lang=en', '/favicon.svg']) {
      const response = await get(`http://${HOST}:${terminator.httpPort}${route}`, certificate)
      expect(response.status, route).toBe(308)
      expect(response.headers['location'], route).toBe(`${origin}${route}`)
    }
  })

  test("next-auth's cookies are Secure over https", async () => {
    const response = await get(`${origin}/api/auth/csrf`, certificate)
    expect(response.status).toBe(200)
    const cookies = response.headers['set-cookie'] ?? []
    expect(cookies.length).toBeGreaterThan(0)
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__(Host|Secure)-next-auth\./)
      expect(cookie).toMatch(/; Secure(;|$)/i)
    }
  })
})

/** One request over IPv4, trusting the test certificate; redirects are not followed. */
function get(url: string, certificate: TestCertificate) {
  const client = url.startsWith('https:') ? https : http
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const request = client.get(
      url,
      { family: 4, ca: readFileSync(certificate.certFile) },
      (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0, headers: response.headers })
      },
    )
    request.on('error', reject)
  })
}
