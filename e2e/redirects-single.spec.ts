import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { HANDLED, postWebhook, readDataset, writeDataset } from './datasetCopy'

/*
 * The test server alone (one instance, no Redis: the embedded default): a moved news item's
 * redirect is kept in its data folder and answered at once, with no other instance to tell it.
 * The cluster's side is e2e/redirects.spec.ts.
 */

test('one instance without Redis keeps a moved article’s redirect in its data folder and answers it at once', async ({
  request,
  baseURL,
}) => {
  const original = readDataset()
  const news = original.find((doc) => doc._type === 'news')!
  const slug = (news.slug as { current: string }).current
  const moved = `${slug}-moved-${Date.now()}`
  const rename = (from: string, to: string) => {
    writeDataset(
      original.map((doc) =>
        doc._id === news._id ? { ...doc, slug: { _type: 'slug', current: to } } : doc,
      ),
    )
    return postWebhook(request, {
      _id: news._id,
      _type: 'news',
      slug: to,
      path: null,
      previousSlug: from,
      previousPath: null,
    })
  }
  try {
    expect(HANDLED).toContain((await rename(slug, moved)).status())
    // The webhook answers once this instance has the redirect.
    for (const lang of ['th', 'en']) {
      const answer = await fetch(`${baseURL}/${lang}/news/${slug}?ref=mail`, { redirect: 'manual' })
      expect(answer.status).toBe(308)
      expect(answer.headers.get('location')).toBe(`/${lang}/news/${moved}?ref=mail`)
    }
    // A link without a language: the Thai page's redirect, in one hop.
    const bare = await fetch(`${baseURL}/news/${slug}`, { redirect: 'manual' })
    expect([bare.status, bare.headers.get('location')]).toEqual([308, `/th/news/${moved}`])
    const store = path.join(process.env.E2E_DATA_DIR!, 'redirects', 'automatic.json')
    expect(existsSync(store)).toBe(true)
    expect(readFileSync(store, 'utf8')).toContain(`"from":"/news/${slug}"`)
  } finally {
    // Back where it was: the first address is the article's page again, for the other tests.
    expect(HANDLED).toContain((await rename(moved, slug)).status())
  }
  const back = await fetch(`${baseURL}/en/news/${slug}`, { redirect: 'manual' })
  expect(back.status).toBe(200)
})
