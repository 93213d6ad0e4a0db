/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { clientAddress } from '@/shared/clientAddress'
import { createRateLimiter, RATE_LIMITS } from '@/shared/rateLimits'
import type { RecordedAnswer } from '@/lib/testing/apiResponse'
import { callApi } from '@/lib/testing/apiTest'
import { createContactHandler, type ContactAnswer } from './contactHandler'
import { createLocalEnquiryStore, type EnquiryStore } from './localEnquiryStore'
import { submitEnquiry } from './submitEnquiry'

type Answer = RecordedAnswer<ContactAnswer>

interface Call {
  method?: string
  body?: string | object
  headers?: Record<string, string>
  /** The connection's address (the visitor's, with no proxy in front). */
  from?: string
}

async function call(
  handler: ReturnType<typeof createContactHandler>,
  {
    method = 'POST',
    body,
    headers = { 'content-type': 'application/json' },
    from = '198.51.100.4',
  }: Call,
): Promise<Answer> {
  const rawBody = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)
  return callApi<ContactAnswer>(handler, { method, headers, rawBody, from })
}

const validEnquiry = {
  name: '  Jane Smith ',
  email: 'jane@example.com',
  phone: '',
  company: 'Example Trading Co.',
  topic: 'export',
  message: 'We would like to distribute your frozen chicken in Singapore.',
  consent: true,
  website: '',
  lang: 'en',
}

describe('POST /api/contact', () => {
  let dataDir: string
  let store: EnquiryStore
  let handler: ReturnType<typeof createContactHandler>
  let stored: jest.Mock

  beforeEach(() => {
    stored = jest.fn()
    dataDir = mkdtempSync(path.join(tmpdir(), 'contact-api-'))
    store = createLocalEnquiryStore(dataDir)
    handler = createContactHandler({
      submit: (enquiry, lang) =>
        submitEnquiry(enquiry, lang, {
          outbox: store,
          now: () => new Date('2026-11-21T03:00:00Z'),
          newId: () => 'enquiry-1',
          stored,
        }),
      findProduct: async (slug, lang) =>
        slug === 'jasmine-rice'
          ? { id: 'product-jasmine-rice', slug, name: lang === 'th' ? 'ข้าวหอมมะลิ' : 'Jasmine Rice' }
          : null,
      limiter: createRateLimiter(RATE_LIMITS.contact),
      // No proxy in front: X-Forwarded-For is the client's word.
      clientKey: (req) => clientAddress(req, 0),
    })
  })
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

  it('stores a valid enquiry, trimmed and without blanks, then answers 201 with its id', async () => {
    const answer = await call(handler, { body: validEnquiry })
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ id: 'enquiry-1' })
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(stored).toHaveBeenCalledTimes(1)
    expect(await store.list()).toEqual([
      {
        id: 'enquiry-1',
        receivedAt: '2026-11-21T03:00:00.000Z',
        lang: 'en',
        fields: {
          name: 'Jane Smith',
          email: 'jane@example.com',
          company: 'Example Trading Co.',
          topic: 'export',
          message: 'We would like to distribute your frozen chicken in Singapore.',
          consent: true,
        },
      },
    ])
  })

  it('keeps the product an enquiry is about as looked up (id, slug, name in its language)', async () => {
    const answer = await call(handler, {
      body: { ...validEnquiry, lang: 'th', topic: 'products', product: 'jasmine-rice' },
    })
    expect(answer.status).toBe(201)
    const [record] = await store.list()
    expect(record?.product).toEqual({
      id: 'product-jasmine-rice',
      slug: 'jasmine-rice',
      name: 'ข้าวหอมมะลิ',
    })
    // The slug travels in the reference only; an enquiry about no product has none.
    expect(record?.fields).not.toHaveProperty('product')
    await call(handler, { body: { ...validEnquiry, product: '' } })
    expect((await store.list())[1]).not.toHaveProperty('product')
  })

  it('refuses a product slug that names no product, or is no slug, with a translated message', async () => {
    const unknown = await call(handler, { body: { ...validEnquiry, product: 'no-such-product' } })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toEqual({
      message: 'Please check the highlighted fields.',
      fieldErrors: {
        product:
          'This product is no longer in our catalogue. Please remove it and send the enquiry again.',
      },
    })
    const malformed = await call(handler, {
      body: { ...validEnquiry, lang: 'th', product: '<script>' },
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual({
      message: expect.any(String),
      fieldErrors: { product: 'รายการนี้ไม่ใช่สินค้าของเรา กรุณานำออกแล้วส่งข้อความอีกครั้ง' },
    })
    expect(await store.list()).toEqual([])
  })

  it('answers 503 and keeps nothing when the product cannot be looked up', async () => {
    const logError = jest.fn()
    const submit = jest.fn()
    const failing = createContactHandler({
      submit,
      findProduct: () => Promise.reject(new Error('content source down')),
      limiter: createRateLimiter(RATE_LIMITS.contact),
      clientKey: () => '198.51.100.4',
      logError,
    })
    const answer = await call(failing, { body: { ...validEnquiry, product: 'jasmine-rice' } })
    expect(answer.status).toBe(503)
    expect(submit).not.toHaveBeenCalled()
    expect(logError).toHaveBeenCalledWith(
      'Could not look up the product of an enquiry',
      expect.any(Error),
    )
  })

  it('answers 400 with a message for malformed JSON or another content type', async () => {
    for (const body of ['{"name": "Jane"', '[1, 2]', 'null', '']) {
      const answer = await call(handler, { body })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ message: expect.stringContaining('JSON') })
    }
    const form = await call(handler, {
      body: 'name=Jane',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(400)
    expect(form.body).toEqual({ message: expect.stringContaining('application/json') })
    expect(await store.list()).toEqual([])
  })

  it('answers 400 with the field errors in English when asked in English', async () => {
    const answer = await call(handler, {
      body: { ...validEnquiry, email: 'jane@', message: 'Hi', consent: false, topic: 'pizza' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      message: 'Please check the highlighted fields.',
      fieldErrors: {
        email: 'Please enter an e-mail address such as name@example.com.',
        topic: 'Please choose a topic.',
        message: 'Please write at least 10 characters.',
        consent: 'We can only answer your enquiry with your consent to process these details.',
      },
    })
    expect(await store.list()).toEqual([])
  })

  it('answers 400, not 500, to fields of the wrong JSON type, repeating none of them', async () => {
    const answer = await call(handler, {
      body: {
        ...validEnquiry,
        name: '"><script>alert(1)</script>',
        email: { $ne: null },
        phone: 12345678,
        company: ['a'],
        topic: '<img src=x onerror=alert(1)>',
        message: true,
        consent: 'yes',
      },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      message: 'Please check the highlighted fields.',
      fieldErrors: {
        email: 'Please enter your e-mail address.',
        phone:
          'Please enter a phone number of 6 to 15 digits; only +, spaces and dashes may be added.',
        company: 'Please enter the company or organisation name as text.',
        topic: 'Please choose a topic.',
        message: 'Please write your message.',
        consent: 'We can only answer your enquiry with your consent to process these details.',
      },
    })
    expect(await store.list()).toEqual([])
  })

  it('answers 400 with the field errors in Thai by default', async () => {
    const answer = await call(handler, { body: { consent: true } })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      message: 'กรุณาตรวจสอบช่องที่มีข้อความแจ้งเตือน',
      fieldErrors: {
        name: 'กรุณากรอกชื่อ-นามสกุล',
        email: 'กรุณากรอกอีเมล',
        topic: 'กรุณาเลือกหัวข้อที่สอบถาม',
        message: 'กรุณากรอกข้อความ',
      },
    })
    expect(Object.keys((answer.body as { fieldErrors: object }).fieldErrors)).not.toContain(
      'consent',
    )
  })

  it('answers 405 with Allow: POST to another method', async () => {
    const answer = await call(handler, { method: 'GET' })
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('POST')
    expect(answer.body).toEqual({ message: expect.any(String) })
  })

  it('answers 413 to a body far larger than a form', async () => {
    const answer = await call(handler, { body: { ...validEnquiry, message: 'x'.repeat(40_000) } })
    expect(answer.status).toBe(413)
  })

  it('answers 429 with Retry-After after 5 enquiries from one address in 10 minutes', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await call(handler, { body: validEnquiry })).status).toBe(201)
    }
    const refused = await call(handler, { body: validEnquiry })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600)
    expect(refused.body).toEqual({
      message: 'You have sent several enquiries in a short time. Please try again in 10 minutes.',
    })
    const thai = await call(handler, { body: { ...validEnquiry, lang: 'th' } })
    expect(thai.body).toEqual({ message: expect.stringContaining('กรุณาลองใหม่ในอีก 10 นาที') })
    expect(await store.list()).toHaveLength(5)

    // Another address is counted on its own.
    expect((await call(handler, { body: validEnquiry, from: '203.0.113.50' })).status).toBe(201)
  })

  it('is not escaped by rotating X-Forwarded-For', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 8; i += 1) {
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${i}` }
      statuses.push((await call(handler, { body: validEnquiry, headers })).status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429])
  })

  it('cannot be spent for someone else by forging their address in X-Forwarded-For', async () => {
    const victim = '203.0.113.9'
    const forged = { 'content-type': 'application/json', 'x-forwarded-for': victim }
    for (let i = 0; i < 6; i += 1) await call(handler, { body: validEnquiry, headers: forged })
    expect((await call(handler, { body: validEnquiry, from: victim })).status).toBe(201)
  })

  it('counts only well-formed enquiries: mistakes in the form spend none of the budget', async () => {
    for (let i = 0; i < 10; i += 1) {
      const invalid = await call(handler, { body: { ...validEnquiry, email: 'jane@' } })
      expect(invalid.status).toBe(400)
      expect((await call(handler, { body: '{"name":' })).status).toBe(400)
    }
    for (let i = 0; i < 5; i += 1) {
      expect((await call(handler, { body: validEnquiry })).status).toBe(201)
    }
    // Once the budget is spent, even a mistaken form is told to wait rather than corrected.
    const after = await call(handler, { body: { ...validEnquiry, email: 'jane@' } })
    expect(after.status).toBe(429)
  })

  it('counts a filled-in honeypot like an enquiry', async () => {
    const robot = { ...validEnquiry, website: 'https://spam.example' }
    const statuses: number[] = []
    for (let i = 0; i < 6; i += 1) statuses.push((await call(handler, { body: robot })).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })

  it('answers a filled-in honeypot as if accepted, and stores nothing', async () => {
    const answer = await call(handler, {
      body: { ...validEnquiry, website: 'https://spam.example' },
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ id: expect.any(String) })
    expect(await store.list()).toEqual([])
  })

  it('answers 503 with a message, never 201, when the enquiry cannot be stored', async () => {
    const logError = jest.fn()
    const failing = createContactHandler({
      submit: () => Promise.reject(new Error('disk full')),
      findProduct: async () => null,
      limiter: createRateLimiter(RATE_LIMITS.contact),
      clientKey: () => '198.51.100.4',
      logError,
    })
    const answer = await call(failing, { body: validEnquiry })
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({ message: expect.stringContaining('could not save') })
    expect(logError).toHaveBeenCalledWith('Could not store an enquiry', expect.any(Error))
  })
})
