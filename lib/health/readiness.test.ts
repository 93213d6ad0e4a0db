/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { checkReadiness, httpProbe, ProbeError } from './readiness'

let server: Server
let origin: string

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/health') return res.end('{"status":"ok"}')
    if (req.url === '/slow') return setTimeout(() => res.end('late'), 500)
    res.statusCode = 503
    res.end('down')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('checkReadiness', () => {
  it('is ready when every probe answers', async () => {
    const readiness = await checkReadiness({
      core: httpProbe(`${origin}/health`),
      content: async () => {},
    })
    expect(readiness.ready).toBe(true)
    expect(readiness.checks.core).toMatchObject({ ok: true })
    expect(readiness.checks.content).toMatchObject({ ok: true })
  })

  it('names the check that failed and why, without its address or error text', async () => {
    const { port } = server.address() as AddressInfo
    const readiness = await checkReadiness({
      core: httpProbe(`${origin}/health`),
      identityProvider: httpProbe(`${origin}/down`),
      content: async () => {
        throw new Error(`cannot read /secret/path with token abc at port ${port}`)
      },
      refused: httpProbe('http://127.0.0.1:1/health'),
    })
    expect(readiness.ready).toBe(false)
    expect(readiness.checks.core!.ok).toBe(true)
    expect(readiness.checks.identityProvider).toMatchObject({ ok: false, reason: 'bad answer' })
    expect(readiness.checks.content).toMatchObject({ ok: false, reason: 'unreachable' })
    expect(readiness.checks.refused).toMatchObject({ ok: false, reason: 'unreachable' })
    const text = JSON.stringify(readiness)
    expect(text).not.toContain('secret')
    expect(text).not.toContain(String(port))
  })

  it('gives up on a probe at its deadline', async () => {
    const readiness = await checkReadiness({ slow: httpProbe(`${origin}/slow`) }, 100)
    expect(readiness.checks.slow).toMatchObject({ ok: false, reason: 'timeout' })
    expect(readiness.checks.slow!.ms).toBeLessThan(450)
  })

  it('passes on a probe’s own reason', async () => {
    const readiness = await checkReadiness({
      content: async () => {
        throw new ProbeError('bad answer')
      },
    })
    expect(readiness.checks.content).toMatchObject({ ok: false, reason: 'bad answer' })
  })
})
