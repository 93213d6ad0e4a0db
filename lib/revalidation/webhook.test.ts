/**
 * @jest-environment node
 */
import { encodeSignatureHeader } from '@sanity/webhook'
import { createMemorySignatureStore } from './usedSignatures'
import { checkWebhook as checkWith, parseChangedDocument } from './webhook'

const SECRET = 'a-webhook-secret-of-some-length'
const NOW = Date.parse('2026-03-02T09:00:00Z')
const MINUTE = 60_000
const body = JSON.stringify({ _id: 'product-a', _type: 'product', slug: 'a', path: null })
const sign = (payload: string, secret = SECRET, at = NOW) =>
  encodeSignatureHeader(payload, at, secret)

// A fresh store for each call unless a test shares one; its clock is the check's.
const storeAtNow = (limit?: number) => createMemorySignatureStore(limit, () => NOW)
const checkWebhook = (
  payload: string,
  signature: string | string[] | undefined,
  secret: string,
  usedSignatures = storeAtNow(),
) => checkWith(payload, signature, { secret, usedSignatures, now: NOW })

describe('checkWebhook', () => {
  it('accepts a correctly signed document', async () => {
    await expect(checkWebhook(body, await sign(body), SECRET)).resolves.toEqual({
      ok: true,
      signatureId: expect.any(String),
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

  it('rejects a signature from 2021 or more than 5 minutes old with 401', async () => {
    for (const at of [Date.parse('2021-06-01T00:00:00Z'), NOW - 5 * MINUTE - 1]) {
      await expect(checkWebhook(body, await sign(body, SECRET, at), SECRET)).resolves.toEqual({
        ok: false,
        status: 401,
        message: 'The signature is more than 5 minutes old',
      })
    }
    const fiveMinutesOld = await sign(body, SECRET, NOW - 5 * MINUTE)
    await expect(checkWebhook(body, fiveMinutesOld, SECRET)).resolves.toMatchObject({ ok: true })
  })

  it('rejects a signature dated beyond a minute of clock skew with 401', async () => {
    const ahead = await sign(body, SECRET, NOW + MINUTE)
    await expect(checkWebhook(body, ahead, SECRET)).resolves.toMatchObject({ ok: true })
    const future = await sign(body, SECRET, NOW + MINUTE + 1)
    await expect(checkWebhook(body, future, SECRET)).resolves.toEqual({
      ok: false,
      status: 401,
      message: 'The signature is dated in the future',
    })
  })

  it('rejects the second use of a signature with 409, until it is released', async () => {
    const store = storeAtNow()
    const signature = await sign(body)
    const first = await checkWebhook(body, signature, SECRET, store)
    expect(first).toMatchObject({ ok: true })
    await expect(checkWebhook(body, signature, SECRET, store)).resolves.toEqual({
      ok: false,
      status: 409,
      message: 'This signature was already used',
    })
    // Another call for the same document is another signature.
    const later = await sign(body, SECRET, NOW + 1)
    await expect(checkWebhook(body, later, SECRET, store)).resolves.toMatchObject({ ok: true })
    if (first.ok) await store.release(first.signatureId)
    await expect(checkWebhook(body, signature, SECRET, store)).resolves.toMatchObject({ ok: true })
  })

  it('answers 503 while the store is full of live signatures', async () => {
    const store = storeAtNow(1)
    await expect(checkWebhook(body, await sign(body), SECRET, store)).resolves.toMatchObject({
      ok: true,
    })
    const next = await sign(body, SECRET, NOW + 1)
    await expect(checkWebhook(body, next, SECRET, store)).resolves.toMatchObject({
      ok: false,
      status: 503,
    })
  })

  it('rejects a signed document whose slug is not a string with 400 naming the field', async () => {
    const text = JSON.stringify({ _id: 'p', _type: 'product', slug: { current: 'a' } })
    await expect(checkWebhook(text, await sign(text), SECRET)).resolves.toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringContaining('"slug"'),
    })
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
  it('keeps the address fields, strings or null', () => {
    expect(
      parseChangedDocument(
        JSON.stringify({
          _id: 'n',
          _type: 'news',
          slug: 'new',
          previousSlug: 'old',
          path: null,
          extra: true,
        }),
      ),
    ).toEqual({
      ok: true,
      document: {
        _id: 'n',
        _type: 'news',
        slug: 'new',
        path: null,
        previousSlug: 'old',
        previousPath: null,
      },
    })
  })

  it('refuses an address field that is not a string, by name', () => {
    const asSanityStores = { _id: 'p', _type: 'product', slug: { _type: 'slug', current: 'a' } }
    expect(parseChangedDocument(JSON.stringify(asSanityStores))).toEqual({
      ok: false,
      message: 'Expected "slug" to be a string or null (project it as "slug": slug.current)',
    })
    expect(
      parseChangedDocument(JSON.stringify({ _id: 'p', _type: 'page', path: 42 })),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('"path"'),
    })
    expect(
      parseChangedDocument(JSON.stringify({ _id: 'p', _type: 'page', previousSlug: ['a'] })),
    ).toMatchObject({ ok: false, message: expect.stringContaining('before().slug.current') })
  })
})
