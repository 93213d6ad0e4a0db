/**
 * @jest-environment node
 */
import type { RecordedAnswer } from '@/lib/testing/apiResponse'
import { callApi } from '@/lib/testing/apiTest'
import { createSearchHandler, type SearchAnswer } from './searchHandler'
import type { SearchResponse } from './types'

type Answer = RecordedAnswer<SearchAnswer>

async function call(
  handler: ReturnType<typeof createSearchHandler>,
  query: Record<string, string | string[]>,
  method = 'GET',
): Promise<Answer> {
  return callApi<SearchAnswer>(handler, { method, query })
}

describe('GET /api/search', () => {
  const search = jest.fn(
    async (query: string, lang: 'th' | 'en', limit: number): Promise<SearchResponse> => ({
      query,
      lang,
      total: limit,
      groups: [],
    }),
  )
  const handler = createSearchHandler({ search, logError: () => {} })

  beforeEach(() => search.mockClear())

  it('searches with the query, language and limit, cacheable for a minute', async () => {
    const answer = await call(handler, { q: ' ไก่ ', lang: 'th', limit: '5' })
    expect(answer.status).toBe(200)
    expect(search).toHaveBeenCalledWith('ไก่', 'th', 5)
    expect(answer.body).toEqual({ query: 'ไก่', lang: 'th', total: 5, groups: [] })
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=60/)
  })

  it('returns 20 results by default and accepts 1 to 50', async () => {
    await call(handler, { q: 'pork', lang: 'en' })
    expect(search).toHaveBeenLastCalledWith('pork', 'en', 20)
    for (const limit of ['1', '50']) {
      expect((await call(handler, { q: 'pork', lang: 'en', limit })).status).toBe(200)
    }
  })

  it('answers an empty query with no results, without searching', async () => {
    for (const q of [undefined, '', '   ']) {
      const answer = await call(handler, q === undefined ? { lang: 'en' } : { q, lang: 'en' })
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ query: '', lang: 'en', total: 0, groups: [] })
    }
    expect(search).not.toHaveBeenCalled()
  })

  it.each([
    [{ q: 'x'.repeat(201), lang: 'th' }, /at most 200 characters/],
    [{ q: 'ไก่', lang: 'fr' }, /lang must be one of: th, en/],
    [{ q: 'ไก่' }, /lang must be one of: th, en/],
    [{ q: 'ไก่', lang: 'th', limit: '0' }, /limit must be at least 1/],
    [{ q: 'ไก่', lang: 'th', limit: '51' }, /limit must be at most 50/],
    [{ q: 'ไก่', lang: 'th', limit: 'ten' }, /limit must be a whole number/],
    [{ q: 'ไก่', lang: 'th', limit: '2.5' }, /limit must be a whole number/],
    [{ q: ['a', 'b'], lang: 'th' }, /Give q once/],
  ])('refuses %j with 400 and a message', async (query, message) => {
    const answer = await call(handler, query)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ message: expect.stringMatching(message) })
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(search).not.toHaveBeenCalled()
  })

  it('accepts a query of exactly 200 characters', async () => {
    expect((await call(handler, { q: 'ก'.repeat(200), lang: 'th' })).status).toBe(200)
  })

  it.each(['POST', 'PUT', 'DELETE'])('refuses %s with 405 and Allow: GET', async (method) => {
    const answer = await call(handler, { q: 'pork', lang: 'en' }, method)
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET')
    // The wrong method is answered by lib/http/apiRoute, in the asker's language (Thai here).
    expect(answer.body).toEqual({ message: `ที่อยู่นี้ไม่รองรับคำขอแบบ ${method} โปรดใช้ GET` })
  })

  it('answers 503 when the content source fails', async () => {
    search.mockRejectedValueOnce(new Error('source down'))
    const answer = await call(handler, { q: 'pork', lang: 'en' })
    expect(answer.status).toBe(503)
    expect(answer.headers['cache-control']).toBe('no-store')
    // In the language the visitor searches in.
    expect(answer.body).toEqual({
      message: 'Search is not available right now. Please try again shortly.',
    })
  })
})
