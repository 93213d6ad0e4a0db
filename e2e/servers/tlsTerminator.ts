import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface TestCertificate {
  /** PEM files: a self-signed certificate for `localhost` and 127.0.0.1, and its key. */
  certFile: string
  keyFile: string
  remove(): void
}

/** A certificate made for this test run alone (one day), with the openssl command. */
export function makeTestCertificate(): TestCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-tls-'))
  const certFile = path.join(dir, 'cert.pem')
  const keyFile = path.join(dir, 'key.pem')
  // prettier-ignore
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout', keyFile, '-out', certFile,
  ], { stdio: 'ignore' })
  return { certFile, keyFile, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

export interface TlsTerminator {
  httpsPort: number
  httpPort: number
  stop(): Promise<void>
}

/**
 * A TLS terminator in front of a site, as a load balancer would stand: HTTPS on one port and
 * plain HTTP on another, both passed on to `target` with the Host kept and the proxy's own
 * `X-Forwarded-Proto` (replacing the client's) and `X-Forwarded-For` (appended), so the site
 * decides the redirect to HTTPS itself.
 */
export async function startTlsTerminator(
  target: string,
  certificate: TestCertificate,
  ports: { httpsPort: number; httpPort: number },
): Promise<TlsTerminator> {
  const upstream = new URL(target)
  const forward = (proto: 'http' | 'https') => (req: IncomingMessage, res: ServerResponse) => {
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter((entry) => entry !== undefined)
      .join(', ')
    const outgoing = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-proto': proto, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(res)
      },
    )
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(outgoing)
  }
  const secure = https.createServer(
    { cert: readFileSync(certificate.certFile), key: readFileSync(certificate.keyFile) },
    forward('https'),
  )
  const plain = http.createServer(forward('http'))
  const listen = (server: http.Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
    })
  const close = (server: http.Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return {
    httpsPort: await listen(secure, ports.httpsPort),
    httpPort: await listen(plain, ports.httpPort),
    stop: async () => {
      await Promise.all([close(secure), close(plain)])
    },
  }
}
