import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import Parser from 'rss-parser'
import { expect, test } from './fixtures'
import { expectInnerPage, expectNoSeriousA11yViolations } from './pageChecks'
import { fullTitle } from './pageTitles'

// The press room in both languages. The contacts are the bundled dataset's; the releases and the
// archive are held to the news list the same server renders, so they are checked against what a
// visitor of the list sees, not against a copy of its rules.

interface ContactDocument {
  _id: string
  _type: string
  name: { th: string; en: string }
  role: { th: string; en: string }
  desk: 'media' | 'investor'
  email: string
  phone: string
  languages: ('th' | 'en')[]
  order: number
}

const contacts = readFileSync(
  path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson'),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as ContactDocument)
  .filter((doc) => doc._type === 'contactPerson')
  .sort((a, b) => a.order - b.order || a._id.localeCompare(b._id))

const ofDesk = (desk: ContactDocument['desk']) => contacts.filter((doc) => doc.desk === desk)

const TEXT = {
  en: {
    menu: 'Media center',
    title: 'Press room',
    media: 'Media contacts',
    investor: 'Investor relations',
    releases: 'Latest press releases',
    allReleases: 'All press releases',
    archive: 'News archive by year',
    feeds: 'News feeds (RSS)',
    both: 'Answers in Thai and English',
    notFound: 'Page not found',
  },
  th: {
    menu: 'ศูนย์ข่าว',
    title: 'สำหรับสื่อมวลชน',
    media: 'ผู้ติดต่อสำหรับสื่อมวลชน',
    investor: 'นักลงทุนสัมพันธ์',
    releases: 'ข่าวประชาสัมพันธ์ล่าสุด',
    allReleases: 'ข่าวประชาสัมพันธ์ทั้งหมด',
    archive: 'คลังข่าวย้อนหลังรายปี',
    feeds: 'ฟีดข่าว (RSS)',
    both: 'ติดต่อได้ทั้งภาษาไทยและภาษาอังกฤษ',
    notFound: 'ไม่พบหน้าที่คุณต้องการ',
  },
} as const

/** A phone number as its `tel:` link writes it. */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The hrefs of the links in a region, in document order. */
const hrefs = (scope: Locator) =>
  scope.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))

/** The article links of the news list's cards at an address, in order. */
async function newsListSlugs(page: Page, address: string): Promise<string[]> {
  await page.goto(address)
  return page
    .getByTestId('news-card')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
}

for (const lang of ['en', 'th'] as const) {
  const text = TEXT[lang]

  test.describe(`press room (${lang})`, () => {
    test('is an inner page of the media centre, in its menu, with no serious a11y problem', async ({
      page,
    }) => {
      await expectInnerPage(page, {
        path: '/corporate/press',
        lang,
        title: text.title,
        heading: text.title,
      })
      await expect(page).toHaveTitle(fullTitle(lang, text.menu, text.title))
      await expectNoSeriousA11yViolations(page)
    })

    test('names each media contact and the IR contact with mailto and tel links', async ({
      page,
    }) => {
      await page.goto(`/${lang}/corporate/press`)
      for (const [heading, desk] of [
        [text.media, 'media'],
        [text.investor, 'investor'],
      ] as const) {
        const region = page.getByRole('region', { name: heading, exact: true })
        const cards = region.getByTestId('contact-person')
        const expected = ofDesk(desk)
        expect(expected.length, `${desk} contacts in the dataset`).toBeGreaterThan(0)
        await expect(cards).toHaveCount(expected.length)
        for (const [index, contact] of expected.entries()) {
          const card = cards.nth(index)
          await expect(card.getByRole('heading', { level: 3 })).toHaveText(contact.name[lang])
          await expect(card).toContainText(contact.role[lang])
          await expect(card.locator(`a[href="mailto:${contact.email}"]`)).toHaveText(contact.email)
          await expect(card.locator(`a[href="${telOf(contact.phone)}"]`)).toHaveText(contact.phone)
          if (contact.languages.length === 2) await expect(card).toContainText(text.both)
        }
      }
      // At least one media contact answers in both languages (issue 33).
      expect(ofDesk('media').some((contact) => contact.languages.length === 2)).toBe(true)
    })

    test('lists the newest press releases as the news list’s press-release category does', async ({
      page,
    }) => {
      const listed = await newsListSlugs(page, `/${lang}/corporate/news?category=press-release`)
      await page.goto(`/${lang}/corporate/press`)
      const releases = page.getByRole('region', { name: text.releases, exact: true })
      const links = releases.getByRole('listitem').getByRole('link')
      await expect(links).toHaveCount(Math.min(5, listed.length))
      expect(
        await links.evaluateAll((all) => all.map((link) => link.getAttribute('href'))),
      ).toEqual(listed.slice(0, 5))
      // Newest first, by the dates the page gives.
      const dates = await releases
        .locator('time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!))
      expect(dates).toEqual([...dates].sort().reverse())
      await expect(releases.getByRole('link', { name: text.allReleases })).toHaveAttribute(
        'href',
        `/${lang}/corporate/news?category=press-release`,
      )
      // Server-rendered: the links are in the HTML before any script runs.
      const html = await (await page.request.get(`/${lang}/corporate/press`)).text()
      for (const href of listed.slice(0, 5)) expect(html).toContain(`href="${href}"`)
    })

    test('each year of the archive opens the news list of that year', async ({ page, request }) => {
      await page.goto(`/${lang}/corporate/press`)
      const archive = page.getByRole('region', { name: text.archive, exact: true })
      const years = await archive.getByRole('link').evaluateAll((links) =>
        links.map((link) => ({
          href: link.getAttribute('href')!,
          // "2569 (7 ข่าว)", "2026 (7 news items)": the count the link promises.
          count: Number(/\((\d+)/.exec(link.textContent ?? '')?.[1]),
        })),
      )
      expect(years.length).toBeGreaterThan(0)
      for (const { href, count } of years) {
        expect(href).toMatch(new RegExp(`^/${lang}/corporate/news\\?year=\\d{4}$`))
        expect(count, href).toBeGreaterThan(0)
        // Server-rendered: the address itself answers with the year's list.
        expect((await request.get(href)).status(), href).toBe(200)
        const slugs = await newsListSlugs(page, href)
        expect(slugs.length, href).toBe(Math.min(9, count))
        await expect(page.getByTestId('news-list-summary')).toContainText(String(count))
      }
      // The years together hold every article of the list.
      const total = years.reduce((sum, year) => sum + year.count, 0)
      await page.goto(`/${lang}/corporate/news`)
      await expect(page.getByTestId('news-list-summary')).toContainText(` ${total} `)
    })

    test('a year with no news or of the wrong form is the list’s 404', async ({ page }) => {
      for (const query of ['year=1999', 'year=25', 'year=2025&year=2024']) {
        const response = await page.goto(`/${lang}/corporate/news?${query}`)
        expect(response?.status(), query).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound)
      }
    })

    test('links the feeds of its language, each an RSS feed a reader can read', async ({
      page,
      request,
    }) => {
      await page.goto(`/${lang}/corporate/press`)
      const feeds = page.getByRole('region', { name: text.feeds, exact: true })
      const links = await hrefs(feeds)
      // All news and one per category.
      expect(links.length).toBeGreaterThan(1)
      const parser = new Parser({ customFields: { feed: ['language'] } })
      for (const href of links) {
        const url = new URL(href)
        expect(url.pathname).toBe(`/${lang}/corporate/news/feed.xml`)
        const response = await request.get(`${url.pathname}${url.search}`)
        expect(response.status(), href).toBe(200)
        expect(response.headers()['content-type']).toContain('application/rss+xml')
        const feed = await parser.parseString(await response.text())
        expect(feed.language).toBe(lang)
      }
      // The head announces the feed too, as the news pages do.
      await expect(
        page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveCount(1)
    })
  })

  test(`the investor overview names the IR contact (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/investors`)
    const block = page.getByTestId('investor-contacts')
    const [contact] = ofDesk('investor')
    await expect(block.getByRole('heading', { level: 3 }).first()).toHaveText(contact!.name[lang])
    await expect(block).toContainText(contact!.role[lang])
    await expect(block.locator(`a[href="mailto:${contact!.email}"]`)).toBeVisible()
    await expect(block.locator(`a[href="${telOf(contact!.phone)}"]`)).toBeVisible()
  })
}
