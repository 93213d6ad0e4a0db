/**
 * @jest-environment node
 */
import type { ScheduledDocument } from '@/lib/content/publicationClock'
import { callApi } from '@/lib/testing/apiTest'
import { publicationDueHandler, publicationDueRoute } from './publicationRoute'
import { PUBLICATION_KEY_HEADER, publicationRouteKey } from './routeKey'

const NOW = Date.parse('2026-12-01T10:00:30.000Z')
const RESULTS: ScheduledDocument = {
  _id: 'news-results',
  _type: 'news',
  slug: 'results',
  publicFrom: '2026-12-01T10:00:00.000Z',
}
const LATER: ScheduledDocument = {
  ...RESULTS,
  _id: 'news-later',
  slug: 'later',
  publicFrom: '2026-12-01T11:00:00Z',
}

function setUp() {
  const rendered: string[] = []
  const expired: string[][] = []
  const invalidateSearch = jest.fn(async () => undefined)
  const handler = publicationDueHandler({
    context: {
      finder: { referencing: async () => [], ofTypes: async () => [] },
      hasPage: () => true,
      expireSelections: async (lists) => {
        expired.push(lists)
      },
    },
    invalidateSearch,
    loadScheduled: async () => [RESULTS, LATER],
    now: () => NOW,
  })
  const post = (rawBody: string, key: string | null = publicationRouteKey()) =>
    callApi<{ revalidated?: string[]; message?: string }>(
      handler,
      {
        method: 'POST',
        headers: key === null ? {} : { [PUBLICATION_KEY_HEADER]: key },
        rawBody,
      },
      {
        revalidate: async (path: string) => {
          rendered.push(path)
        },
      },
    )
  return { post, rendered, expired, invalidateSearch }
}

describe('/api/publication-due', () => {
  it('refreshes every page of a document whose moment came, in both languages, and the search', async () => {
    const { post, rendered, expired, invalidateSearch } = setUp()
    const answer = await post(JSON.stringify({ ids: ['news-results'] }))
    expect(answer.status).toBe(200)
    expect(rendered).toEqual(
      expect.arrayContaining([
        '/th/news/results',
        '/en/news/results',
        '/th/corporate/news',
        '/en/corporate/news',
        '/th/home',
        '/en/home',
      ]),
    )
    expect(expired).toEqual([['news']])
    expect(invalidateSearch).toHaveBeenCalledTimes(1)
  })

  it('refreshes nothing for a document whose moment has not come, whatever the body says', async () => {
    const { post, rendered } = setUp()
    const answer = await post(JSON.stringify({ ids: ['news-later', 'news-unknown'] }))
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ revalidated: [], failed: [] })
    expect(rendered).toEqual([])
  })

  it('answers 403 to anyone but its own server', async () => {
    const { post, rendered } = setUp()
    for (const key of [null, 'ab'.repeat(32), 'not hex']) {
      const answer = await post(JSON.stringify({ ids: ['news-results'] }), key)
      expect(answer.status).toBe(403)
      expect(answer.body?.message).toMatch(/own server/)
    }
    expect(rendered).toEqual([])
  })

  it.each([
    ['not JSON', '{', /not JSON/],
    ['no ids', '{}', /"ids" must be a list/],
    ['too many ids', JSON.stringify({ ids: Array(101).fill('x') }), /1 to 100/],
    ['ids that are not strings', JSON.stringify({ ids: [1] }), /document ids/],
  ])('answers 400 with a message for %s', async (_, body, message) => {
    const answer = await setUp().post(body)
    expect(answer.status).toBe(400)
    expect(answer.body?.message).toMatch(message)
  })

  it('allows POST only', async () => {
    const answer = await callApi(publicationDueRoute, { method: 'GET' })
    expect(answer.status).toBe(405)
  })
})
