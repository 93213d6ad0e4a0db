/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startCoreService, type CoreService } from './server'
import { startTestIssuer, type TestIssuer } from './testIssuer'

const SENDER_HEADERS = { 'X-Sender': 'Admin', 'X-Business-Unit': 'SHF' }
const ADMIN_CLAIMS = {
  sub: 'user-admin',
  email: 'admin@siamharvest.test',
  roles: ['admin'],
  scope: 'openid profile email roles',
  client_id: 'siam-harvest-site',
}
const SITE_CLAIMS = {
  sub: 'siam-harvest-site',
  client_id: 'siam-harvest-site',
  scope: 'enquiries:write',
}

let issuer: TestIssuer
let folder: string
let core: CoreService
let clock: number
let tokens: { admin: string; site: string }

beforeAll(async () => {
  issuer = await startTestIssuer()
  tokens = { admin: await issuer.sign(ADMIN_CLAIMS), site: await issuer.sign(SITE_CLAIMS) }
})
afterAll(() => issuer.close())

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'core-alert-routes-'))
  clock = Date.parse('2026-11-21T05:00:00.000Z')
  core = await start()
})
afterEach(async () => {
  await core.close()
  rmSync(folder, { recursive: true, force: true })
})

function start() {
  return startCoreService({
    host: '127.0.0.1',
    port: 0,
    dbFile: path.join(folder, 'core.sqlite'),
    issuer: issuer.issuer,
    audience: 'urn:siam-harvest:core',
    adminRole: 'admin',
    businessUnit: 'SHF',
    companyName: { th: 'สยามฮาร์เวสต์ ฟู้ดส์', en: 'Siam Harvest Foods' },
    exampleEnquiries: false,
    alertSendsPerMinute: 120,
    now: () => new Date(clock),
  })
}

async function call(
  pathAndQuery: string,
  {
    method = 'GET',
    token = tokens.site,
    body,
  }: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${core.url}${pathAndQuery}`, {
    method,
    headers: {
      ...SENDER_HEADERS,
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text === '' ? null : JSON.parse(text) }
}

const SIGN_UP = {
  email: 'Investor@Example.com',
  lang: 'th',
  topics: ['results', 'dividends'],
  consentVersion: '2026-11',
}

function item(key: string, topic = 'results') {
  return {
    key,
    topic,
    publishedAt: '2026-11-21T04:00:00+07:00',
    th: { title: 'งบการเงินไตรมาส 3', summary: 'สรุป', url: `https://example.com/th/${key}` },
    en: { title: 'Q3 results', summary: 'Summary', url: `https://example.com/en/${key}` },
  }
}

async function signedUpId(): Promise<string> {
  expect(await call('/alerts/subscribers', { method: 'POST', body: SIGN_UP })).toEqual({
    status: 202,
    body: { status: 'pending' },
  })
  const lookup = await call('/alerts/subscribers?email=investor%40example.com', {
    token: tokens.admin,
  })
  return lookup.body.subscriber.id
}

describe('subscribers', () => {
  it('signs up, confirms, reads, changes and unsubscribes', async () => {
    const id = await signedUpId()
    expect(await call(`/alerts/subscribers/${id}`)).toMatchObject({
      status: 200,
      body: { id, email: 'investor@example.com', status: 'pending', consentVersion: '2026-11' },
    })
    expect(await call(`/alerts/subscribers/${id}`, { method: 'PUT', body: SIGN_UP })).toEqual({
      status: 404,
      body: { message: 'NOT_FOUND' },
    })
    expect(await call(`/alerts/subscribers/${id}/confirm`, { method: 'POST' })).toMatchObject({
      status: 200,
      body: { status: 'confirmed', confirmedAt: new Date(clock).toISOString() },
    })
    expect(await call('/alerts/subscribers', { method: 'POST', body: SIGN_UP })).toEqual({
      status: 202,
      body: { status: 'alreadySubscribed' },
    })
    const change = { lang: 'en', topics: ['irEvents'] }
    expect(await call(`/alerts/subscribers/${id}`, { method: 'PUT', body: change })).toMatchObject({
      status: 200,
      body: change,
    })
    expect(await call(`/alerts/subscribers/${id}`, { method: 'DELETE' })).toEqual({
      status: 204,
      body: null,
    })
    expect(
      await call(`/alerts/subscribers/${id}`, { method: 'DELETE', token: tokens.admin }),
    ).toEqual({ status: 204, body: null })
    expect(await call(`/alerts/subscribers/${id}`)).toMatchObject({ status: 404 })
    expect(await call(`/alerts/subscribers/${id}/confirm`, { method: 'POST' })).toMatchObject({
      status: 404,
    })
  })

  it('deletes sign-ups that expired while it was stopped as soon as it starts', async () => {
    const id = await signedUpId()
    await core.close()
    clock += 48 * 60 * 60 * 1000
    core = await start()
    const lookup = await call('/alerts/subscribers?email=investor%40example.com', {
      token: tokens.admin,
    })
    expect(lookup.body).toEqual({ subscriber: null, deliveries: 0, outboxMessages: 0 })
    expect(await call(`/alerts/subscribers/${id}`)).toMatchObject({ status: 404 })
  })

  it.each([
    [{ ...SIGN_UP, email: 'not-an-address' }, 'email'],
    [{ ...SIGN_UP, email: `${'a'.repeat(250)}@example.com` }, 'email'],
    [{ ...SIGN_UP, lang: 'fr' }, 'lang'],
    [{ ...SIGN_UP, topics: [] }, 'topics'],
    [{ ...SIGN_UP, topics: ['results', 'results'] }, 'topics'],
    [{ ...SIGN_UP, topics: ['weather'] }, 'topics.0'],
    [{ ...SIGN_UP, consentVersion: 'x'.repeat(41) }, 'consentVersion'],
  ])('refuses a malformed sign-up with 400 naming the field (%#)', async (body, field) => {
    const { status, body: answer } = await call('/alerts/subscribers', { method: 'POST', body })
    expect(status).toBe(400)
    expect(answer.message).toBe('INVALID_REQUEST')
    expect(Object.keys(answer.errors)).toContain(field)
  })

  it('refuses the console routes to the site, and a body that is not JSON', async () => {
    for (const route of [
      '/alerts/overview',
      '/alerts/outbox',
      '/alerts/subscribers?email=a%40b.co',
      '/alerts/announcements/x',
      '/alerts/outbox/x',
    ]) {
      expect(await call(route)).toEqual({ status: 403, body: { message: 'NOT_AUTHORIZED' } })
    }
    expect(await call('/alerts/subscribers', { method: 'POST', body: '{' })).toEqual({
      status: 400,
      body: { message: 'INVALID_JSON' },
    })
    expect(await call('/alerts/subscribers?email=nope', { token: tokens.admin })).toMatchObject({
      status: 400,
      body: { message: 'INVALID_REQUEST', errors: { email: expect.any(String) } },
    })
  })
})

describe('items and deliveries', () => {
  it('baseline, then announces a new key once and works its delivery', async () => {
    const id = await signedUpId()
    await call(`/alerts/subscribers/${id}/confirm`, { method: 'POST' })
    const base = await call('/alerts/items', { method: 'POST', body: { items: [item('old')] } })
    expect(base).toEqual({ status: 200, body: { announced: [], baseline: true } })
    const next = await call('/alerts/items', {
      method: 'POST',
      body: { items: [item('old'), item('news:1')] },
    })
    expect(next).toEqual({ status: 200, body: { announced: ['news:1'], baseline: false } })

    const claim = { limit: 10, leaseSeconds: 60 }
    const claimed = await call('/alerts/deliveries/claim', { method: 'POST', body: claim })
    expect(claimed.status).toBe(200)
    expect(claimed.body.deliveries.map((delivery: { kind: string }) => delivery.kind)).toEqual([
      'confirm',
      'announcement',
    ])
    const [confirmation, announcement] = claimed.body.deliveries
    expect(announcement).toMatchObject({
      subscriber: { id, email: 'investor@example.com', lang: 'th' },
      announcement: { key: 'news:1', publishedAt: '2026-11-20T21:00:00.000Z' },
    })
    const report = (deliveryId: string, body: unknown) =>
      call(`/alerts/deliveries/${deliveryId}/result`, { method: 'POST', body })
    expect(await report(confirmation.id, { outcome: 'sent' })).toMatchObject({
      status: 200,
      body: { status: 'sent' },
    })
    expect(await report(announcement.id, { outcome: 'retry', error: 'timeout' })).toMatchObject({
      status: 200,
      body: { status: 'pending', attempts: 1, lastError: 'timeout' },
    })
    expect(await report(confirmation.id, { outcome: 'sent' })).toEqual({
      status: 409,
      body: { message: 'DELIVERY_SETTLED' },
    })
    expect(await report('unknown', { outcome: 'sent' })).toMatchObject({ status: 404 })
    expect(await report(announcement.id, { outcome: 'retry' })).toMatchObject({
      status: 400,
      body: { errors: { error: expect.any(String) } },
    })

    const overview = await call('/alerts/overview', { token: tokens.admin })
    expect(overview.status).toBe(200)
    expect(overview.body).toMatchObject({ pending: 0, confirmedTotal: 1 })
    expect(overview.body.announcements).toEqual([
      expect.objectContaining({ key: 'news:1', recipients: 1, sent: 0, failed: 0, pending: 1 }),
    ])
    const detail = await call(`/alerts/announcements/${overview.body.announcements[0].id}`, {
      token: tokens.admin,
    })
    expect(detail).toMatchObject({
      status: 200,
      body: {
        announcement: { key: 'news:1' },
        recipients: [{ email: 'investor@example.com', lang: 'th', status: 'pending', attempts: 1 }],
      },
    })
    expect(await call('/alerts/announcements/nope', { token: tokens.admin })).toMatchObject({
      status: 404,
    })
  })

  it('two instances syncing the same new item at once announce it once', async () => {
    const id = await signedUpId()
    await call(`/alerts/subscribers/${id}/confirm`, { method: 'POST' })
    await call('/alerts/items', { method: 'POST', body: { items: [] } })
    const sync = () =>
      call('/alerts/items', { method: 'POST', body: { items: [item('a'), item('news:2')] } })
    const answers = await Promise.all([sync(), sync(), sync(), sync()])
    expect(answers.flatMap((answer) => answer.body.announced).sort()).toEqual(['a', 'news:2'])
    const overview = await call('/alerts/overview', { token: tokens.admin })
    expect(
      overview.body.announcements.map(
        (announcement: { recipients: number }) => announcement.recipients,
      ),
    ).toEqual([1, 1])
  })

  it.each([
    [
      { items: [{ ...item('x'), th: { ...item('x').th, url: 'javascript:alert(1)' } }] },
      'items.0.th.url',
    ],
    [{ items: [{ ...item('x'), key: 'k'.repeat(201) }] }, 'items.0.key'],
    [{ items: [{ ...item('x'), topic: 'weather' }] }, 'items.0.topic'],
    [{ items: Array.from({ length: 201 }, (_, index) => item(`k${index}`)) }, 'items'],
  ])('refuses malformed items with 400 naming the field (%#)', async (body, field) => {
    const { status, body: answer } = await call('/alerts/items', { method: 'POST', body })
    expect(status).toBe(400)
    expect(Object.keys(answer.errors)).toContain(field)
  })

  it.each([
    [{ limit: 0, leaseSeconds: 60 }, 'limit'],
    [{ limit: 51, leaseSeconds: 60 }, 'limit'],
    [{ limit: 5, leaseSeconds: 9 }, 'leaseSeconds'],
    [{ limit: 5, leaseSeconds: 601 }, 'leaseSeconds'],
  ])('refuses a claim out of bounds (%j)', async (body, field) => {
    const { status, body: answer } = await call('/alerts/deliveries/claim', {
      method: 'POST',
      body,
    })
    expect(status).toBe(400)
    expect(Object.keys(answer.errors)).toEqual([field])
  })
})

describe('outbox', () => {
  const MESSAGE = {
    deliveryId: null,
    to: 'reader@example.com',
    subject: 'ผลการดำเนินงานไตรมาส 3',
    html: '<p>สวัสดี</p>',
    text: 'สวัสดี',
    headers: {
      'List-Unsubscribe': '<https://example.com/api/alerts/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    raw: 'To: reader@example.com\r\n\r\nสวัสดี',
  }

  it('keeps a message and shows it to the console', async () => {
    const created = await call('/alerts/outbox', { method: 'POST', body: MESSAGE })
    expect(created).toEqual({ status: 201, body: { id: expect.any(String) } })
    expect(await call('/alerts/outbox?limit=10', { token: tokens.admin })).toEqual({
      status: 200,
      body: {
        messages: [
          {
            id: created.body.id,
            to: 'reader@example.com',
            subject: MESSAGE.subject,
            createdAt: new Date(clock).toISOString(),
            deliveryId: null,
          },
        ],
      },
    })
    expect(await call(`/alerts/outbox/${created.body.id}`, { token: tokens.admin })).toMatchObject({
      status: 200,
      body: { html: MESSAGE.html, text: MESSAGE.text, headers: MESSAGE.headers },
    })
    expect(await call('/alerts/outbox/nope', { token: tokens.admin })).toMatchObject({
      status: 404,
    })
    expect(await call('/alerts/outbox?limit=101', { token: tokens.admin })).toMatchObject({
      status: 400,
      body: { errors: { limit: expect.any(String) } },
    })
  })

  it('takes a message over 64 KiB, refuses a MIME text over 512 KiB (400) and a body over 2 MiB (413)', async () => {
    const big = { ...MESSAGE, html: 'x'.repeat(300 * 1024), raw: 'x'.repeat(300 * 1024) }
    expect(await call('/alerts/outbox', { method: 'POST', body: big })).toMatchObject({
      status: 201,
    })
    const tooBig = { ...MESSAGE, raw: 'ก'.repeat(200 * 1024) }
    expect(await call('/alerts/outbox', { method: 'POST', body: tooBig })).toMatchObject({
      status: 400,
      body: { errors: { raw: expect.any(String) } },
    })
    const huge = { ...MESSAGE, html: 'x'.repeat(3 * 1024 * 1024) }
    expect(await call('/alerts/outbox', { method: 'POST', body: huge })).toMatchObject({
      status: 413,
      body: { message: 'PAYLOAD_TOO_LARGE' },
    })
    // Elsewhere the 64 KiB limit holds.
    const padded = { ...SIGN_UP, padding: 'x'.repeat(70 * 1024) }
    expect(await call('/alerts/subscribers', { method: 'POST', body: padded })).toMatchObject({
      status: 413,
    })
  })
})
