/**
 * @jest-environment node
 */
import { Readable } from 'node:stream'
import type { IncomingMessage } from 'node:http'
import { encodeSignatureHeader } from '@sanity/webhook'
import { BodyTooLargeError, checkWebhook, parseChangedDocument, readRawBody } from './webhook'

const SECRET = 'a-webhook-secret-of-some-length'
const body = JSON.stringify({ _id: 'product-a', _type: 'product', slug: 'a', path: null })
const sign = (payload: string, secret = SECRET) =>
  encodeSignatureHeader(payload, Date.now(), secret)

describe('checkWebhook', () => {
  it('accepts a correctly signed document', async () => {
    await expect(checkWebhook(body, await sign(body), SECRET)).resolves.toEqual({
      ok: true,
      document: {
        _id: 'product-a',
        _type: 'product',
        slug: 'a',
        path: null,
        previousSlug: null,
        previousPath: null,
      },
    })
  })

  it.each([
    ['no signature', undefined],
    ['an empty signature', ''],
    ['two signatures', ['t=1,v1=x', 't=2,v1=y']],
    ['a malformed signature', 'not-a-signature'],
  ])('rejects %s with 401', async (_, signature) => {
    await expect(checkWebhook(body, signature, SECRET)).resolves.toMatchObject({
      ok: false,
      status: 401,
    })
  })

  it('rejects a tampered body or another secret with 401', async () => {
    const signature = await sign(body)
    const tampered = body.replace('product-a', 'product-b')
    await expect(checkWebhook(tampered, signature, SECRET)).resolves.toMatchObject({ status: 401 })
    const other = await sign(body, 'another-secret-entirely')
    await expect(checkWebhook(body, other, SECRET)).resolves.toMatchObject({ status: 401 })
  })

  it('rejects a signed body that is not a document with 400', async () => {
    for (const text of ['{oops', '[]', '"text"', '{"_type":"product"}', '{"_id":"a","_type":""}']) {
      await expect(checkWebhook(text, await sign(text), SECRET)).resolves.toMatchObject({
        ok: false,
        status: 400,
      })
    }
  })
})

describe('parseChangedDocument', () => {
  it('keeps the address fields that are strings', () => {
    expect(
      parseChangedDocument(
        JSON.stringify({
          _id: 'n',
          _type: 'news',
          slug: 'new',
          previousSlug: 'old',
          path: 42,
          extra: true,
        }),
      ),
    ).toEqual({
      _id: 'n',
      _type: 'news',
      slug: 'new',
      path: null,
      previousSlug: 'old',
      previousPath: null,
    })
  })
})

describe('readRawBody', () => {
  const request = (...chunks: string[]) => Readable.from(chunks) as unknown as IncomingMessage

  it('returns the bytes as sent', async () => {
    await expect(readRawBody(request('{"_id":', '"ไทย"}'))).resolves.toBe('{"_id":"ไทย"}')
  })

  it('stops at the limit', async () => {
    await expect(readRawBody(request('x'.repeat(20)), 10)).rejects.toBeInstanceOf(BodyTooLargeError)
  })
})
