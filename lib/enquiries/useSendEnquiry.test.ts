/** @jest-environment node */

import { CLIENT_REQUEST_TIMEOUT_MS } from '@/lib/http/request'
import { expectRequestFailure, failureOf, fetchFailures } from '@/lib/testing/failingFetch'
import { postEnquiry, type EnquiryRequest } from './useSendEnquiry'

const enquiry: EnquiryRequest = { lang: 'th', name: 'สมชาย', email: 'somchai@example.com' }

function answering(status: number, body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status }))
}

afterEach(() => jest.restoreAllMocks())

describe('postEnquiry', () => {
  it.each(fetchFailures(CLIENT_REQUEST_TIMEOUT_MS).map((failure) => [failure.name, failure]))(
    'turns %s into the request helper’s error class',
    async (_name, failure) => {
      const error = await failureOf(failure, () => postEnquiry(enquiry))
      expectRequestFailure(error, failure)
    },
  )

  it('posts the enquiry as JSON and answers with its id', async () => {
    const spy = answering(202, { id: 'enq-1' })
    await expect(postEnquiry(enquiry)).resolves.toEqual({ status: 'accepted', id: 'enq-1' })
    const [url, init] = spy.mock.calls.at(0) ?? []
    expect(url).toBe('/api/contact')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual(enquiry)
  })

  it('keeps the server’s own messages for a refused enquiry', async () => {
    const fieldErrors = { email: 'กรุณากรอกอีเมลให้ถูกต้อง' }
    answering(400, { message: 'ตรวจสอบข้อมูล', fieldErrors })
    await expect(postEnquiry(enquiry)).resolves.toEqual({
      status: 'invalid',
      message: 'ตรวจสอบข้อมูล',
      fieldErrors,
    })
    answering(429, { message: 'Too many enquiries' })
    await expect(postEnquiry(enquiry)).resolves.toEqual({
      status: 'refused',
      message: 'Too many enquiries',
    })
  })

  it('fails as unreadable when a success carries no enquiry id', async () => {
    answering(200, { ok: true })
    await expect(postEnquiry(enquiry)).rejects.toMatchObject({ kind: 'PARSING_ERROR' })
  })
})
