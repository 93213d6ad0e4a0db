import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import Parser from 'rss-parser'
import { expect, test } from './fixtures'
import { expectInnerPage, expectNoSeriousA11yViolations } from './pageChecks'

// Expectations come from the bundled dataset itself, in both languages.
interface NewsDocument {
  _id: string
  _type: string
  slug: { current: string }
  title: { th: string; en: string }
  publishedAt: string
  category: string
  gallery?: { alt: { th: string; en: string } }[]
}
const news = readFileSync(path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as NewsDocument)
  .filter((doc) => doc._type === 'news')
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))

const ARTICLE = news.find((doc) => doc.slug.current === 'new-ready-meal-line-opens-in-saraburi')!

const TEXT = {
  en: {
    title: 'Media center',
    breadcrumbs: 'Breadcrumb',
    investor: 'Investor news',
    filter: 'Filter news by category',
    pages: 'News pages',
    page2: 'Page 2',
    summary: (from: number, to: number, total: number) =>
      `Showing ${from}–${to} of ${total} news items`,
    notFound: 'Page not found',
    gallery: 'Choose a photo',
    share: 'Share this news',
    related: 'Related news',
  },
  th: {
    title: 'ศูนย์ข่าว',
    breadcrumbs: 'เส้นทางนำทาง',
    investor: 'ข่าวนักลงทุนสัมพันธ์',
    filter: 'กรองข่าวตามหมวดหมู่',
    pages: 'หน้ารายการข่าว',
    page2: 'หน้า 2',
    summary: (from: number, to: number, total: number) =>
      `แสดงข่าวที่ ${from}–${to} จากทั้งหมด ${total} ข่าว`,
    notFound: 'ไม่พบหน้าที่คุณต้องการ',
    gallery: 'เลือกภาพ',
    share: 'แชร์ข่าวนี้',
    related: 'ข่าวที่เกี่ยวข้อง',
  },
} as const

const cards = (page: Page) => page.getByTestId('news-card')

/** Marks the document: still there after shallow routing, gone after a full load. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-news-e2e', 'same'))
}
const isSameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-news-e2e') === 'same')

for (const lang of ['en', 'th'] as const) {
  const text = TEXT[lang]

  test.describe(`news list (${lang})`, () => {
    test('is an inner page with the newest nine cards', async ({ page }) => {
      await expectInnerPage(page, {
        path: '/corporate/news',
        lang,
        title: text.title,
        heading: text.title,
      })
      await expect(cards(page)).toHaveCount(9)
      const first = cards(page).first()
      await expect(first.getByRole('heading', { level: 2 })).toHaveText(news[0]!.title[lang])
      await expect(first.getByRole('link')).toHaveAttribute(
        'href',
        `/${lang}/news/${news[0]!.slug.current}`,
      )
      await expect(first.locator('img')).toHaveAttribute('width', '460')
      // Thai pages count years in the Buddhist era.
      const year = Number(news[0]!.publishedAt.slice(0, 4)) + (lang === 'th' ? 543 : 0)
      await expect(first.locator('time')).toContainText(String(year))
      await expectNoSeriousA11yViolations(page)
    })

    test('a category filter changes the URL without a reload and survives one', async ({
      page,
    }) => {
      await page.goto(`/${lang}/corporate/news`)
      await expect(cards(page)).toHaveCount(9)
      await markDocument(page)
      const filter = page.getByRole('navigation', { name: text.filter })
      await filter.getByRole('link', { name: text.investor }).click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/corporate/news\\?category=investor$`))
      const investorCount = news.filter((doc) => doc.category === 'investor').length
      await expect(cards(page)).toHaveCount(investorCount)
      await expect(cards(page).filter({ hasNotText: text.investor })).toHaveCount(0)
      expect(await isSameDocument(page)).toBe(true)

      await page.reload()
      await expect(cards(page)).toHaveCount(investorCount)
      await expect(filter.getByRole('link', { name: text.investor })).toHaveAttribute(
        'aria-current',
        'true',
      )
    })

    test('pages to page 2 and back', async ({ page }) => {
      const summary = page.getByTestId('news-list-summary')
      const titles = (from: number, to: number) =>
        news.slice(from, to).map((doc) => doc.title[lang])
      await page.goto(`/${lang}/corporate/news`)
      // The page the server sent lists the dataset's news. A build folder holding a list page
      // that another server rendered from other content (e2e/cluster.spec.ts's instances add an
      // article) fails here, instead of showing up as page 2 starting one card early.
      await expect(summary).toHaveText(text.summary(1, 9, news.length))
      await expect(cards(page).getByRole('heading')).toHaveText(titles(0, 9))
      await markDocument(page)
      const pagination = page.getByRole('navigation', { name: text.pages })
      await pagination.getByRole('link', { name: text.page2, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/corporate/news\\?page=2$`))
      // A last page of one card folds into the page before it (lib/news/listing.ts): 19 are 9 + 10.
      const secondEnd = news.length % 9 === 1 ? news.length : Math.min(18, news.length)
      await expect(summary).toHaveText(text.summary(10, secondEnd, news.length))
      await expect(cards(page).getByRole('heading')).toHaveText(titles(9, secondEnd))
      await expect(pagination.locator('[aria-current="page"]')).toHaveText('2')
      expect(await isSameDocument(page)).toBe(true)

      await pagination.locator('a[rel="prev"]').click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/corporate/news$`))
      await expect(cards(page).getByRole('heading')).toHaveText(titles(0, 9))
      await expect(pagination.locator('[aria-current="page"]')).toHaveText('1')
      expect(await isSameDocument(page)).toBe(true)
    })

    test('an address with a category or page the list does not have is the 404 page', async ({
      page,
    }) => {
      for (const query of ['page=abc', 'category=gossip&page=-1', 'page=0', 'page=99']) {
        const response = await page.goto(`/${lang}/corporate/news?${query}`)
        expect(response?.status(), query).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound)
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      }
    })

    test('announces the news feed of its language, which a feed reader can read', async ({
      page,
      request,
    }) => {
      await page.goto(`/${lang}/corporate/news`)
      const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]').first()
      await expect(link).toHaveAttribute('title', /.+/)
      // The href is absolute, on the configured site address; the server under test answers it.
      const href = new URL((await link.getAttribute('href'))!)
      expect(href.pathname).toBe(`/${lang}/corporate/news/feed.xml`)
      const response = await request.get(`${href.pathname}${href.search}`)
      expect(response.status()).toBe(200)
      const feed = await new Parser({ customFields: { feed: ['language'] } }).parseString(
        await response.text(),
      )
      expect(feed.language).toBe(lang)
      expect(feed.items[0]?.title).toBe(news[0]!.title[lang])
    })
  })

  test.describe(`news article (${lang})`, () => {
    const slug = ARTICLE.slug.current
    const title = ARTICLE.title[lang]

    test('is an inner page whose last crumb and h1 are the title, with NewsArticle JSON-LD', async ({
      page,
    }) => {
      await expectInnerPage(page, {
        path: `/news/${slug}`,
        lang,
        title: text.title,
        heading: title,
      })
      const breadcrumbs = page.getByRole('navigation', { name: text.breadcrumbs })
      await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(title)
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')

      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(canonical).toMatch(new RegExp(`^https?://.+/${lang}/news/${slug}$`))
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((json) => JSON.parse(json) as Record<string, unknown>)
        .find((data) => data['@type'] === 'NewsArticle')
      expect(jsonLd).toMatchObject({
        '@context': 'https://schema.org',
        headline: title,
        url: canonical,
        datePublished: ARTICLE.publishedAt,
        inLanguage: lang === 'en' ? 'en-US' : 'th-TH',
      })
      expect((jsonLd!.image as string[]).length).toBeGreaterThan(1)
      await expectNoSeriousA11yViolations(page)
    })

    test('the gallery shows the chosen photo, by pointer and by keyboard', async ({ page }) => {
      await page.goto(`/${lang}/news/${slug}`)
      const alts = ARTICLE.gallery!.map((image) => image.alt[lang])
      const thumbnails = page.getByRole('list', { name: text.gallery }).getByRole('button')
      await expect(thumbnails).toHaveCount(alts.length)
      const caption = page.getByTestId('gallery-caption')
      await expect(caption).toContainText(alts[0]!)

      await thumbnails.nth(1).click()
      await expect(caption).toContainText(alts[1]!)
      await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true')
      await expect(page.locator('figure img').nth(1)).toHaveAttribute('alt', alts[1]!)

      await page.keyboard.press('ArrowRight')
      await expect(caption).toContainText(alts[2]!)
      await expect(thumbnails.nth(2)).toBeFocused()
      await page.keyboard.press('Home')
      await expect(caption).toContainText(alts[0]!)
      await expect(thumbnails.nth(0)).toBeFocused()
      await page.keyboard.press('End')
      await expect(caption).toContainText(alts[2]!)
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Enter')
      await expect(caption).toContainText(alts[1]!)
    })

    test('share links carry the encoded canonical URL; related news links on', async ({ page }) => {
      await page.goto(`/${lang}/news/${slug}`)
      const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!
      const encoded = encodeURIComponent(canonical)
      const share = page.getByRole('complementary', { name: text.share })
      const expected = {
        facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
        x: `https://x.com/intent/post?url=${encoded}&`,
        line: `https://social-plugins.line.me/lineit/share?url=${encoded}`,
        linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
        email: `mailto:?subject=${encodeURIComponent(title)}&`,
      }
      for (const [network, start] of Object.entries(expected)) {
        const link = share.locator(`a[data-network="${network}"]`)
        await expect(link).toBeVisible()
        expect(await link.getAttribute('href')).toContain(start)
        await expect(link).toHaveAccessibleName(/\S/)
      }
      expect(await share.locator('a[data-network="email"]').getAttribute('href')).toContain(encoded)

      const related = page.getByRole('region', { name: text.related })
      await expect(related.getByTestId('news-card')).toHaveCount(3)
      const next = related.getByTestId('news-card').first()
      const nextTitle = (await next.getByRole('heading', { level: 3 }).textContent())!
      await next.getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/news/(?!${slug})`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle)
    })

    test('an unknown article is a 404', async ({ page }) => {
      const response = await page.goto(`/${lang}/news/no-such-article`)
      expect(response?.status()).toBe(404)
    })
  })
}
