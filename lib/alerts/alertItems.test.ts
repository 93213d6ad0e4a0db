/**
 * @jest-environment node
 */
import { evaluate, parse } from 'groq-js'
import { alertItemsQuery } from '@/cms/queries/alerts'
import type { AlertItemsQueryResult } from '@/cms/sanity.types'
import { fetchContent } from '@/lib/content/fetchContent'
import { parseItems } from '@/services/core/alertRequests'
import { alertItemsOf } from './alertItems'

// The items the alerts may announce, read from the bundled dataset with the site's own query.

const SITE = 'https://www.siamharvest.test'

describe('alert items', () => {
  it('describes each public document in both languages, with absolute links to its page', async () => {
    const items = alertItemsOf(await fetchContent(alertItemsQuery, {}), SITE)
    const keys = items.map((item) => item.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(new Set(items.map((item) => item.topic))).toEqual(
      new Set(['pressReleases', 'investorNews', 'results', 'dividends', 'irEvents']),
    )
    for (const item of items) {
      expect(item.th.url).toMatch(new RegExp(`^${SITE}/th/`))
      expect(item.en.url).toMatch(new RegExp(`^${SITE}/en/`))
      expect(item.th.title).not.toBe('')
      expect(item.en.title).not.toBe('')
      expect(item.th.summary.length).toBeLessThanOrEqual(600)
      expect(Number.isNaN(Date.parse(item.publishedAt))).toBe(false)
    }
    // What the core service takes: every item, in one call.
    expect(parseItems({ items })).toHaveLength(items.length)
    expect(items.length).toBeLessThanOrEqual(200)
  })

  it('names a news article by its own title and page, a dividend by its figures', async () => {
    const items = alertItemsOf(await fetchContent(alertItemsQuery, {}), SITE)
    const article = items.find((item) => item.key === 'news:news-2025-sustainability-report')
    expect(article).toMatchObject({
      topic: 'pressReleases',
      th: {
        title: 'เผยแพร่รายงานความยั่งยืนปี 2568 ลดการปล่อยก๊าซเรือนกระจกได้ร้อยละ 18',
        url: `${SITE}/th/news/2025-sustainability-report`,
      },
      en: { url: `${SITE}/en/news/2025-sustainability-report` },
    })
    const dividend = items.find((item) => item.key === 'dividend:dividend-2020-annual')
    expect(dividend?.en.title).toMatch(/^Annual dividend for 2020: THB\s0\.45 a share$/)
    expect(dividend?.th.title).toMatch(/^เงินปันผลประจำปี ปี 2563 หุ้นละ/)
    expect(dividend?.en.summary).toBe(
      'XD date May 6, 2021, record date May 7, 2021, payment on May 21, 2021.',
    )
    expect(dividend?.en.url).toBe(`${SITE}/en/investors/dividend`)
  })

  it('leaves out a document whose "public from" has not come', async () => {
    const article = (id: string, publicFrom?: string) => ({
      _id: id,
      _type: 'news',
      _createdAt: '2026-12-01T00:00:00Z',
      slug: { current: id },
      category: 'press-release',
      publishedAt: '2026-12-01T00:00:00Z',
      title: { th: `ข่าว ${id}`, en: `News ${id}` },
      ...(publicFrom ? { publicFrom } : {}),
    })
    const dataset = [article('now'), article('at-ten', '2026-12-02T03:00:00Z')]
    const run = async (now: string) => {
      const result = await evaluate(parse(alertItemsQuery, { params: { now } }), {
        dataset,
        params: { now },
      })
      const items = alertItemsOf((await result.get()) as AlertItemsQueryResult, SITE)
      return items.map((item) => item.key)
    }
    expect(await run('2026-12-02T02:59:59.999Z')).toEqual(['news:now'])
    expect(await run('2026-12-02T03:00:00.000Z')).toEqual(['news:at-ten', 'news:now'])
  })
})
