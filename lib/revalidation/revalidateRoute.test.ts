/**
 * @jest-environment node
 */
import { SIGNATURE_HEADER_NAME, encodeSignatureHeader } from '@sanity/webhook'
import { invalidateSearchIndex } from '@/lib/search/siteSearch'
import { callApi } from '@/lib/testing/apiTest'
import revalidateRoute from '@/pages/api/revalidate'
import { keepOldAddress } from '@/lib/redirects/keepOldAddress'
import { revalidateDocument } from './revalidateDocument'

// The route's one addition to the page revalidation: a signed change also invalidates the site
// search's index (the pages' side is tested in revalidateDocument.test.ts and the browser tests).
jest.mock('@/lib/search/siteSearch', () => ({ invalidateSearchIndex: jest.fn() }))
jest.mock('./revalidateDocument', () => ({
  revalidateDocument: jest.fn(async () => ({ revalidated: ['/th/home'], failed: [] })),
}))
jest.mock('./builtPages', () => ({ builtPages: () => () => true }))
jest.mock('./documentFinder', () => ({ contentDocumentFinder: () => ({}) }))
// The redirects' side is tested in lib/redirects; here only what the route does with its answer.
jest.mock('@/lib/redirects/keepOldAddress', () => ({
  keepOldAddress: jest.fn(async () => ({ ok: true })),
}))

const SECRET = 'embedded-webhook-secret'

async function post(body: string, signature?: string) {
  const answer = await callApi(
    revalidateRoute,
    {
      method: 'POST',
      headers: signature ? { [SIGNATURE_HEADER_NAME]: signature } : {},
      rawBody: body,
    },
    // The pages' side is mocked (revalidateDocument): nothing to re-render.
    { revalidate: async () => {} },
  )
  // What these tests compare: the status and the report (the headers are the route's own tests').
  return { status: answer.status, body: answer.body }
}

describe('/api/revalidate and the site search', () => {
  beforeEach(() => jest.clearAllMocks())

  it('invalidates the search index for a signed change', async () => {
    const body = JSON.stringify({ _id: 'product-pork-belly', _type: 'product', slug: 'pork-belly' })
    const answer = await post(body, await encodeSignatureHeader(body, Date.now(), SECRET))
    expect(answer.status).toBe(200)
    expect(invalidateSearchIndex).toHaveBeenCalledTimes(1)
    expect(revalidateDocument).toHaveBeenCalledTimes(1)
  })

  it('refuses a correctly signed body whose signature is from 2021', async () => {
    const body = JSON.stringify({ _id: 'siteSettings', _type: 'siteSettings' })
    const old = await encodeSignatureHeader(body, Date.parse('2021-06-01T00:00:00Z'), SECRET)
    expect((await post(body, old)).status).toBe(401)
    expect(revalidateDocument).not.toHaveBeenCalled()
  })

  it('refuses the second use of a signature', async () => {
    const body = JSON.stringify({ _id: 'siteSettings', _type: 'siteSettings', n: 1 })
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET)
    expect((await post(body, signature)).status).toBe(200)
    expect((await post(body, signature)).status).toBe(409)
    expect(revalidateDocument).toHaveBeenCalledTimes(1)
  })

  it('answers 503 when every page failed, so that Sanity retries', async () => {
    jest.mocked(revalidateDocument).mockResolvedValueOnce({
      revalidated: [],
      failed: [{ path: '/th/home', reason: 'Failed to revalidate /th/home: Invalid response 500' }],
    })
    const body = JSON.stringify({ _id: 'product-a', _type: 'product', n: 2 })
    const answer = await post(body, await encodeSignatureHeader(body, Date.now(), SECRET))
    expect(answer.status).toBe(503)
  })

  it('accepts the same signature again after a 503 (Sanity retries it), not after a 200', async () => {
    jest.mocked(revalidateDocument).mockResolvedValueOnce({
      revalidated: [],
      failed: [{ path: null, reason: 'Could not look up the pages showing it: source down' }],
    })
    const body = JSON.stringify({ _id: 'product-a', _type: 'product', n: 3 })
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET)
    expect((await post(body, signature)).status).toBe(503)
    expect((await post(body, signature)).status).toBe(200)
    expect((await post(body, signature)).status).toBe(409)
  })

  it('answers 207 with the failed pages when only some failed', async () => {
    const report = {
      revalidated: ['/th/home'],
      failed: [{ path: '/en/home', reason: 'Failed to revalidate /en/home: Invalid response 500' }],
    }
    jest.mocked(revalidateDocument).mockResolvedValueOnce(report)
    const body = JSON.stringify({ _id: 'product-a', _type: 'product', n: 4 })
    const answer = await post(body, await encodeSignatureHeader(body, Date.now(), SECRET))
    expect(answer).toEqual({ status: 207, body: report })
  })

  it('answers 503, refreshing nothing, when a moved page’s redirect cannot be stored', async () => {
    jest.mocked(keepOldAddress).mockResolvedValueOnce({
      ok: false,
      message: 'The redirect from the old address could not be stored (Redis is not connected)',
    })
    const body = JSON.stringify({ _id: 'n', _type: 'news', slug: 'b', previousSlug: 'a' })
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET)
    const answer = await post(body, signature)
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({ message: expect.stringMatching(/could not be stored/) })
    expect(revalidateDocument).not.toHaveBeenCalled()
    // Sanity's retry of it is accepted.
    expect((await post(body, signature)).status).toBe(200)
  })

  it('answers 207 naming a moved page’s refused redirect', async () => {
    const refused = { path: '/api/x', reason: 'No redirect from the old address: …' }
    jest.mocked(keepOldAddress).mockResolvedValueOnce({ ok: true, refused })
    const body = JSON.stringify({ _id: 'p', _type: 'page', path: '/a', previousPath: '/api/x' })
    const answer = await post(body, await encodeSignatureHeader(body, Date.now(), SECRET))
    expect(answer).toEqual({ status: 207, body: { revalidated: ['/th/home'], failed: [refused] } })
  })

  it('leaves the index alone for an unsigned or wrongly signed call', async () => {
    const body = JSON.stringify({ _id: 'product-pork-belly', _type: 'product' })
    expect((await post(body)).status).toBe(401)
    const forged = await encodeSignatureHeader(body, Date.now(), 'another-secret-of-16+')
    expect((await post(body, forged)).status).toBe(401)
    expect(invalidateSearchIndex).not.toHaveBeenCalled()
  })
})
