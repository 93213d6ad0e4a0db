/**
 * @jest-environment node
 */
import { getProductReference } from './loadProductReference'
import { callApi } from '@/lib/testing/apiTest'
import { createProductReferenceHandler, type ProductReferenceAnswer } from './productReferenceApi'

// GET /api/enquiry-product over the bundled dataset, as the contact form asks it.
async function call(query: Record<string, string | string[]>, method = 'GET') {
  const handler = createProductReferenceHandler({
    load: (slug, lang) => getProductReference(slug, lang),
    logError: () => undefined,
  })
  return callApi<ProductReferenceAnswer>(handler, { method, query })
}

describe('GET /api/enquiry-product', () => {
  it('names the product in the asked language, with its small picture', async () => {
    const th = await call({ slug: 'skinless-chicken-breast', lang: 'th' })
    expect(th.status).toBe(200)
    expect(th.body).toEqual({
      product: {
        id: 'product-skinless-chicken-breast',
        slug: 'skinless-chicken-breast',
        name: 'อกไก่ลอกหนัง',
        image: expect.objectContaining({ width: 40, height: 40 }),
      },
    })
    const en = await call({ slug: 'skinless-chicken-breast', lang: 'en' })
    expect(en.body).toMatchObject({ product: { name: 'Skinless Chicken Breast' } })
  })

  it('answers an unknown product with null, not an error: the form says so and goes on', async () => {
    expect(await call({ slug: 'no-such-product' })).toMatchObject({
      status: 200,
      body: { product: null },
    })
  })

  it('answers 400 with a message to a missing or malformed slug or language, 405 to a POST', async () => {
    const queries: Record<string, string | string[]>[] = [
      {},
      { slug: '<b>' },
      { slug: ['a', 'b'] },
      { slug: 'a', lang: 'fr' },
    ]
    for (const query of queries) {
      const answer = await call(query)
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ message: expect.any(String) })
    }
    expect((await call({ slug: 'a' }, 'POST')).status).toBe(405)
  })

  it('answers 503 when the content source fails', async () => {
    const handler = createProductReferenceHandler({
      load: () => Promise.reject(new Error('down')),
      logError: () => undefined,
    })
    const answer = await callApi(handler, { query: { slug: 'a' } })
    expect(answer.status).toBe(503)
  })
})
