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
  gallery?: { alt: Localized }[]
  heroImage?: { alt: Localized }
  countries?: { _ref: string }[]
  resellers?: { _ref: string }[]
  related?: { _ref: string }[]
  certifications?: string[]
  packSize?: Localized
  storage?: Localized
  shelfLife?: Localized
  featured?: boolean
  launchDate?: string
  website?: string
  brand?: { _ref: string }
}
const documents = readFileSync(
  path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson'),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as DatasetDocument)
const byId = new Map(documents.map((doc) => [doc._id, doc]))

const PRODUCT = byId.get('product-skinless-chicken-breast')!
const SLUG = PRODUCT.slug!.current
const pictures = [PRODUCT.heroImage!, ...PRODUCT.gallery!].map((image) => image.alt)

const TEXT = {
  en: {
    title: 'Products',
    breadcrumbs: 'Breadcrumb',
    menu: 'PRODUCTS',
    specs: 'Specifications',
    packSize: 'Pack size',
    halal: 'Halal',
    choose: 'Choose a picture',
    countries: 'Where it is sold',
    resellers: 'Where to buy',
    related: 'Related products',
  },
  th: {
    title: 'ผลิตภัณฑ์',
    breadcrumbs: 'เส้นทางนำทาง',
    menu: 'ผลิตภัณฑ์',
    specs: 'ข้อมูลจำเพาะ',
    packSize: 'ขนาดบรรจุ',
    halal: 'ฮาลาล',
    choose: 'เลือกภาพ',
    countries: 'ประเทศที่จำหน่าย',
    resellers: 'ช่องทางจำหน่าย',
    related: 'สินค้าที่เกี่ยวข้อง',
  },
} as const

const mainMenu = (page: Page) => page.getByRole('navigation', { name: /Main menu|เมนูหลัก/ })
const caption = (page: Page) => page.getByTestId('product-gallery-caption')
const bigPicture = (page: Page) => page.locator('figure img')

for (const lang of ['en', 'th'] as const) {
  const text = TEXT[lang]
  const name = PRODUCT.name![lang]

  test.describe(`product page (${lang})`, () => {
    test('is an inner page: name as heading and last crumb, PRODUCTS active, the whole product, its JSON-LD', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await expectInnerPage(page, {
        path: `/products/${SLUG}`,
        lang,
        title: text.title,
        heading: name,
      })
      const breadcrumbs = page.getByRole('navigation', { name: text.breadcrumbs })
      await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(name)
      await expect(mainMenu(page).locator('[aria-current="page"]')).toHaveText(text.menu)

      // Specification: the rows the product has, certifications labelled in the page language.
      const specs = page.getByRole('table', { name: text.specs })
      await expect(specs).toBeVisible()
      await expect(specs.getByRole('row', { name: new RegExp(text.packSize) })).toContainText(
        PRODUCT.packSize![lang],
      )
      await expect(specs.getByText(text.halal, { exact: true })).toBeVisible()

      // Where it is sold: every country, with its 150×150 picture.
      const countries = page.getByTestId('product-countries').getByRole('listitem')
      const countryNames = PRODUCT.countries!.map((ref) => byId.get(ref._ref)!.name![lang])
      await expect(countries).toHaveText(countryNames)
      await expect(countries.first().locator('img')).toHaveAttribute('width', '150')
      await expect(page.getByRole('heading', { name: text.countries })).toBeVisible()

      // Where to buy: safe external links with 100×100 logos.
      await expect(page.getByRole('heading', { name: text.resellers })).toBeVisible()
      const links = page.getByTestId('product-resellers').getByRole('link')
      await expect(links).toHaveCount(PRODUCT.resellers!.length)
      const first = byId.get(PRODUCT.resellers![0]!._ref)!
      const link = links.first()
      await expect(link).toHaveAttribute('href', first.website!)
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAttribute('target', '_blank')
      // Named by what it shows, name then address, then (unseen) that it opens a new tab.
      await expect(link).toHaveAccessibleName(
        new RegExp(`^${first.name![lang]} \\S+\\.example \\(.+\\)$`),
      )
      await expect(link.locator('img')).toHaveAttribute('width', '100')

      // Related products as catalogue cards.
      await expect(page.getByRole('heading', { name: text.related })).toBeVisible()
      await expect(page.getByTestId('related-products').getByTestId('product-card')).toHaveCount(
        PRODUCT.related!.length,
      )
      await expectNoSeriousA11yViolations(page)

      // Product JSON-LD: name, pictures, brand, no offers.
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (json) => JSON.parse(json) as Record<string, unknown>,
      )
      const product = data.find((entry) => entry['@type'] === 'Product')
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        name,
        url: canonical,
        brand: { '@type': 'Brand', name: byId.get(PRODUCT.brand!._ref)!.name![lang] },
        category: expect.any(String),
      })
      expect(product!.image).toHaveLength(pictures.length)
      expect(product).not.toHaveProperty('offers')
      expect(JSON.stringify(product)).not.toMatch(/price/i)
    })

    test('choosing a picture changes the big one and the address, and survives a reload', async ({
      page,
    }) => {
      await page.goto(`/${lang}/products/${SLUG}`)
      const thumbnails = page.getByRole('list', { name: text.choose }).getByRole('button')
      await expect(thumbnails).toHaveCount(pictures.length)
      await expect(caption(page)).toContainText(pictures[0]![lang])
      await expect(bigPicture(page)).toHaveAttribute('width', '744')

      await thumbnails.nth(2).click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/products/${SLUG}\\?image=3$`))
      await expect(bigPicture(page)).toHaveAttribute('alt', pictures[2]![lang])
      await expect(bigPicture(page)).toHaveAttribute('width', '400')
      await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true')

      // By keyboard: arrows move the focus and the choice.
      await page.keyboard.press('ArrowLeft')
      await expect(page).toHaveURL(/\?image=2$/)
      await expect(thumbnails.nth(1)).toBeFocused()
      await expect(caption(page)).toContainText(pictures[1]![lang])

      await page.reload()
      await expect(bigPicture(page)).toHaveAttribute('alt', pictures[1]![lang])
      await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true')

      // Enter on a focused thumbnail chooses it; the first picture leaves the address clean.
      await thumbnails.first().focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${lang}/products/${SLUG}$`))
      await expect(bigPicture(page)).toHaveAttribute('alt', pictures[0]![lang])
    })

    test('an invalid picture number shows the first picture', async ({ page }) => {
      const response = await page.goto(`/${lang}/products/${SLUG}?image=abc`)
      expect(response?.status()).toBe(200)
      await expect(caption(page)).toContainText(pictures[0]![lang])
      await page.goto(`/${lang}/products/${SLUG}?image=99`)
      await expect(caption(page)).toContainText(pictures[0]![lang])
    })

    test('an unknown product is a 404', async ({ page }) => {
      const response = await page.goto(`/${lang}/products/no-such-product`)
      expect(response?.status()).toBe(404)
    })
  })
}

test('a featured product on the home page opens its page; a related one starts at its first picture', async ({
  page,
}) => {
  const featured = documents
    .filter((doc) => doc._type === 'product' && doc.featured)
    .sort((a, b) => b.launchDate!.localeCompare(a.launchDate!))[0]!
  await page.goto('/th/home')
  const card = page.getByTestId('product-card').first()
  await expect(card).toContainText(featured.name!.th)
  await card.getByRole('link', { name: featured.name!.th }).click()
  await expect(page).toHaveURL(new RegExp(`/th/products/${featured.slug!.current}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(featured.name!.th)

  await page.getByRole('list', { name: TEXT.th.choose }).getByRole('button').nth(1).click()
  await expect(page).toHaveURL(/\?image=2$/)
  const related = byId.get(featured.related![0]!._ref)!
  await page.getByTestId('related-products').getByRole('link', { name: related.name!.th }).click()
  await expect(page).toHaveURL(new RegExp(`/th/products/${related.slug!.current}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(related.name!.th)
  await expect(caption(page)).toContainText(related.heroImage!.alt.th)
})
