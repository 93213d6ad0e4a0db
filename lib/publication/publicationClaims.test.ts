/**
 * @jest-environment node
 */
import type { ScheduledDocument } from '@/lib/content/publicationClock'
import { startTestRedis, type TestRedis } from '@/lib/testing/testRedis'
import { CLAIM_MS, publicationClaims } from './publicationClaims'

const RESULTS: ScheduledDocument = {
  _id: 'news-results',
  _type: 'news',
  slug: 'results',
  publicFrom: '2026-12-01T10:00:00.000Z',
}

let redis: TestRedis
beforeAll(async () => {
  redis = await startTestRedis()
})
afterAll(() => redis.close())

describe('publicationClaims', () => {
  it('gives a document’s moment to exactly one of several instances', async () => {
    const claimers = ['site-a', 'site-b', 'site-c'].map((name) =>
      publicationClaims(redis.instance(name), name),
    )
    const answers = await Promise.all(claimers.map((claim) => claim(RESULTS)))
    expect(answers.filter(Boolean)).toHaveLength(1)
    // The winner, trying again after a failed refresh, still holds it; the others still do not.
    const winner = answers.indexOf(true)
    expect(await claimers[winner]!(RESULTS)).toBe(true)
    expect(await claimers[(winner + 1) % 3]!(RESULTS)).toBe(false)
  })

  it('makes a moved moment a new claim, and forgets claims after a while', async () => {
    const connection = redis.instance('site-d')
    const claim = publicationClaims(connection, 'site-d')
    const other = publicationClaims(redis.instance('site-e'), 'site-e')
    expect(await claim({ ...RESULTS, _id: 'news-moved' })).toBe(true)
    expect(await other({ ...RESULTS, _id: 'news-moved', publicFrom: '2026-12-01T11:00:00Z' })).toBe(
      true,
    )
    const ttl = await connection.run('test', (client) =>
      client.pTTL(`siam-harvest:publication-due:news-moved:${Date.parse(RESULTS.publicFrom!)}`),
    )
    expect(ttl).toBeGreaterThan(CLAIM_MS - 5_000)
    expect(ttl).toBeLessThanOrEqual(CLAIM_MS)
  })

  it('lets the one instance there is do it without Redis', async () => {
    expect(await publicationClaims(undefined, 'alone')(RESULTS)).toBe(true)
  })
})
