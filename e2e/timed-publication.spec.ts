import { rmSync } from 'node:fs'
import { createClient } from '@redis/client'
import { expect, test } from '@playwright/test'
import { findDocument, readDataset, writeDataset } from './datasetCopy'
import { copyBundledDataset } from './servers/bundledDatasetCopy'
import { startCluster, type Cluster } from './servers/cluster'

/*
 * Timed publication on the cluster (two instances, one Redis): a news item written into the
 * dataset with a "public from" 30 s ahead, and no webhook at all. Before that moment it is on no
 * page, list, search result or sitemap on either instance; within 60 s after it, it is on all of
 * them, in Thai and English — the lists too, which were cached before it was written and are
 * only rendered again because the site scheduled it (their ISR timer is 300 s).
 */

const AHEAD_MS = 30_000
const WITHIN_MS = 60_000

let cluster: Cluster
let datasetDir: string

test.beforeAll(async () => {
  test.setTimeout(180_000)
  datasetDir = copyBundledDataset('e2e-timed-publication-')
  cluster = await startCluster({ env: { CONTENT_DATASET_DIR: datasetDir } })
})

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    const lines = cluster.log.filter((line) => /public from|timed publication/i.test(line))
    await testInfo.attach('schedule log', { body: lines.join('\n') || '(nothing)' })
  }
})

test.afterAll(async () => {
  await cluster?.stop()
  rmSync(datasetDir, { recursive: true, force: true })
})

async function get(url: string) {
  const response = await fetch(url, { redirect: 'manual' })
  return { status: response.status, text: await response.text() }
}

test('a news item public from 30 s ahead is nowhere until then, then live on both instances in both languages, with no webhook', async () => {
  test.setTimeout(AHEAD_MS + WITHIN_MS + 60_000)
  const origins = cluster.instances.map((instance) => instance.origin)
  const slug = `timed-${Date.now()}`
  const title = { th: `ประกาศผลประกอบการ ${slug}`, en: `Results announcement ${slug}` }
  // Each page is checked for a link to the article, not its slug (the search repeats the query).
  const where = (lang: 'th' | 'en') => ({
    article: `/${lang}/news/${slug}`,
    list: `/${lang}/corporate/news`,
    home: `/${lang}/home`,
    search: `/api/search?lang=${lang}&q=${encodeURIComponent(slug)}`,
  })
  const langs = ['th', 'en'] as const

  // The lists are rendered and cached first, on both instances, as a visited site has them.
  for (const origin of origins) {
    for (const lang of langs) expect((await get(`${origin}${where(lang).list}`)).status).toBe(200)
  }

  const publicFrom = Date.now() + AHEAD_MS
  const news = findDocument('news-2025-sustainability-report', datasetDir)
  writeDataset(
    [
      ...readDataset(datasetDir),
      {
        ...news,
        _id: `news-${slug}`,
        slug: { _type: 'slug', current: slug },
        title: { _type: 'localeString', ...title },
        // The newest article: first on the list and on the home page once it is public.
        publishedAt: new Date(publicFrom).toISOString(),
        publicFrom: new Date(publicFrom).toISOString(),
      },
    ],
    datasetDir,
  )

  for (const origin of origins) {
    for (const lang of langs) {
      const at = where(lang)
      expect((await get(`${origin}${at.article}`)).status, `${origin}${at.article}`).toBe(404)
      for (const page of [at.list, at.home]) {
        expect((await get(`${origin}${page}`)).text, `${origin}${page}`).not.toContain(at.article)
      }
      expect((await get(`${origin}${at.search}`)).text).not.toContain(`"/news/${slug}"`)
    }
    expect((await get(`${origin}/sitemap.xml`)).text).not.toContain(`/news/${slug}`)
  }
  // Every check above ran before the moment, or it proved nothing.
  expect(Date.now()).toBeLessThan(publicFrom)

  /** The first place it is still missing from, or 'live everywhere'. */
  const missingFrom = async () => {
    for (const origin of origins) {
      for (const lang of langs) {
        const at = where(lang)
        const article = await get(`${origin}${at.article}`)
        if (article.status !== 200 || !article.text.includes(title[lang])) {
          return `${origin}${at.article} (${article.status})`
        }
        for (const page of [at.list, at.home]) {
          if (!(await get(`${origin}${page}`)).text.includes(at.article)) return `${origin}${page}`
        }
        // Search results name pages without the language.
        const search = await get(`${origin}${at.search}`)
        if (!search.text.includes(`"/news/${slug}"`)) return `${origin}${at.search}`
      }
      const sitemap = await get(`${origin}/sitemap.xml`)
      if (!sitemap.text.includes(`/news/${slug}`)) return `${origin}/sitemap.xml`
    }
    return 'live everywhere'
  }
  await expect
    .poll(missingFrom, { timeout: publicFrom + WITHIN_MS - Date.now(), intervals: [2_000] })
    .toBe('live everywhere')

  // One instance did it, and the other was told by the shared cache: one claim in Redis, taken
  // by one of the two instances.
  const redis = createClient({ url: cluster.redis.url })
  await redis.connect()
  try {
    const claims = await redis.keys(`siam-harvest:publication-due:news-${slug}:*`)
    expect(claims).toEqual([`siam-harvest:publication-due:news-${slug}:${publicFrom}`])
    const names = await Promise.all(
      origins.map(
        async (origin) =>
          ((await (await fetch(`${origin}/api/health`)).json()) as { instance: string }).instance,
      ),
    )
    expect(names).toContain(await redis.get(claims[0]!))
  } finally {
    await redis.quit()
  }
})
