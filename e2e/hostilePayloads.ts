import http, { type IncomingHttpHeaders } from 'node:http'

// The hostile inputs of e2e/hostile-input.spec.ts, and a raw HTTP client for the ones an
// ordinary client would tidy up before sending (`..`, `%2e%2e`, backslashes).

/** Script payloads, typed or sent wherever a visitor's text goes. */
export const SCRIPT_PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  "'><svg onload=alert(1)>",
] as const

/** Markup a payload would become if an HTML answer repeated it unescaped. */
export const LIVE_MARKUP = /<script>alert|<img src=x|<svg onload|<iframe src=javascript/i

/** Path segments that name no document, as sent on the wire (already percent-encoded). */
export const HOSTILE_SLUGS: readonly { name: string; segment: string }[] = [
  { name: 'overlong (5 000 characters)', segment: 'a'.repeat(5000) },
  { name: 'overlong Thai (1 500 characters)', segment: encodeURIComponent('ไก่'.repeat(500)) },
  { name: 'NUL byte', segment: '%00' },
  { name: 'NUL before an extension', segment: 'bbq-pork-buns%00.html' },
  { name: 'encoded traversal', segment: '..%2f..%2fetc%2fpasswd' },
  { name: 'dot-encoded traversal', segment: '%2e%2e%2f%2e%2e%2fetc%2fpasswd' },
  { name: 'double-encoded traversal', segment: '%252e%252e%252fetc%252fpasswd' },
  { name: 'backslash traversal', segment: '..%5c..%5cwindows%5cwin.ini' },
  { name: 'fullwidth dots and slash', segment: '%EF%BC%8E%EF%BC%8E%EF%BC%8Fetc' },
  { name: 'script tag, encoded', segment: '%3Cscript%3Ealert(1)%3C%2Fscript%3E' },
  { name: 'script tag, raw', segment: '<script>alert(1)</script>' },
  { name: 'attribute breakout', segment: '%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E' },
  { name: 'right-to-left override', segment: '%E2%80%AEfdp.exe' },
  { name: 'byte order mark and zero-width space', segment: '%EF%BB%BF%E2%80%8Bbbq-pork-buns' },
  { name: 'emoji', segment: '%F0%9F%92%A9' },
  { name: 'stacked combining marks', segment: `a${'%CC%81'.repeat(50)}` },
  { name: 'CR LF header injection', segment: '%0d%0aSet-Cookie:%20hostile=1' },
  { name: 'GROQ-looking text', segment: '%22%5D%7B...%7D%5B0%5D' },
  { name: 'a star', segment: '*' },
  { name: 'extension .json', segment: 'bbq-pork-buns.json' },
  { name: 'extension .php', segment: 'index.php' },
  { name: 'dot file', segment: '.env' },
  { name: 'trailing dot', segment: 'fresh-meat.' },
  { name: 'upper case', segment: 'FRESH-MEAT' },
]

/** Escapes that decode to no UTF-8 text: Next refuses them with 400 before any page runs. */
export const UNDECODABLE_SLUGS = ['%ff', '%c0%af', '%zz', '%', 'ok%e0%b8'] as const

/** Ways out of the file routes' folders, appended to each route's prefix. */
export const TRAVERSALS = [
  '../../../../etc/passwd',
  '..%2f..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
  '%2e%2e/%2e%2e/%2e%2e/package.json',
  '%252e%252e%252f%252e%252e%252fpackage.json',
  '%2Fetc%2Fpasswd',
  '/etc/passwd',
  '..\\..\\..\\package.json',
  '..%5c..%5c..%5cpackage.json',
  'C:%5cWindows%5cwin.ini',
  '..%c0%af..%c0%afetc%c0%afpasswd',
  '0e03428a02cf21bd47bd10a410bad032a313e731.pdf%00.txt',
  '.env.example',
] as const

/** The file routes and where a traversal would start. */
export const FILE_ROUTE_PREFIXES = [
  '/api/cms-image/images/embedded/production/',
  '/api/cms-image/',
  '/api/cms-file/',
  '/_next/static/',
  '/_next/static/chunks/',
] as const

/** Text of a file outside the dataset that a traversal would reveal. */
export const LEAKED_FILE =
  /root:x:0:0|"name": "food-corporate-site"|\[extensions\]|SANITY_|"\/_app"/

/**
 * Destinations that are not this site, for `callbackUrl` and the preview's `path`. `{site}`
 * and `{otherPort}` are filled in by the spec.
 */
export const FOREIGN_DESTINATIONS = [
  'https://evil.example',
  'https://evil.example/en/admin',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '{site}@evil.example',
  'http://127.0.0.1:{otherPort}/',
] as const

export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/**
 * One request with the path exactly as given: Playwright's client (like a browser) resolves
 * `..` and `%2e%2e` and turns `\` into `/` before sending, so the server would never see them.
 */
export function rawRequest(
  baseURL: string,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const request = http.request(
      // A redirect to an overlong path carries it in Location: more than Node's 16 KB default.
      { host: hostname, port, path, method, headers, agent: false, maxHeaderSize: 64 * 1024 },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end()
  })
}

/** Runs `task` over `items`, `width` at a time: quicker than one by one, gentle on 2 cores. */
export async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = []
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(task))))
  }
  return results
}

let addressCount = 0

/**
 * A client address no other request of the run uses, for `X-Forwarded-For`: /api/contact
 * counts enquiries per address, and other specs share the server.
 */
export function uniqueAddress(): string {
  addressCount += 1
  return `10.${process.pid % 256}.${(addressCount >> 8) & 0xff}.${addressCount & 0xff}`
}
