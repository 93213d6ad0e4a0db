import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './pageChecks'

// The site search in the SEARCH_VIEW modal, in both languages, over the bundled dataset.

const UI = {
  en: {
    open: 'Search',
    field: 'What are you looking for?',
    results: 'Search results',
    empty: 'Nothing found for “xyzzy”.',
  },
  th: {
    open: 'ค้นหา',
    field: 'คุณกำลังมองหาอะไร',
    results: 'ผลการค้นหา',
    empty: 'ไม่พบผลลัพธ์สำหรับ “xyzzy”',
  },
} as const

type Lang = keyof typeof UI

async function openSearch(page: Page, lang: Lang) {
  await page.goto(`/${lang}/home`)
  await page.getByRole('button', { name: UI[lang].open, exact: true }).click()
  const field = page.getByRole('combobox', { name: UI[lang].field })
  await expect(field).toBeFocused()
  return field
}

const results = (page: Page, lang: Lang) =>
  page.getByRole('listbox', { name: UI[lang].results }).getByRole('option')

// What each language's visitors type, and the product it must find (its title on that page).
const SEARCHES = {
  en: [
    {
      how: 'an English word',
      query: 'frankfurters',
      title: 'Pork Frankfurters',
      mark: 'Frankfurters',
      slug: 'pork-frankfurters',
    },
    {
      how: 'a Thai word',
      query: 'ซาลาเปา',
      title: 'BBQ Pork Buns',
      mark: 'ซาลาเปา',
      slug: 'bbq-pork-buns',
    },
    {
      how: 'a fragment of a Thai name',
      query: 'ลาเปา',
      title: 'BBQ Pork Buns',
      mark: 'ลาเปา',
      slug: 'bbq-pork-buns',
    },
  ],
  th: [
    {
      how: 'an English word',
      query: 'frankfurters',
      title: 'ไส้กรอกหมูแฟรงก์เฟิร์ต',
      mark: 'Frankfurters',
      slug: 'pork-frankfurters',
    },
    {
      how: 'a Thai word',
      query: 'ซาลาเปา',
      title: 'ซาลาเปาไส้หมูแดง',
      mark: 'ซาลาเปา',
      slug: 'bbq-pork-buns',
    },
    {
      how: 'a fragment of a Thai name',
      query: 'ลาเปา',
      title: 'ซาลาเปาไส้หมูแดง',
      mark: 'ลาเปา',
      slug: 'bbq-pork-buns',
    },
  ],
} as const

for (const lang of ['en', 'th'] as const) {
  test.describe(`site search (${lang})`, () => {
    test(`finds a product by ${SEARCHES[lang].map(({ how }) => how).join(', by ')}`, async ({
      page,
    }) => {
      // One modal, each query typed over the last.
      const field = await openSearch(page, lang)
      for (const { how, query, title, mark, slug } of SEARCHES[lang]) {
        await field.fill(query)
        const first = results(page, lang).first()
        // The mark first: it tells this query's results from the last one's.
        await expect(first.locator('mark').first(), how).toHaveText(mark)
        await expect(first, how).toContainText(title)
        await expect(first, how).toHaveAttribute('href', `/${lang}/products/${slug}`)
        await expect(first.locator('img'), how).toHaveAttribute('src', /\/api\/cms-image\//)
      }
    })

    test('the arrow keys move the selection, Enter opens it and the modal closes', async ({
      page,
    }) => {
      const field = await openSearch(page, lang)
      await field.fill('ไส้กรอก')
      const options = results(page, lang)
      await expect(options.nth(2)).toBeVisible()
      await expect(options.first()).toHaveAttribute('aria-selected', 'true')
      await expect(field).toHaveAttribute('aria-expanded', 'true')

      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowUp')
      const second = options.nth(1)
      await expect(second).toHaveAttribute('aria-selected', 'true')
      await expect(options.first()).toHaveAttribute('aria-selected', 'false')
      await expect(field).toHaveAttribute(
        'aria-activedescendant',
        (await second.getAttribute('id'))!,
      )
      await expect(field).toBeFocused()

      const href = (await second.getAttribute('href'))!
      expect(href).toMatch(new RegExp(`^/${lang}/products/`))
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(href)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })

    test('a click on a result of another kind opens it, and results are grouped by kind', async ({
      page,
    }) => {
      const field = await openSearch(page, lang)
      await field.fill(lang === 'en' ? 'sustainability report' : 'รายงานความยั่งยืน')
      const listbox = page.getByRole('listbox', { name: UI[lang].results })
      await expect(listbox.getByRole('group').first()).toBeVisible()
      const article = listbox.locator('a[href*="/news/"]').first()
      const href = (await article.getAttribute('href'))!
      await article.click()
      await expect(page).toHaveURL(href)
      await expect(page.getByRole('dialog')).toHaveCount(0)
    })

    test('says when nothing is found, and has no serious accessibility problem', async ({
      page,
    }) => {
      const field = await openSearch(page, lang)
      await field.fill('xyzzy')
      await expect(page.getByRole('status')).toContainText(UI[lang].empty)
      await expect(field).toHaveAttribute('aria-expanded', 'false')

      await field.fill('ไก่')
      await expect(results(page, lang).first()).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })
  })
}

test.describe('GET /api/search', () => {
  test('answers with results grouped by kind, and refuses bad requests', async ({ request }) => {
    const ok = await request.get('/api/search?q=ลาเปา&lang=th&limit=5')
    expect(ok.status()).toBe(200)
    expect(ok.headers()['cache-control']).toMatch(/^public/)
    const body = await ok.json()
    expect(body.groups[0].kind).toBe('product')
    expect(body.groups[0].hits[0]).toMatchObject({
      url: '/products/bbq-pork-buns',
      title: { text: 'ซาลาเปาไส้หมูแดง', highlights: [[2, 7]] },
    })

    for (const query of [
      `q=${'ก'.repeat(201)}&lang=th`,
      'q=pork&lang=de',
      'q=pork&lang=en&limit=99',
    ]) {
      const refused = await request.get(`/api/search?${query}`)
      expect(refused.status()).toBe(400)
      expect((await refused.json()).message).toEqual(expect.any(String))
    }
    expect((await request.post('/api/search?q=pork&lang=en')).status()).toBe(405)
  })
})
