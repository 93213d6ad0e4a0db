/**
 * @jest-environment node
 */
/*
 * The whole path of an enquiry under a fault, with the real parts: the identity provider and the
 * core service as their own processes, /api/contact exactly as pages/api/contact.ts exports it,
 * served by Next's own API resolver on a local HTTP server, and the forwarder the route nudges.
 * The core service is stopped, or hangs, while visitors post: they are told the enquiry was
 * received, it waits in the outbox on disk, and it reaches the core service once it is back.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver'
import type { Enquiry } from '@/services/core/enquiry'
import type { EnquiryList } from '@/services/core/enquiryRepository'
import { startCore, type RunningCore } from '@/services/core/testing'
import {
  authorizeUrl,
  CookieJar,
  freePort,
  startIdp,
  TEST_CLIENT,
  type RunningIdp,
} from '@/services/idp/testing'
import { DEFAULT_CORE_AUDIENCE } from '@/lib/env'
import { createCoreClient } from '@/lib/http/core-client'
import * as contactRoute from '@/pages/api/contact'
import { createDeliveryLog, type DeliveryRecord } from './enquiryForwarder'
import { enquiryForwarder } from './forwarding'
import { createLocalEnquiryStore, type EnquiryRecord } from './localEnquiryStore'

jest.setTimeout(60_000)

const ADMIN = { email: 'admin@siamharvest.test', password: 'admin-password' }
// The site's variables this test sets, and what they were before.
const SITE_VARIABLES = [
  'DATA_DIR',
  'IDP_ISSUER',
  'IDP_CLIENT_ID',
  'IDP_CLIENT_SECRET',
  'NEXTAUTH_SECRET',
  'CORE_API_URL',
]
const saved = Object.fromEntries(SITE_VARIABLES.map((name) => [name, process.env[name]]))

let folder: string
let siteDataDir: string
let idp: RunningIdp
let corePort: number
let core: RunningCore | undefined
let site: { url: string; server: Server }
let warnings: jest.SpyInstance

/** The route on a real HTTP server, through the same resolver `next start` uses for it. */
async function serveContactRoute(): Promise<{ url: string; server: Server }> {
  const previewProps = {
    previewModeId: '',
    previewModeEncryptionKey: '',
    previewModeSigningKey: '',
  }
  const server = createServer((req, res) => {
    void apiResolver(req, res, {}, contactRoute, { ...previewProps, dev: false }, false)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return { url: `http://127.0.0.1:${address.port}`, server }
}

function startCoreService(): Promise<RunningCore> {
  return startCore({
    port: corePort,
    dbFile: path.join(folder, 'core', 'core.sqlite'),
    issuer: idp.issuer,
  })
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'enquiry-fault-'))
  siteDataDir = path.join(folder, 'site')
  corePort = await freePort()
  idp = await startIdp({ dataDir: path.join(folder, 'idp') })
  Object.assign(process.env, {
    DATA_DIR: siteDataDir,
    IDP_ISSUER: idp.issuer,
    IDP_CLIENT_ID: TEST_CLIENT.clientId,
    IDP_CLIENT_SECRET: TEST_CLIENT.clientSecret,
    NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
    CORE_API_URL: `http://127.0.0.1:${corePort}`,
  })
  site = await serveContactRoute()
  // The forwarder says on the server's log why an enquiry waits; kept here to be read.
  warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterAll(async () => {
  enquiryForwarder()?.stop()
  warnings?.mockRestore()
  site?.server.closeAllConnections()
  await new Promise((resolve) => site?.server.close(resolve))
  await Promise.allSettled([core?.stop(), idp?.stop()])
  for (const name of SITE_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  await rm(folder, { recursive: true, force: true })
})

/** A visitor sends the contact form; resolves with the answer and how long it took. */
async function postEnquiry(message: string, extra: Record<string, string> = {}) {
  const started = Date.now()
  const response = await fetch(`${site.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.71' },
    body: JSON.stringify({
      name: 'Malee Wongsa',
      email: 'malee@example.com',
      phone: '',
      company: 'Chiang Mai Fresh Market',
      topic: 'products',
      message,
      consent: true,
      website: '',
      lang: 'th',
      ...extra,
    }),
  })
  const body = (await response.json()) as { id?: string }
  return { status: response.status, id: body.id ?? '', ms: Date.now() - started }
}

const outbox = () => createLocalEnquiryStore(siteDataDir).list()
const deliveries = () => createDeliveryLog(siteDataDir).list()

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const value = await probe()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`gave up waiting for ${what}`)
}

/** Every id's deliveries, once all of `ids` are recorded. */
function delivered(ids: string[]): Promise<DeliveryRecord[]> {
  return waitFor(`the delivery of ${ids.join(', ')}`, async () => {
    const records = await deliveries()
    return ids.every((id) => records.some((record) => record.id === id)) ? records : undefined
  })
}

/** An admin's access token for the core service, through the provider's real sign-in form. */
async function adminToken(): Promise<string> {
  const jar = new CookieJar()
  const follow = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(new URL(url, idp.issuer), {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: form && new URLSearchParams(form),
    })
    jar.store(response)
    return response.headers.get('location') ?? ''
  }
  const verifier = randomBytes(32).toString('base64url')
  const authorize = authorizeUrl(idp.issuer, {
    codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
    resource: DEFAULT_CORE_AUDIENCE,
  })
  const signedIn = await follow(await follow(authorize), ADMIN)
  const code = new URL(await follow(signedIn)).searchParams.get('code') ?? ''
  const credentials = Buffer.from(`${TEST_CLIENT.clientId}:${TEST_CLIENT.clientSecret}`)
  const response = await fetch(`${idp.issuer}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${credentials.toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: TEST_CLIENT.redirectUri,
    }),
  })
  return ((await response.json()) as { access_token: string }).access_token
}

/** What the console's enquiry list shows, with the enquiries of `ids`. */
async function enquiriesOnCore(running: RunningCore, ids: string[]) {
  const token = await adminToken()
  const client = createCoreClient({
    baseURL: running.url,
    businessUnit: 'SHF',
    getAccessToken: async () => token,
  })
  const { data } = await client.get<EnquiryList>('/enquiries', { params: { pageSize: 100 } })
  return { total: data.total, matching: data.items.filter((item) => ids.includes(item.id)) }
}

function expectSameEnquiry(stored: Enquiry, record: EnquiryRecord) {
  expect(stored).toMatchObject({
    id: record.id,
    receivedAt: record.receivedAt,
    lang: 'th',
    topic: record.fields.topic,
    name: record.fields.name,
    email: record.fields.email,
    phone: null,
    company: record.fields.company,
    message: record.fields.message,
    product: record.product ?? null,
    status: 'new',
  })
}

describe('an enquiry posted while the core service is down', () => {
  it('is acknowledged at once, kept on disk and delivered exactly once when the service is back', async () => {
    // The service has run (its database exists), then stops.
    core = await startCoreService()
    expect(await core.stop()).toBe(0)
    core = undefined

    const message = `Do you deliver frozen duck to Chiang Mai? ${randomUUID()}`
    const posted = await postEnquiry(message)
    expect(posted.status).toBe(201)
    expect(posted.ms).toBeLessThan(2_000)

    const [record] = (await outbox()).filter((entry) => entry.id === posted.id)
    expect(record).toMatchObject({ lang: 'th', fields: { name: 'Malee Wongsa', message } })
    // The forwarder tried, and says why it waits.
    await waitFor('the failed attempt', async () =>
      warnings.mock.calls.some(([text]) => String(text).includes(`${posted.id} not delivered yet`))
        ? true
        : undefined,
    )
    expect(await deliveries()).toEqual([])

    // Back on the same database file: the forwarder's own retry delivers it.
    core = await startCoreService()
    const log = await delivered([posted.id])
    expect(log).toEqual([
      expect.objectContaining({ id: posted.id, result: 'delivered', status: 201 }),
    ])
    const onCore = await enquiriesOnCore(core, [posted.id])
    expect(onCore.matching).toHaveLength(1)
    expectSameEnquiry(onCore.matching[0]!, record!)

    // Another pass sends nothing: the delivery is recorded.
    await expect(enquiryForwarder()!.deliverPending()).resolves.toEqual({
      delivered: 0,
      rejected: 0,
      pending: 0,
    })
    expect((await enquiriesOnCore(core, [posted.id])).total).toBe(onCore.total)
    expect(await deliveries()).toHaveLength(1)
  })
})

describe('enquiries posted while the core service hangs', () => {
  let hung: TcpServer | undefined
  const connections: Socket[] = []
  afterEach(() => {
    for (const socket of connections) socket.destroy()
    hung?.close()
  })

  it('are acknowledged without waiting for it, and delivered once a working service answers', async () => {
    await core?.stop()
    core = undefined
    const before = await deliveries()
    // Accepts every connection on the service's port and never answers.
    hung = createTcpServer((socket) => connections.push(socket))
    await new Promise<void>((resolve) => hung!.listen(corePort, '127.0.0.1', resolve))

    const first = await postEnquiry(`First while it hangs ${randomUUID()}`)
    expect(first.status).toBe(201)
    expect(first.ms).toBeLessThan(2_000)
    // The forwarder's request is now stuck on the silent service …
    await waitFor('the forwarder to connect', async () =>
      connections.length > 0 ? true : undefined,
    )
    // … and the next visitor is answered all the same.
    const second = await postEnquiry(`Second while it hangs ${randomUUID()}`)
    expect(second.status).toBe(201)
    expect(second.ms).toBeLessThan(2_000)
    const ids = [first.id, second.id]
    expect((await outbox()).map((entry) => entry.id)).toEqual(expect.arrayContaining(ids))
    expect(await deliveries()).toEqual(before)

    // The hung service is replaced (its connections drop) by a working one on the same port.
    for (const socket of connections) socket.destroy()
    await new Promise((resolve) => hung!.close(resolve))
    hung = undefined
    core = await startCoreService()

    const log = await delivered(ids)
    for (const id of ids) {
      expect(log.filter((entry) => entry.id === id)).toEqual([
        expect.objectContaining({ result: 'delivered', status: 201 }),
      ])
    }
    const records = (await outbox()).filter((entry) => ids.includes(entry.id))
    const onCore = await enquiriesOnCore(core, ids)
    expect(onCore.matching).toHaveLength(2)
    for (const record of records) {
      expectSameEnquiry(
        onCore.matching.find((item) => item.id === record.id)!,
        record,
      )
    }
  })
})

describe('an enquiry about a product', () => {
  it('keeps the product its page named, looked up when it arrived, all the way to the core service', async () => {
    core ??= await startCoreService()
    const message = `How long does it keep frozen? ${randomUUID()}`
    const posted = await postEnquiry(message, { product: 'skinless-chicken-breast' })
    expect(posted.status).toBe(201)

    const [record] = (await outbox()).filter((entry) => entry.id === posted.id)
    // The Thai name, as the enquiry was sent from the Thai site; the slug only once.
    const product = {
      id: 'product-skinless-chicken-breast',
      slug: 'skinless-chicken-breast',
      name: 'อกไก่ลอกหนัง',
    }
    expect(record).toMatchObject({ fields: { message }, product })
    expect(record!.fields).not.toHaveProperty('product')

    await delivered([posted.id])
    const onCore = await enquiriesOnCore(core, [posted.id])
    expect(onCore.matching).toHaveLength(1)
    expectSameEnquiry(onCore.matching[0]!, record!)
    expect(onCore.matching[0]!.product).toEqual(product)
  })

  it('is refused with a translated message when no product has the slug, and nothing is kept', async () => {
    const before = await outbox()
    const response = await fetch(`${site.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.72' },
      body: JSON.stringify({
        name: 'Jane Smith',
        email: 'jane@example.com',
        topic: 'products',
        message: 'Is this still on sale?',
        consent: true,
        product: 'no-such-product',
        lang: 'en',
      }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Please check the highlighted fields.',
      fieldErrors: {
        product:
          'This product is no longer in our catalogue. Please remove it and send the enquiry again.',
      },
    })
    expect(await outbox()).toEqual(before)
  })
})
