import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectInnerPage, expectNoSeriousA11yViolations } from './pageChecks'

// Expectations come from the bundled dataset itself, in both languages.
type Localized = { th: string; en: string }
interface DatasetDocument {
  _id: string
  _type: string
  slug?: { current: string }
  name?: Localized
  code?: string
  featured?: boolean
  launchDate?: string
  businessLine?: { _ref: string }
  category?: { _ref: string }
  brand?: { _ref: string }
  countries?: { _ref: string }[]
}
const documents = readFileSync(
  path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson'),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as DatasetDocument)
  .filter((doc) => !doc._id.startsWith('drafts.'))
const byId = new Map(documents.map((doc) => [doc._id, doc]))
const bySlug = (type: string, slug: string) =>
  documents.find((doc) => doc._type === type && doc.slug?.current === slug)!

const products = documents
  .filter((doc) => doc._type === 'product')
  .map((doc) => {
    const category = byId.get(doc.category!._ref)!
    return {
      slug: doc.slug!.current,
      name: doc.name!,
      featured: doc.featured ?? false,
      launchDate: doc.launchDate!,
      line: byId.get(category.businessLine!._ref)!.slug!.current,
      category: category.slug!.current,
      brand: byId.get(doc.brand!._ref)!.slug!.current,
      countries: doc.countries!.map((ref) => byId.get(ref._ref)!.code!),
    }
  })
type Product = (typeof products)[number]
const count = (test: (product: Product) => boolean) => products.filter(test).length
const cardsOnPage = (total: number, page = 1) => Math.min(12, total - (page - 1) * 12)

// The featured-first order of the list (featured, then newest, then id).
const featuredOrder = [...products].sort(
  (a, b) =>
    Number(b.featured) - Number(a.featured) ||
    b.launchDate.localeCompare(a.launchDate) ||
    `product-${a.slug}`.localeCompare(`product-${b.slug}`),
)

const TEXT = {
  en: {
    menu: 'PRODUCTS',
    heading: 'Products',
    filters: 'Filters',
    summary: (total: number, to = Math.min(12, total)) =>
      total === 1 ? '1 product' : `Showing 1–${to} of ${total} products`,
    pages: 'Product pages',
    page2: 'Page 2',
    sort: 'Sort by',
    byName: 'Name (A–Z)',
    allCountries: 'All countries',
    empty: 'No products match these filters',
    reset: 'Reset all filters',
    notFound: 'Page not found',
  },
  th: {
    menu: 'ผลิตภัณฑ์',
    heading: 'ผลิตภัณฑ์',
    filters: 'ตัวกรอง',
    summary: (total: number, to = Math.min(12, total)) =>
      total === 1 ? 'ผลิตภัณฑ์ 1 รายการ' : `แสดง 1–${to} จากผลิตภัณฑ์ทั้งหมด ${total} รายการ`,
    pages: 'หน้ารายการผลิตภัณฑ์',
    page2: 'หน้า 2',
    sort: 'เรียงตาม',
    byName: 'ชื่อ (ก–ฮ)',
    allCountries: 'ทุกประเทศ',
    empty: 'ไม่มีผลิตภัณฑ์ที่ตรงกับตัวกรองที่เลือก',
    reset: 'ล้างตัวกรองทั้งหมด',
    notFound: 'ไม่พบหน้าที่คุณต้องการ',
  },
} as const

const cards = (page: Page) => page.getByTestId('product-card')
const summary = (page: Page) => page.getByTestId('catalogue-summary')
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A facet value's check box (or radio button), by the start of its label. */
const option = (page: Page, facet: string, label: string) =>
  page.getByTestId(`facet-${facet}`).getByLabel(new RegExp(`^${escape(label)}`))

/** Marks the document: still there after shallow routing, gone after a full load. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-catalogue-e2e', 'same'))
}
const isSameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-catalogue-e2e') === 'same')

/** The list has settled on `total` products (no skeletons, the summary says so). */
async function expectList(page: Page, lang: 'th' | 'en', total: number) {
  await expect(page.getByTestId('product-card-skeleton')).toHaveCount(0)
  await expect(summary(page)).toHaveText(TEXT[lang].summary(total))
  await expect(cards(page)).toHaveCount(cardsOnPage(total))
}

const storedCountry = (page: Page) => page.evaluate(() => window.localStorage.getItem('country'))

for (const lang of ['en', 'th'] as const) {
  const text = TEXT[lang]
  const GOLDEN_FARM = bySlug('brand', 'golden-farm').name![lang]
  const SUNNY_EGG = bySlug('brand', 'sunny-egg').name![lang]
  const FRESH_MEAT = bySlug('businessLine', 'fresh-meat').name![lang]
  const PET_FOOD = bySlug('businessLine', 'pet-food').name![lang]
  const CHICKEN = bySlug('productCategory', 'chicken').name![lang]
  const JAPAN = documents.find((doc) => doc.code === 'JP')!.name![lang]

  test.describe(`product list (${lang})`, () => {
    test('is an inner page with the first twelve products, each linking to its page', async ({
      page,
    }) => {
      await expectInnerPage(page, {
        path: '/product-list',
        lang,
        // The menu rule: the sub-menu entry's label, which the page also takes as its heading.
        title: text.heading,
        heading: text.heading,
      })
      await page.setViewportSize({ width: 1280, height: 800 })
      const mainMenu = page.getByRole('navigation', { name: /Main menu|เมนูหลัก/ })
      await expect(mainMenu.locator('[aria-current="page"]')).toHaveText(text.menu)
      await expectList(page, lang, products.length)
      const first = cards(page).first()
      const top = featuredOrder[0]!
      await expect(first.getByRole('heading', { level: 3 })).toHaveText(top.name[lang])
      await expect(first.getByRole('link')).toHaveAttribute('href', `/${lang}/products/${top.slug}`)
      await expect(first.locator('img').first()).toHaveAttribute('alt', /\S/)
      // The category icon at 24×24.
      await expect(first.locator('img[width="24"][height="24"]')).toHaveCount(1)
      await expectNoSeriousA11yViolations(page)
    })

    test('filters by each facet without a reload, with counts for every value', async ({
      page,
    }) => {
      await page.goto(`/${lang}/product-list`)
      await expectList(page, lang, products.length)
      await markDocument(page)

      const freshMeat = count((p) => p.line === 'fresh-meat')
      await expect(
        page.getByTestId('facet-line').getByText(String(freshMeat)).first(),
      ).toBeVisible()
      await option(page, 'line', FRESH_MEAT).check()
      await expect(page).toHaveURL(new RegExp(`/${lang}/product-list\\?line=fresh-meat$`))
      await expectList(page, lang, freshMeat)

      await option(page, 'line', FRESH_MEAT).uncheck()
      await expect(page).toHaveURL(new RegExp(`/${lang}/product-list$`))
      await option(page, 'category', CHICKEN).check()
      await expect(page).toHaveURL(/\?category=chicken$/)
      await expectList(
        page,
        lang,
        count((p) => p.category === 'chicken'),
      )

      await option(page, 'category', CHICKEN).uncheck()
      await option(page, 'brand', GOLDEN_FARM).check()
      await expect(page).toHaveURL(/\?brand=golden-farm$/)
      await expectList(
        page,
        lang,
        count((p) => p.brand === 'golden-farm'),
      )

      await option(page, 'brand', GOLDEN_FARM).uncheck()
      await option(page, 'country', JAPAN).check()
      await expect(page).toHaveURL(/\?country=JP$/)
      await expectList(
        page,
        lang,
        count((p) => p.countries.includes('JP')),
      )

      expect(await isSameDocument(page)).toBe(true)
    })

    test('combines facets, and a reload keeps them', async ({ page }) => {
      await page.goto(`/${lang}/product-list`)
      await expectList(page, lang, products.length)
      await markDocument(page)
      await option(page, 'brand', GOLDEN_FARM).check()
      await expect(page).toHaveURL(/\?brand=golden-farm$/)
      await option(page, 'brand', SUNNY_EGG).check()
      await expect(page).toHaveURL(/\?brand=golden-farm&brand=sunny-egg$/)
      await option(page, 'country', JAPAN).check()
      await expect(page).toHaveURL(/\?brand=golden-farm&brand=sunny-egg&country=JP$/)
      const expected = count(
        (p) => ['golden-farm', 'sunny-egg'].includes(p.brand) && p.countries.includes('JP'),
      )
      await expectList(page, lang, expected)
      // Counts take the other facets into account: the line facet adds up to the list.
      const lineCounts = await page
        .getByTestId('facet-line')
        .locator('span[aria-hidden="true"]')
        .allTextContents()
      expect(lineCounts.reduce((sum, value) => sum + Number(value), 0)).toBe(expected)
      expect(await isSameDocument(page)).toBe(true)

      await page.reload()
      await expectList(page, lang, expected)
      await expect(option(page, 'brand', GOLDEN_FARM)).toBeChecked()
      await expect(option(page, 'brand', SUNNY_EGG)).toBeChecked()
      await expect(option(page, 'country', JAPAN)).toBeChecked()
    })

    test('pages to page 2 and back, keeping the filters', async ({ page }) => {
      await page.goto(`/${lang}/product-list?line=fresh-meat`)
      const total = count((p) => p.line === 'fresh-meat')
      await expectList(page, lang, total)
      await markDocument(page)
      const pagination = page.getByRole('navigation', { name: text.pages })
      await pagination.getByRole('link', { name: text.page2, exact: true }).click()
      await expect(page).toHaveURL(/\?line=fresh-meat&page=2$/)
      await expect(cards(page)).toHaveCount(cardsOnPage(total, 2))
      await expect(pagination.locator('[aria-current="page"]')).toHaveText('2')
      await expect(page.getByRole('heading', { level: 2 }).and(page.locator(':focus'))).toHaveCount(
        1,
      )
      const onPage2 = await cards(page).getByRole('heading').allTextContents()

      await pagination.locator('a[rel="prev"]').click()
      await expect(page).toHaveURL(/\?line=fresh-meat$/)
      await expect(cards(page)).toHaveCount(12)
      const onPage1 = await cards(page).getByRole('heading').allTextContents()
      expect(onPage1.filter((name) => onPage2.includes(name))).toEqual([])
      expect(await isSameDocument(page)).toBe(true)
    })

    test('sorts by name', async ({ page }) => {
      await page.goto(`/${lang}/product-list`)
      await expectList(page, lang, products.length)
      await page.getByLabel(text.sort).selectOption({ label: text.byName })
      await expect(page).toHaveURL(/\?sort=name$/)
      // In the reader's order: Thai names starting with เ แ โ ใ ไ by the consonant after it.
      const collator = new Intl.Collator(lang === 'th' ? 'th-TH' : 'en-US')
      const byName = [...products].sort((a, b) => collator.compare(a.name[lang], b.name[lang]))
      await expect(cards(page).first().getByRole('heading')).toHaveText(byName[0]!.name[lang])
    })

    test('one brand heads the list with its banner and logo', async ({ page }) => {
      await page.goto(`/${lang}/product-list?brand=golden-farm`)
      const header = page.getByTestId('brand-header')
      await expect(header.getByRole('heading', { level: 2 })).toHaveText(GOLDEN_FARM)
      await expect(header.locator('img[width="1440"][height="400"]')).toHaveCount(1)
      await expect(header.locator('img[width="200"][height="200"]')).toHaveCount(1)
      await expectNoSeriousA11yViolations(page)

      await option(page, 'brand', SUNNY_EGG).check()
      await expect(page).toHaveURL(/brand=golden-farm&brand=sunny-egg/)
      await expect(header).toHaveCount(0)
    })

    test('shows skeletons while a list loads', async ({ page }) => {
      await page.goto(`/${lang}/product-list`)
      await expectList(page, lang, products.length)
      let release: () => void = () => undefined
      const released = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/products?**', async (route) => {
        await released
        await route.continue()
      })
      await option(page, 'line', PET_FOOD).check()
      await expect(page.getByTestId('product-card-skeleton').first()).toBeVisible()
      await expect(cards(page)).toHaveCount(0)
      release()
      await expectList(
        page,
        lang,
        count((p) => p.line === 'pet-food'),
      )
    })

    test('an empty result says so and resets every filter', async ({ page }) => {
      await page.goto(`/${lang}/product-list?line=pet-food&brand=golden-farm`)
      const empty = page.getByTestId('catalogue-empty')
      await expect(empty.getByRole('heading')).toHaveText(text.empty)
      await expect(cards(page)).toHaveCount(0)
      await expectNoSeriousA11yViolations(page)
      await empty.getByRole('button', { name: text.reset }).click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/product-list$`))
      await expectList(page, lang, products.length)
    })

    test('an address with a value the list does not have is the 404 page, not another list', async ({
      page,
    }) => {
      for (const query of [
        'brand=golden-farm&brand=no-such-brand',
        'sort=cheapest',
        'page=abc',
        'page=0',
        'line=pet-food&page=7',
      ]) {
        const response = await page.goto(`/${lang}/product-list?${query}`)
        expect(response?.status(), query).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound)
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      }
      await expect(page).toHaveTitle(new RegExp(text.notFound))
    })

    test('remembers the chosen country after a reload and on the next visit', async ({ page }) => {
      await page.goto(`/${lang}/product-list`)
      await expectList(page, lang, products.length)
      expect(await storedCountry(page)).toBeNull()
      await option(page, 'country', JAPAN).check()
      await expect(page).toHaveURL(/\?country=JP$/)
      expect(JSON.parse((await storedCountry(page))!)).toEqual({ code: 'JP' })

      // The next visit names no country: the remembered one is chosen and put in the address.
      await page.goto(`/${lang}/product-list?line=fresh-meat`)
      await expect(page).toHaveURL(/\?line=fresh-meat&country=JP$/)
      await expect(option(page, 'country', JAPAN)).toBeChecked()
      await expectList(
        page,
        lang,
        count((p) => p.line === 'fresh-meat' && p.countries.includes('JP')),
      )
      await page.reload()
      await expect(option(page, 'country', JAPAN)).toBeChecked()

      await option(page, 'country', text.allCountries).check()
      await expect(page).toHaveURL(/\?line=fresh-meat$/)
      expect(await storedCountry(page)).toBe('{}')
      await page.goto(`/${lang}/product-list`)
      await expectList(page, lang, products.length)
      await expect(page).toHaveURL(new RegExp(`/${lang}/product-list$`))
    })
  })

  test.describe(`product list on a phone (${lang})`, () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('keeps the facets in a panel that opens and closes', async ({ page }) => {
      await page.goto(`/${lang}/product-list`)
      await expectList(page, lang, products.length)
      const toggle = page.getByRole('button', { name: text.filters })
      const panel = page.getByTestId('filters-panel')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(panel).toBeHidden()
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(panel).toBeVisible()
      await expectNoSeriousA11yViolations(page)

      await option(page, 'line', PET_FOOD).check()
      await expect(page).toHaveURL(/\?line=pet-food$/)
      const total = count((p) => p.line === 'pet-food')
      const show = panel.getByRole('button', { name: new RegExp(String(total)) })
      await expect(show).toBeVisible()
      await show.click()
      await expect(panel).toBeHidden()
      await expect(page.getByRole('button', { name: `${text.filters} (1)` })).toBeVisible()
      await expectList(page, lang, total)
      // The visitor is brought to what the filters found, not left below it where the panel
      // was: the summary is focused and wholly in view, not under the sticky header.
      await expect(summary(page)).toBeFocused()
      await expect(summary(page)).toBeInViewport({ ratio: 1 })
      const summaryOnTop = await summary(page).evaluate((element) => {
        const box = element.getBoundingClientRect()
        const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2)
        return hit !== null && element.contains(hit)
      })
      expect(summaryOnTop).toBe(true)
      // Nothing of the list spills sideways.
      const widest = await page.evaluate(() =>
        Math.max(
          ...[
            ...document.querySelectorAll(
              '[data-testid="product-grid"] *, [data-testid="active-filters"] *, [data-testid="catalogue-summary"]',
            ),
          ].map((element) => element.getBoundingClientRect().right),
        ),
      )
      expect(widest).toBeLessThanOrEqual(390)
    })
  })
}

test.describe('GET /api/products', () => {
  test('answers a filtered list and refuses bad values with 400 and a message', async ({
    request,
  }) => {
    const ok = await request.get('/api/products?lang=en&line=pet-food&sort=name')
    expect(ok.status()).toBe(200)
    const body = await ok.json()
    expect(body.total).toBe(count((p) => p.line === 'pet-food'))
    expect(body.facets.line).toContainEqual(
      expect.objectContaining({ value: 'pet-food', label: 'Pet food' }),
    )
    for (const [query, message] of [
      ['brand=no-such-brand', /unknown brand no-such-brand/],
      ['sort=cheapest', /sort must be one of/],
      ['page=0', /page must be a whole number/],
      ['lang=fr', /lang must be one of/],
      ['country=JP&country=TH', /country may be given only once/],
      ['colour=red', /unknown parameter colour/],
    ] as const) {
      const answer = await request.get(`/api/products?${query}`)
      expect(answer.status(), query).toBe(400)
      expect((await answer.json()).message, query).toMatch(message)
    }
  })
})
