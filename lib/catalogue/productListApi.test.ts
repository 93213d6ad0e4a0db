/**
 * @jest-environment node
 */
import { getKnownFacetValues, getProductList, type ProductListResult } from './productList'
import type { RecordedAnswer } from '@/lib/testing/apiResponse'
import { callApi } from '@/lib/testing/apiTest'
import { EMPTY_SELECTION } from './listSelection'
import {
  createProductListHandler,
  parseProductListQuery,
  type ProductListAnswer,
  type ProductListHandlerDeps,
} from './productListApi'

type Answer = RecordedAnswer<ProductListAnswer>

async function call(
  handler: ReturnType<typeof createProductListHandler>,
  query: Record<string, string | string[]>,
  { method = 'GET', preview = false } = {},
): Promise<Answer> {
  return callApi<ProductListAnswer>(handler, { method, query, preview })
}

const message = (answer: Answer) => (answer.body as { message: string }).message
const result = (answer: Answer) => answer.body as ProductListResult

describe('parseProductListQuery', () => {
  it('reads every parameter, repeated facets as lists', () => {
    expect(
      parseProductListQuery({
        lang: 'en',
        line: ['pet-food', 'fresh-meat', 'pet-food'],
        brand: 'golden-farm',
        country: 'JP',
        sort: 'newest',
        page: '2',
      }),
    ).toEqual({
      ok: true,
      lang: 'en',
      selection: {
        ...EMPTY_SELECTION,
        line: ['fresh-meat', 'pet-food'],
        brand: ['golden-farm'],
        country: 'JP',
        sort: 'newest',
        page: 2,
      },
    })
    expect(parseProductListQuery({})).toEqual({ ok: true, lang: 'th', selection: EMPTY_SELECTION })
  })

  it.each([
    [{ lang: 'fr' }, /lang must be one of th, en/],
    [{ lang: ['th', 'en'] }, /lang may be given only once/],
    [{ sort: 'cheapest' }, /sort must be one of featured, name, newest/],
    [{ page: '0' }, /page must be a whole number from 1/],
    [{ page: 'two' }, /page must be a whole number from 1/],
    [{ page: ['1', '2'] }, /page may be given only once/],
    [{ country: 'jp' }, /country must be an ISO 3166-1 code/],
    [{ country: ['JP', 'TH'] }, /country may be given only once/],
    [{ brand: 'Golden Farm' }, /brand must be a slug/],
    [{ category: '../etc' }, /category must be a slug/],
    [{ line: Array.from({ length: 51 }, (_, i) => `line-${i}`) }, /line takes at most 50/],
    [{ q: 'chicken' }, /unknown parameter q/],
    [{ category: 'a'.repeat(97) }, /category must be a slug/],
  ])('%j is refused: %p', (query, expected) => {
    const parsed = parseProductListQuery(query)
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && parsed.message).toMatch(expected)
  })

  it('repeats neither markup nor overlong input in its message', () => {
    const messages = [
      { '<script>alert(1)</script>': '1' },
      { ['x'.repeat(5000)]: '1' },
      { line: 'a'.repeat(5000) },
      { brand: '"><img src=x onerror=alert(1)>' },
      { sort: '<script>' },
    ].map((query) => {
      const parsed = parseProductListQuery(query)
      return parsed.ok ? '' : parsed.message
    })
    for (const message of messages) {
      expect(message).not.toBe('')
      expect(message).not.toMatch(/[<>"]/)
      expect(message.length).toBeLessThan(200)
    }
    expect(messages[0]).toBe(
      'unknown parameter (allowed: lang, line, category, brand, country, sort, page)',
    )
  })
})

describe('GET /api/products on the bundled dataset', () => {
  const handler = createProductListHandler({
    knownValues: getKnownFacetValues,
    load: getProductList,
  })

  it('answers one page with facets, and the brand when it is the only one', async () => {
    const answer = await call(handler, { lang: 'en', brand: 'golden-farm', country: 'JP' })
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toMatch(/s-maxage=60/)
    const body = result(answer)
    expect(body.total).toBeGreaterThan(0)
    expect(body.items.every((item) => item.brand?.slug === 'golden-farm')).toBe(true)
    expect(body.facets.brand.find((option) => option.value === 'golden-farm')!.count).toBe(
      body.total,
    )
    expect(body.brand).toMatchObject({ slug: 'golden-farm' })
    expect(body.selection).toMatchObject({ brand: ['golden-farm'], country: 'JP', page: 1 })
  })

  it('answers the last page for a page past the end', async () => {
    const answer = await call(handler, { lang: 'th', line: 'pet-food', page: '9' })
    expect(answer.status).toBe(200)
    expect(result(answer)).toMatchObject({ page: 1, pageCount: 1, selection: { page: 1 } })
  })

  it('is 400 with a message for a value no document has', async () => {
    const answer = await call(handler, { lang: 'en', brand: ['golden-farm', 'no-such-brand'] })
    expect(answer.status).toBe(400)
    expect(message(answer)).toBe('unknown brand no-such-brand')
    const country = await call(handler, { country: 'ZZ' })
    expect(country.status).toBe(400)
    expect(message(country)).toBe('unknown country ZZ')
  })

  it('is 400 for a malformed query, before anything is loaded', async () => {
    const load = jest.fn<ReturnType<ProductListHandlerDeps['load']>, []>()
    const guarded = createProductListHandler({ knownValues: getKnownFacetValues, load })
    const answer = await call(guarded, { sort: 'price', page: '-1' })
    expect(answer.status).toBe(400)
    expect(message(answer)).toMatch(/sort must be .*; page must be/)
    expect(load).not.toHaveBeenCalled()
  })

  it('is 405 for another method', async () => {
    const answer = await call(handler, {}, { method: 'POST' })
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
  })

  it('is 503 when the content source fails, and logs why', async () => {
    const logError = jest.fn()
    const failing = createProductListHandler({
      knownValues: getKnownFacetValues,
      load: () => Promise.reject(new Error('lake down')),
      logError,
    })
    const answer = await call(failing, { lang: 'en' })
    expect(answer.status).toBe(503)
    expect(message(answer)).toMatch(/not available/)
    expect(logError).toHaveBeenCalledWith(expect.any(String), expect.any(Error))
  })

  it('never caches an editor preview', async () => {
    const load = jest.fn((...args: Parameters<ProductListHandlerDeps['load']>) =>
      getProductList(...args),
    )
    const previewing = createProductListHandler({ knownValues: getKnownFacetValues, load })
    const answer = await call(previewing, { lang: 'en' }, { preview: true })
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe('private, no-store')
    expect(load).toHaveBeenCalledWith('en', EMPTY_SELECTION, { preview: true })
  })
})
