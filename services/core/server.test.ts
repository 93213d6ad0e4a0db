/**
 * @jest-environment node
 */
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { generateKeyPair, SignJWT } from 'jose'
import initSqlJs from 'sql.js'
import type { CoreConfig } from './config'
import type { Enquiry } from './enquiry'
import { EXAMPLE_ENQUIRIES } from './exampleEnquiries'
import { MIGRATIONS } from './schema'
import { startCoreService, type CoreService } from './server'
import { startTestIssuer, type TestIssuer } from './testIssuer'

const SENDER_HEADERS = { 'X-Sender': 'Admin', 'X-Business-Unit': 'SHF' }

const ADMIN_CLAIMS = {
  sub: 'user-admin',
  email: 'admin@siamharvest.test',
  name: 'Pimchanok Srisuk',
  roles: ['admin'],
  scope: 'openid profile email roles',
  client_id: 'siam-harvest-site',
}
const STAFF_CLAIMS = {
  ...ADMIN_CLAIMS,
  sub: 'user-staff',
  email: 'staff@siamharvest.test',
  roles: ['staff'],
}
const SITE_CLAIMS = {
  sub: 'siam-harvest-site',
  client_id: 'siam-harvest-site',
  scope: 'enquiries:write',
}

let issuer: TestIssuer
let folder: string
let core: CoreService
let tokens: { admin: string; staff: string; site: string }

function coreConfig(overrides: Partial<CoreConfig> = {}): CoreConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    dbFile: path.join(folder, 'core', 'core.sqlite'),
    issuer: issuer.issuer,
    audience: 'urn:siam-harvest:core',
    adminRole: 'admin',
    businessUnit: 'SHF',
    companyName: { th: 'สยามฮาร์เวสต์ ฟู้ดส์', en: 'Siam Harvest Foods' },
    // These tests count enquiries from an empty store: no examples in it.
    exampleEnquiries: false,
    alertSendsPerMinute: 120,
    ...overrides,
  }
}

interface CallOptions {
  method?: string
  token?: string
  /** An object is sent as JSON, a string as it is. */
  body?: unknown
  headers?: Record<string, string>
  service?: CoreService
}

async function call(pathAndQuery: string, options: CallOptions = {}) {
  const { method = 'GET', token, body, headers = {}, service = core } = options
  const response = await fetch(`${service.url}${pathAndQuery}`, {
    method,
    headers: {
      ...SENDER_HEADERS,
      Accept: 'application/json',
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, headers: response.headers, body: await response.json() }
}

let minute = 0

/** An outbox record as the site's server sends it; each one received a minute after the last. */
function outboxRecord(fields: Record<string, unknown> = {}, lang = 'en') {
  minute += 1
  return {
    id: randomUUID(),
    receivedAt: new Date(Date.UTC(2026, 10, 21, 3, minute)).toISOString(),
    lang,
    fields: {
      name: 'Somchai Jaidee',
      email: 'somchai@example.co.th',
      topic: 'products',
      message: 'Please send a quotation for frozen chicken.',
      consent: true,
      ...fields,
    },
  }
}

async function post(record: object): Promise<Enquiry> {
  const { status, body } = await call('/enquiries', {
    method: 'POST',
    token: tokens.site,
    body: record,
  })
  expect(status).toBe(201)
  return body
}

beforeAll(async () => {
  issuer = await startTestIssuer()
  tokens = {
    admin: await issuer.sign(ADMIN_CLAIMS),
    staff: await issuer.sign(STAFF_CLAIMS),
    site: await issuer.sign(SITE_CLAIMS),
  }
})
afterAll(() => issuer.close())

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'core-service-'))
  core = await startCoreService(coreConfig())
})
afterEach(async () => {
  await core.close()
  rmSync(folder, { recursive: true, force: true })
})

describe('sender headers and routes', () => {
  it('answers /health without headers or token, never cached', async () => {
    const response = await fetch(`${core.url}/health`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('refuses a request without X-Sender: Admin or with another business unit (400)', async () => {
    const token = tokens.admin
    expect(await call('/profile', { token, headers: { 'X-Sender': '' } })).toMatchObject({
      status: 400,
      body: { message: 'UNKNOWN_SENDER' },
    })
    expect(await call('/profile', { token, headers: { 'X-Sender': 'Visitor' } })).toMatchObject({
      status: 400,
      body: { message: 'UNKNOWN_SENDER' },
    })
    for (const unit of ['', 'XYZ', 'shf']) {
      expect(await call('/profile', { token, headers: { 'X-Business-Unit': unit } })).toMatchObject(
        { status: 400, body: { message: 'UNKNOWN_BUSINESS_UNIT' } },
      )
    }
  })

  it('answers 404 for an unknown path and 405 (with Allow) for an unknown method', async () => {
    const token = tokens.admin
    expect(await call('/nothing', { token })).toMatchObject({
      status: 404,
      body: { message: 'NOT_FOUND' },
    })
    expect(await call('/enquiries/', { token })).toMatchObject({ status: 404 })
    const wrongMethod = await call('/enquiries', { method: 'DELETE', token })
    expect(wrongMethod).toMatchObject({ status: 405, body: { message: 'METHOD_NOT_ALLOWED' } })
    expect(wrongMethod.headers.get('allow')).toBe('GET, POST')
    expect(wrongMethod.headers.get('cache-control')).toBe('no-store')
  })
})

describe('access tokens', () => {
  it('answers 401 NOT_AUTHORIZED without a valid token', async () => {
    const { privateKey: otherKey } = await generateKeyPair('RS256')
    const hs256 = await new SignJWT(ADMIN_CLAIMS)
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .setIssuer(issuer.issuer)
      .setAudience('urn:siam-harvest:core')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a shared secret of thirty-two bytes!'))
    const refused = {
      none: undefined,
      garbage: 'not-a-jwt',
      forged: await issuer.sign(ADMIN_CLAIMS, { key: otherKey }),
      expired: await issuer.sign(ADMIN_CLAIMS, { expiresIn: -60 }),
      otherAudience: await issuer.sign(ADMIN_CLAIMS, { audience: 'siam-harvest-site' }),
      otherIssuer: await issuer.sign(ADMIN_CLAIMS, { issuer: 'http://127.0.0.1:9' }),
      hs256,
    }
    for (const [kind, token] of Object.entries(refused)) {
      const response = await call('/enquiries', { token })
      expect({ kind, status: response.status, body: response.body }).toEqual({
        kind,
        status: 401,
        body: { message: 'NOT_AUTHORIZED' },
      })
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/)
    }
    const basic = await call('/enquiries', { headers: { Authorization: 'Basic YWRtaW46YWRtaW4=' } })
    expect(basic.status).toBe(401)
  })

  it('answers 403 NOT_AUTHORIZED to a valid token without the admin role', async () => {
    const token = tokens.staff
    const id = randomUUID()
    for (const [pathAndQuery, method, body] of [
      ['/profile', 'GET', undefined],
      ['/enquiries', 'GET', undefined],
      [`/enquiries/${id}`, 'GET', undefined],
      [`/enquiries/${id}`, 'PATCH', { status: 'closed' }],
      ['/enquiries', 'POST', outboxRecord()],
    ] as const) {
      expect(await call(pathAndQuery, { method, token, body })).toMatchObject({
        status: 403,
        body: { message: 'NOT_AUTHORIZED' },
      })
    }
  })

  it("lets the site's enquiries:write token post enquiries but read nothing", async () => {
    const token = tokens.site
    expect((await call('/enquiries', { method: 'POST', token, body: outboxRecord() })).status).toBe(
      201,
    )
    for (const pathAndQuery of ['/enquiries', '/profile']) {
      expect(await call(pathAndQuery, { token })).toMatchObject({
        status: 403,
        body: { message: 'NOT_AUTHORIZED' },
      })
    }
  })

  it('finds the keys once the identity provider starts after the core service', async () => {
    const late = await startTestIssuer()
    const { port } = late
    const token = await late.sign(ADMIN_CLAIMS)
    await late.close()
    const service = await startCoreService(
      coreConfig({ issuer: late.issuer, dbFile: path.join(folder, 'late.sqlite') }),
    )
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      expect(await call('/profile', { token, service })).toMatchObject({
        status: 503,
        body: { message: 'AUTH_UNAVAILABLE' },
      })
      expect(errorLog).toHaveBeenCalledTimes(1)
      const restarted = await startTestIssuer(port)
      try {
        const fresh = await restarted.sign(ADMIN_CLAIMS)
        expect((await call('/profile', { token: fresh, service })).status).toBe(200)
      } finally {
        await restarted.close()
      }
    } finally {
      errorLog.mockRestore()
      await service.close()
    }
  })
})

describe('GET /profile', () => {
  it("describes the admin, the company and the admin's sidebar in Thai and English", async () => {
    const { status, body } = await call('/profile', { token: tokens.admin })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      email: 'admin@siamharvest.test',
      name: 'Pimchanok Srisuk',
      roles: ['admin'],
      companyCode: 'SHF',
      companyName: { th: 'สยามฮาร์เวสต์ ฟู้ดส์', en: 'Siam Harvest Foods' },
      viewAccess: ['dashboard', 'enquiries', 'site', 'alerts', 'bi', 'playground'],
    })
    expect(
      body.menuSidebar.map((item: { id: string; path: string }) => [item.id, item.path]),
    ).toEqual([
      ['dashboard', '/admin'],
      ['enquiries', '/admin/enquiries'],
      ['site', '/admin/site'],
      ['alerts', '/admin/alerts'],
      ['bi', 'bi'],
      ['playground', '/admin/playground'],
    ])
    for (const item of body.menuSidebar) {
      expect(item.label.th).toMatch(/[\u0E00-\u0E7F]/)
      expect(item.label.en).toMatch(/^[A-Z]/)
      expect(item.icon).toMatch(/^[a-z-]+$/)
    }
  })
})

describe('POST /enquiries', () => {
  it('stores the outbox record as a new enquiry, with its arrival in the history', async () => {
    const record = outboxRecord({ phone: '+66 2 123 4567', company: 'Krua Thai Co.' }, 'th')
    const { status, body } = await call('/enquiries', {
      method: 'POST',
      token: tokens.site,
      body: record,
    })
    expect(status).toBe(201)
    expect(body).toEqual({
      id: record.id,
      receivedAt: record.receivedAt,
      lang: 'th',
      topic: 'products',
      name: 'Somchai Jaidee',
      email: 'somchai@example.co.th',
      phone: '+66 2 123 4567',
      company: 'Krua Thai Co.',
      message: 'Please send a quotation for frozen chicken.',
      product: null,
      status: 'new',
      updatedAt: expect.any(String),
      isExample: false,
      history: [{ at: body.updatedAt, status: 'new', note: null, by: 'siam-harvest-site' }],
    })
  })

  it('is idempotent by id: the same record again answers 200 with the stored one', async () => {
    const record = outboxRecord()
    const first = await call('/enquiries', { method: 'POST', token: tokens.site, body: record })
    const again = await call('/enquiries', {
      method: 'POST',
      token: tokens.site,
      body: { ...record, fields: { ...record.fields, name: 'Changed on retry' } },
    })
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    const list = await call('/enquiries', { token: tokens.admin })
    expect(list.body.total).toBe(1)
  })

  it('writes concurrent retries of one record once', async () => {
    const record = outboxRecord()
    const statuses = await Promise.all(
      [1, 2, 3].map(
        async () =>
          (await call('/enquiries', { method: 'POST', token: tokens.site, body: record })).status,
      ),
    )
    expect(statuses.sort()).toEqual([200, 200, 201])
    expect((await call('/enquiries', { token: tokens.admin })).body.total).toBe(1)
  })

  it('also accepts an admin token; phone and company are null when absent', async () => {
    const { status, body } = await call('/enquiries', {
      method: 'POST',
      token: tokens.admin,
      body: outboxRecord({ phone: '  ', company: undefined }),
    })
    expect(status).toBe(201)
    expect(body).toMatchObject({ phone: null, company: null })
    expect(body.history[0].by).toBe('admin@siamharvest.test')
  })

  it('keeps the product an enquiry is about, as the site looked it up, and finds it by name', async () => {
    const product = { id: 'product-jasmine-rice', slug: 'jasmine-rice', name: 'ข้าวหอมมะลิ' }
    const about = await post({ ...outboxRecord({}, 'th'), product })
    expect(about.product).toEqual(product)
    const other = await post(outboxRecord())
    expect(other.product).toBeNull()

    const read = await call(`/enquiries/${about.id}`, { token: tokens.admin })
    expect(read.body.product).toEqual(product)
    const found = await call(`/enquiries?q=${encodeURIComponent('หอมมะลิ')}`, {
      token: tokens.admin,
    })
    expect(found.body.items.map((item: Enquiry) => [item.id, item.product])).toEqual([
      [about.id, product],
    ])
  })

  it('answers 400 INVALID_REQUEST to a product reference without a slug, an id or a name', async () => {
    const record = outboxRecord()
    for (const [product, field] of [
      [{ id: 'product-a', slug: 'Not a slug', name: 'A' }, 'product.slug'],
      [{ id: '', slug: 'a', name: 'A' }, 'product.id'],
      [{ id: 'product-a', slug: 'a', name: '  ' }, 'product.name'],
      ['jasmine-rice', 'product'],
    ] as const) {
      const { status, body } = await call('/enquiries', {
        method: 'POST',
        token: tokens.site,
        body: { ...record, product },
      })
      expect(status).toBe(400)
      expect(Object.keys(body.errors)).toEqual([field])
    }
  })

  it('answers 400 INVALID_REQUEST with one message per bad field', async () => {
    const record = outboxRecord({ email: 'not-an-email', consent: false })
    const { status, body } = await call('/enquiries', {
      method: 'POST',
      token: tokens.site,
      body: { ...record, id: 'not-a-uuid', receivedAt: 'yesterday', lang: 'fr' },
    })
    expect(status).toBe(400)
    expect(body.message).toBe('INVALID_REQUEST')
    expect(Object.keys(body.errors).sort()).toEqual([
      'fields.consent',
      'fields.email',
      'id',
      'lang',
      'receivedAt',
    ])
    expect(body.errors['fields.email']).toBe('form.errors.email.invalid')

    for (const notAnObject of [[], 'text', null, 42]) {
      expect(
        await call('/enquiries', {
          method: 'POST',
          token: tokens.site,
          body: JSON.stringify(notAnObject),
        }),
      ).toMatchObject({
        status: 400,
        body: { message: 'INVALID_REQUEST', errors: { body: expect.any(String) } },
      })
    }
  })

  it('answers 400 INVALID_JSON to a body that is not JSON, 413 to one over 64 KiB', async () => {
    for (const body of ['{"id":', '', 'undefined']) {
      expect(await call('/enquiries', { method: 'POST', token: tokens.site, body })).toMatchObject({
        status: 400,
        body: { message: 'INVALID_JSON' },
      })
    }
    const huge = outboxRecord({ message: 'x'.repeat(70 * 1024) })
    expect(
      await call('/enquiries', { method: 'POST', token: tokens.site, body: huge }),
    ).toMatchObject({ status: 413, body: { message: 'PAYLOAD_TOO_LARGE' } })
    // Chunked, so that the size is only known while reading.
    const chunked = await fetch(`${core.url}/enquiries`, {
      method: 'POST',
      headers: { ...SENDER_HEADERS, Authorization: `Bearer ${tokens.site}` },
      body: new Blob([JSON.stringify(huge)]).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
    expect((await call('/health')).status).toBe(200)
  })
})

describe('GET /enquiries', () => {
  beforeEach(async () => {
    await post(outboxRecord({ name: 'Anong Wongsa', company: 'ACME Trading' }))
    await post(outboxRecord({ name: 'Brian Smith', message: 'Export of jasmine rice to Europe.' }))
    await post(outboxRecord({ name: 'สมหญิง รักดี', message: 'สอบถามราคาข้าวหอมมะลิส่งออก' }, 'th'))
    await post(outboxRecord({ name: 'Chai Prasert', email: 'chai@acme.example' }))
  })

  it('lists newest first with counts by status', async () => {
    const { status, body } = await call('/enquiries', { token: tokens.admin })
    expect(status).toBe(200)
    expect(body.items.map((item: Enquiry) => item.name)).toEqual([
      'Chai Prasert',
      'สมหญิง รักดี',
      'Brian Smith',
      'Anong Wongsa',
    ])
    expect(body).toMatchObject({
      total: 4,
      page: 1,
      pageSize: 20,
      counts: { new: 4, in_progress: 0, closed: 0 },
    })
    expect(body.items[0].history).toHaveLength(1)
  })

  it('filters by status and searches name, e-mail, company and message case-insensitively', async () => {
    const { body: all } = await call('/enquiries', { token: tokens.admin })
    const brian = all.items.find((item: Enquiry) => item.name === 'Brian Smith')
    await call(`/enquiries/${brian.id}`, {
      method: 'PATCH',
      token: tokens.admin,
      body: { status: 'closed' },
    })

    const closed = await call('/enquiries?status=closed', { token: tokens.admin })
    expect(closed.body.items.map((item: Enquiry) => item.name)).toEqual(['Brian Smith'])
    expect(closed.body).toMatchObject({ total: 1, counts: { new: 3, in_progress: 0, closed: 1 } })

    const names = async (query: string) =>
      (await call(`/enquiries?${query}`, { token: tokens.admin })).body.items.map(
        (item: Enquiry) => item.name,
      )
    expect(await names('q=acme')).toEqual(['Chai Prasert', 'Anong Wongsa'])
    expect(await names('q=JASMINE')).toEqual(['Brian Smith'])
    expect(await names(`q=${encodeURIComponent('ข้าวหอม')}`)).toEqual(['สมหญิง รักดี'])
    expect(await names('q=100%25')).toEqual([])
    expect(await names('q=acme&status=new')).toEqual(['Chai Prasert', 'Anong Wongsa'])
    expect(await names('status=&q=')).toHaveLength(4)

    const searched = await call('/enquiries?q=rice', { token: tokens.admin })
    expect(searched.body).toMatchObject({ total: 1, counts: { new: 0, in_progress: 0, closed: 1 } })
  })

  it('pages with page and pageSize', async () => {
    const second = await call('/enquiries?page=2&pageSize=3', { token: tokens.admin })
    expect(second.body).toMatchObject({ total: 4, page: 2, pageSize: 3 })
    expect(second.body.items.map((item: Enquiry) => item.name)).toEqual(['Anong Wongsa'])
    const beyond = await call('/enquiries?page=9&pageSize=3', { token: tokens.admin })
    expect(beyond.body).toMatchObject({ items: [], total: 4 })
    expect((await call('/enquiries?pageSize=100', { token: tokens.admin })).status).toBe(200)
  })

  it('answers 400 INVALID_REQUEST to a bad status, page or page size', async () => {
    for (const [query, field] of [
      ['status=open', 'status'],
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
      ['pageSize=2.5', 'pageSize'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ]) {
      const { status, body } = await call(`/enquiries?${query}`, { token: tokens.admin })
      expect({ query, status, message: body.message, fields: Object.keys(body.errors) }).toEqual({
        query,
        status: 400,
        message: 'INVALID_REQUEST',
        fields: [field],
      })
    }
  })
})

describe('GET and PATCH /enquiries/:id', () => {
  let enquiry: Enquiry
  beforeEach(async () => {
    enquiry = await post(outboxRecord())
  })

  const patch = (id: string, body: unknown) =>
    call(`/enquiries/${id}`, { method: 'PATCH', token: tokens.admin, body })

  it('reads one enquiry; 404 NOT_FOUND for an unknown id', async () => {
    expect(await call(`/enquiries/${enquiry.id}`, { token: tokens.admin })).toMatchObject({
      status: 200,
      body: enquiry,
    })
    for (const id of [randomUUID(), 'nope', '%E0%A4%A']) {
      expect(await call(`/enquiries/${id}`, { token: tokens.admin })).toMatchObject({
        status: 404,
        body: { message: 'NOT_FOUND' },
      })
    }
    expect(await patch(randomUUID(), { status: 'closed' })).toMatchObject({
      status: 404,
      body: { message: 'NOT_FOUND' },
    })
  })

  it('moves new → in progress → closed → in progress, recording note and admin', async () => {
    const started = await patch(enquiry.id, { status: 'in_progress', note: '  Called back.  ' })
    expect(started.status).toBe(200)
    expect(started.body.status).toBe('in_progress')
    expect(started.body.updatedAt >= enquiry.updatedAt).toBe(true)
    expect(started.body.history.at(-1)).toEqual({
      at: started.body.updatedAt,
      status: 'in_progress',
      note: 'Called back.',
      by: 'admin@siamharvest.test',
    })
    expect((await patch(enquiry.id, { status: 'closed' })).body.history.at(-1)).toMatchObject({
      status: 'closed',
      note: null,
    })
    const reopened = await patch(enquiry.id, { status: 'in_progress' })
    expect(reopened.body.history.map((entry: { status: string }) => entry.status)).toEqual([
      'new',
      'in_progress',
      'closed',
      'in_progress',
    ])
    expect(await call(`/enquiries/${enquiry.id}`, { token: tokens.admin })).toMatchObject({
      body: reopened.body,
    })
  })

  it('adds a note alone without changing the status', async () => {
    const noted = await patch(enquiry.id, { note: 'Sent the price list.' })
    expect(noted.body.status).toBe('new')
    expect(noted.body.history.at(-1)).toMatchObject({ status: 'new', note: 'Sent the price list.' })
    const sameStatus = await patch(enquiry.id, { status: 'new', note: 'Waiting for an answer.' })
    expect(sameStatus.body.history).toHaveLength(3)
  })

  it('refuses other transitions with 409 INVALID_TRANSITION and changes nothing', async () => {
    expect(await patch(enquiry.id, { status: 'new' })).toMatchObject({
      status: 409,
      body: { message: 'INVALID_TRANSITION' },
    })
    await patch(enquiry.id, { status: 'in_progress' })
    expect(await patch(enquiry.id, { status: 'new', note: 'Back to new' })).toMatchObject({
      status: 409,
      body: { message: 'INVALID_TRANSITION' },
    })
    await patch(enquiry.id, { status: 'closed' })
    expect((await patch(enquiry.id, { status: 'new' })).status).toBe(409)
    const stored = await call(`/enquiries/${enquiry.id}`, { token: tokens.admin })
    expect(stored.body.status).toBe('closed')
    expect(stored.body.history).toHaveLength(3)
  })

  it('answers 400 to an empty change, an unknown status, a long note or bad JSON', async () => {
    for (const body of [{}, { note: '   ' }, { status: 'done' }, { note: 'x'.repeat(1001) }]) {
      expect(await patch(enquiry.id, body)).toMatchObject({
        status: 400,
        body: { message: 'INVALID_REQUEST' },
      })
    }
    expect((await patch(enquiry.id, { note: 'x'.repeat(1000) })).status).toBe(200)
    expect(await patch(enquiry.id, '{status: closed}')).toMatchObject({
      status: 400,
      body: { message: 'INVALID_JSON' },
    })
  })
})

describe('persistence', () => {
  it('opens a database of the version before products, its enquiries about no product', async () => {
    await core.close()
    rmSync(path.join(folder, 'core'), { recursive: true, force: true })
    mkdirSync(path.join(folder, 'core'))
    const SQL = await initSqlJs()
    const db = new SQL.Database()
    db.exec(MIGRATIONS[0]!)
    db.exec('PRAGMA user_version = 1')
    const id = randomUUID()
    db.run(
      `INSERT INTO enquiries (id, received_at, lang, topic, name, email, message, status,
         updated_at, search_text)
       VALUES (?, '2026-11-01T03:00:00.000Z', 'en', 'export', 'Old', 'old@example.com',
         'An enquiry from before products', 'new', '2026-11-01T03:00:00.000Z', 'old')`,
      [id],
    )
    writeFileSync(path.join(folder, 'core', 'core.sqlite'), db.export())
    db.close()

    core = await startCoreService(coreConfig())
    const old = await call(`/enquiries/${id}`, { token: tokens.admin })
    expect(old).toMatchObject({ status: 200, body: { id, name: 'Old', product: null } })
    const product = { id: 'product-jasmine-rice', slug: 'jasmine-rice', name: 'Jasmine Rice' }
    expect((await post({ ...outboxRecord(), product })).product).toEqual(product)
  })

  it('keeps enquiries and their history when the service starts again on the same file', async () => {
    const enquiry = await post(outboxRecord())
    await call(`/enquiries/${enquiry.id}`, {
      method: 'PATCH',
      token: tokens.admin,
      body: { status: 'closed', note: 'Done.' },
    })
    const before = await call(`/enquiries/${enquiry.id}`, { token: tokens.admin })
    await core.close()

    core = await startCoreService(coreConfig())
    const after = await call(`/enquiries/${enquiry.id}`, { token: tokens.admin })
    expect(after).toMatchObject({ status: 200, body: before.body })
    expect(after.body.history).toHaveLength(2)
  })
})

describe('example enquiries (CORE_EXAMPLE_ENQUIRIES, the embedded default)', () => {
  const examplesConfig = (file: string) =>
    coreConfig({ dbFile: path.join(folder, file), exampleEnquiries: true })

  it('a new file starts with the examples, marked, in Thai and English; only once', async () => {
    const service = await startCoreService(examplesConfig('examples.sqlite'))
    try {
      const first = await call('/enquiries', { token: tokens.admin, service })
      expect(first.body.total).toBe(EXAMPLE_ENQUIRIES.length)
      expect(first.body.items.every((item: Enquiry) => item.isExample)).toBe(true)
      expect(new Set(first.body.items.map((item: Enquiry) => item.lang))).toEqual(
        new Set(['th', 'en']),
      )
      expect(first.body.counts).toEqual({ new: 2, in_progress: 2, closed: 1 })
      // A visitor's enquiry beside them is not an example.
      const visitor = await call('/enquiries', {
        method: 'POST',
        token: tokens.site,
        body: outboxRecord(),
        service,
      })
      expect(visitor.body.isExample).toBe(false)
      await call(`/enquiries/${EXAMPLE_ENQUIRIES[0]!.enquiry.id}`, {
        method: 'PATCH',
        token: tokens.admin,
        body: { status: 'closed' },
        service,
      })
    } finally {
      await service.close()
    }
    // Started again on the same file: the examples as the team left them, not added again.
    const again = await startCoreService(examplesConfig('examples.sqlite'))
    try {
      const { body } = await call('/enquiries', { token: tokens.admin, service: again })
      expect(body.total).toBe(EXAMPLE_ENQUIRIES.length + 1)
      expect(body.counts).toEqual({ new: 2, in_progress: 2, closed: 2 })
    } finally {
      await again.close()
    }
  })

  it('a file that exists already gets none, even empty', async () => {
    await core.close()
    core = await startCoreService(coreConfig())
    await core.close()
    core = await startCoreService({ ...coreConfig(), exampleEnquiries: true })
    expect((await call('/enquiries', { token: tokens.admin })).body.total).toBe(0)
  })
})
