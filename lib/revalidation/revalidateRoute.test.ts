/**
 * @jest-environment node
 */
import { Readable } from 'node:stream'
import { SIGNATURE_HEADER_NAME, encodeSignatureHeader } from '@sanity/webhook'
import type { NextApiRequest, NextApiResponse } from 'next'
import { invalidateSearchIndex } from '@/lib/search/siteSearch'
import revalidateRoute from '@/pages/api/revalidate'
import { revalidateDocument } from './revalidateDocument'

// The route's one addition to the page revalidation: a signed change also invalidates the site
// search's index (the pages' side is tested in revalidateDocument.test.ts and the browser tests).
jest.mock('@/lib/search/siteSearch', () => ({ invalidateSearchIndex: jest.fn() }))
jest.mock('./revalidateDocument', () => ({
  revalidateDocument: jest.fn(async () => ({ revalidated: ['/th/home'], failed: [] })),
}))
jest.mock('./builtPages', () => ({ builtPages: () => () => true }))
jest.mock('./documentFinder', () => ({ contentDocumentFinder: () => ({}) }))

const SECRET = 'embedded-webhook-secret'

async function post(body: string, signature?: string) {
  const req = Object.assign(Readable.from([Buffer.from(body)]), {
    method: 'POST',
    headers: signature ? { [SIGNATURE_HEADER_NAME]: signature } : {},
  }) as unknown as NextApiRequest
  const answer = { status: 0 }
  const res = {
    setHeader: () => res,
    status(code: number) {
      answer.status = code
      return res
    },
    json: () => res,
    revalidate: async () => {},
  } as unknown as NextApiResponse
  await revalidateRoute(req, res)
  return answer
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

  it('leaves the index alone for an unsigned or wrongly signed call', async () => {
    const body = JSON.stringify({ _id: 'product-pork-belly', _type: 'product' })
    expect((await post(body)).status).toBe(401)
    const forged = await encodeSignatureHeader(body, Date.now(), 'another-secret-of-16+')
    expect((await post(body, forged)).status).toBe(401)
    expect(invalidateSearchIndex).not.toHaveBeenCalled()
  })
})
