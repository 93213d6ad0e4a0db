/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { NextApiRequest, NextApiResponse } from 'next'
import en from '@/public/locales/en/apiErrors.json'
import th from '@/public/locales/th/apiErrors.json'
import type { Lang } from '@/lib/i18n/lang'
import { SVG_POLICY } from '@/lib/security/svgPolicy'
import { createPressKitRoute } from './pressKitRoute'
import type { OpenedKitFile, PressKitStore } from './pressKitStore'
import type { PressKit } from './types'

/** What the route answered: status, headers, and the body written or sent as JSON. */
interface Answer {
  status: number
  headers: Record<string, unknown>
  body: Buffer
  json: { message: string } | undefined
}

/** A response the route can pipe a file into, recording what it was given. */
function call(
  route: ReturnType<typeof createPressKitRoute>,
  {
    method = 'GET',
    query = {},
    headers = {},
  }: { method?: string; query?: NextApiRequest['query']; headers?: Record<string, string> },
): Promise<Answer> {
  const answer: Answer = { status: 200, headers: {}, body: Buffer.alloc(0), json: undefined }
  const chunks: Buffer[] = []
  const res = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk)
      done()
    },
  })
  let sentJson = false
  Object.assign(res, {
    get statusCode() {
      return answer.status
    },
    set statusCode(code: number) {
      answer.status = code
    },
    get headersSent() {
      return sentJson || chunks.length > 0
    },
    setHeader(name: string, value: unknown) {
      answer.headers[name.toLowerCase()] = value
      return res
    },
    getHeader: (name: string) => answer.headers[name.toLowerCase()],
    status(code: number) {
      answer.status = code
      return res
    },
    json(body: { message: string }) {
      sentJson = true
      answer.json = body
      res.end()
      return res
    },
  })
  const req = { method, query, headers, url: '/api/press-kit' } as unknown as NextApiRequest
  return new Promise((resolve, reject) => {
    res.on('close', () => resolve({ ...answer, body: Buffer.concat(chunks) }))
    Promise.resolve(route(req, res as unknown as NextApiResponse)).catch(reject)
  })
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>'
const ZIP = 'PK zip bytes'

let dir: string
let files: Record<string, { bytes: string; mimeType: string }>
let fail: Error | null

function kitOf(lang: Lang): PressKit {
  return {
    lang,
    revision: `rev${lang}`,
    company: 'Siam Harvest Foods',
    downloadPrefix: 'shf-',
    sections: [],
    zip: { name: 'Kit', href: '', bytes: ZIP.length, sizeLabel: '' },
  }
}

const store: PressKitStore = {
  get: async (lang) => ({ kit: kitOf(lang), dir }),
  async file(lang, name): Promise<OpenedKitFile | null> {
    if (fail) throw fail
    const file = files[name]
    if (!file) return null
    const handle = await open(path.join(dir, name))
    return { name, mimeType: file.mimeType, size: file.bytes.length, handle, kit: kitOf(lang) }
  },
}
const route = createPressKitRoute(() => store)

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'press-kit-route-'))
  fail = null
  files = {
    'company-logo.svg': { bytes: SVG, mimeType: 'image/svg+xml' },
    'press-kit-th.zip': { bytes: ZIP, mimeType: 'application/zip' },
  }
  for (const [name, file] of Object.entries(files)) writeFileSync(path.join(dir, name), file.bytes)
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('GET /api/press-kit/{file}', () => {
  it('sends a file as a download with its type, size, validator and cache lifetime', async () => {
    const answer = await call(route, { query: { name: 'press-kit-th.zip', lang: 'th' } })
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe(ZIP)
    expect(answer.headers).toMatchObject({
      'content-type': 'application/zip',
      'content-length': ZIP.length,
      'content-disposition': 'attachment; filename="shf-press-kit-th.zip"',
      'content-language': 'th',
      etag: '"revth-press-kit-th.zip"',
      'cache-control': expect.stringMatching(/^public, max-age=\d+/),
    })
  })

  it('sends an SVG in a sandbox, so its scripts never run on the site', async () => {
    const answer = await call(route, { query: { name: 'company-logo.svg', lang: 'en' } })
    expect(answer.body.toString()).toBe(SVG)
    expect(answer.headers['content-security-policy']).toBe(SVG_POLICY)
    expect(answer.headers['content-type']).toBe('image/svg+xml')
  })

  it('answers 304 with no body when the browser holds the same revision', async () => {
    const answer = await call(route, {
      query: { name: 'company-logo.svg', lang: 'en' },
      headers: { 'if-none-match': '"other", "reven-company-logo.svg"' },
    })
    expect(answer.status).toBe(304)
    expect(answer.body).toHaveLength(0)
    expect(answer.headers.etag).toBe('"reven-company-logo.svg"')
  })

  it('answers HEAD with the headers and no body', async () => {
    const answer = await call(route, {
      method: 'HEAD',
      query: { name: 'press-kit-th.zip', lang: 'th' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-length']).toBe(ZIP.length)
    expect(answer.body).toHaveLength(0)
  })

  it.each([
    ['no language', { name: 'company-logo.svg' }],
    ['another language', { name: 'company-logo.svg', lang: 'fr' }],
    ['a repeated language', { name: 'company-logo.svg', lang: ['th', 'en'] }],
  ])('answers 400 in the asker’s language for %s', async (_, query) => {
    const thai = await call(route, { query, headers: { 'accept-language': 'th-TH,th;q=0.9' } })
    expect(thai.status).toBe(400)
    expect(thai.json?.message).toBe(th.langRequired)
    const english = await call(route, { query, headers: { 'accept-language': 'en-GB' } })
    expect(english.json?.message).toBe(en.langRequired)
    expect(english.headers['cache-control']).toBe('no-store')
  })

  it.each([
    ['another language’s file', 'fact-sheet-fr.pdf'],
    ['the kit’s own index', 'kit.json'],
    ['a path out of the kit', '../secret.svg'],
    ['the other language’s ZIP', 'press-kit-en.zip'],
    ['an overlong name', `${'x'.repeat(300)}.svg`],
  ])('answers 404 in the kit’s language for %s, a file the kit does not list', async (_, name) => {
    const thai = await call(route, { query: { name, lang: 'th' } })
    expect(thai.status).toBe(404)
    expect(thai.json?.message).toBe(th.noSuchFile)
    const english = await call(route, { query: { name, lang: 'en' } })
    expect(english.json?.message).toBe(en.noSuchFile)
  })

  it.each(['POST', 'PUT', 'DELETE'])(
    'answers %s with 405 and the methods it takes',
    async (method) => {
      const answer = await call(route, { method, query: { name: 'company-logo.svg', lang: 'en' } })
      expect(answer.status).toBe(405)
      expect(answer.headers.allow).toBe('GET, HEAD')
    },
  )

  it('answers 503 in the language when the kit cannot be built, never 500', async () => {
    fail = new Error('the content source failed')
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const answer = await call(route, { query: { name: 'company-logo.svg', lang: 'th' } })
    expect(answer.status).toBe(503)
    expect(answer.json?.message).toBe(th.pressKitUnavailable)
    expect(answer.headers['retry-after']).toBe('30')
  })
})
