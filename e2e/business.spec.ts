import { expect, test } from './fixtures'
import { expectInnerPage, expectNoSeriousA11yViolations } from './pageChecks'

// Expected text comes from the bundled dataset (cms/seed/content) and public/locales/*/business.json.

const OVERVIEW = {
  en: {
    title: 'All business lines',
    heading: 'All business lines',
    glance: 'At a glance',
    lines: ['Fresh meat', 'Processed food', 'Restaurants', 'Pet food', 'Non-meat products'],
    categories: ['Chicken', 'Pork', 'Duck', 'Eggs', 'Plant-based food', 'Pet snacks'],
    explore: 'Explore Fresh meat',
  },
  th: {
    title: 'สายธุรกิจทั้งหมด',
    heading: 'สายธุรกิจทั้งหมด',
    glance: 'ข้อมูลโดยสรุป',
    lines: ['เนื้อสัตว์สด', 'อาหารแปรรูป', 'ธุรกิจร้านอาหาร', 'อาหารสัตว์เลี้ยง', 'ผลิตภัณฑ์ที่ไม่ใช่เนื้อสัตว์'],
    categories: ['ไก่สด', 'หมูสด', 'เป็ด', 'ไข่', 'ขนมสัตว์เลี้ยง'],
    explore: 'ดูข้อมูลเนื้อสัตว์สด',
  },
} as const

interface LineExpectation {
  slug: string
  name: string
  category: { slug: string; name: string }
  brand: { slug: string; name: string; link: string }
  expert: string
  catalogueLink: string
  figures: string
}

const LINES: Record<'en' | 'th', LineExpectation[]> = {
  en: [
    {
      slug: 'fresh-meat',
      name: 'Fresh meat',
      category: { slug: 'chicken', name: 'Chicken' },
      brand: { slug: 'golden-farm', name: 'Golden Farm', link: 'View Golden Farm products' },
      expert: 'Dr. Supachai Naksawat, DVM',
      catalogueLink: 'See all products in this business',
      figures: '18',
    },
    {
      slug: 'pet-food',
      name: 'Pet food',
      category: { slug: 'pet-snacks', name: 'Pet snacks' },
      brand: { slug: 'happy-paws', name: 'Happy Paws', link: 'View Happy Paws products' },
      expert: 'Dr. Nantana Srisuk, DVM',
      catalogueLink: 'See all products in this business',
      figures: '4',
    },
  ],
  th: [
    {
      slug: 'fresh-meat',
      name: 'เนื้อสัตว์สด',
      category: { slug: 'chicken', name: 'ไก่สด' },
      brand: { slug: 'golden-farm', name: 'โกลเด้นฟาร์ม', link: 'ดูผลิตภัณฑ์โกลเด้นฟาร์ม' },
      expert: 'น.สพ. ดร.ศุภชัย นาคสวัสดิ์',
      catalogueLink: 'ดูผลิตภัณฑ์ทั้งหมดของธุรกิจนี้',
      figures: '18',
    },
    {
      slug: 'processed-food',
      name: 'อาหารแปรรูป',
      category: { slug: 'ready-meals', name: 'อาหารพร้อมรับประทาน' },
      brand: { slug: 'siam-kitchen', name: 'สยามคิทเช่น', link: 'ดูผลิตภัณฑ์สยามคิทเช่น' },
      expert: 'นางสาวจิราพร แก้วมณี',
      catalogueLink: 'ดูผลิตภัณฑ์ทั้งหมดของธุรกิจนี้',
      figures: '20',
    },
  ],
}

for (const lang of ['en', 'th'] as const) {
  test.describe(`business pages in ${lang}`, () => {
    test('the overview shows the five lines with their categories', async ({ page }) => {
      const expected = OVERVIEW[lang]
      await expectInnerPage(page, {
        path: '/business',
        lang,
        title: expected.title,
        heading: expected.heading,
      })
      const cards = page.getByTestId('business-line-card')
      await expect(cards).toHaveCount(5)
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText([...expected.lines])
      for (const category of expected.categories) {
        await expect(cards.getByRole('listitem').filter({ hasText: category })).toBeVisible()
      }
      await expect(page.getByRole('link', { name: expected.explore })).toHaveAttribute(
        'href',
        `/${lang}/business/fresh-meat`,
      )
      await expectNoSeriousA11yViolations(page)
    })

    for (const line of LINES[lang]) {
      test(`/business/${line.slug}: brands, categories, experts and catalogue links`, async ({
        page,
      }) => {
        await expectInnerPage(page, {
          path: `/business/${line.slug}`,
          lang,
          title: line.name,
          heading: line.name,
        })

        const glance = page.getByRole('complementary', { name: OVERVIEW[lang].glance })
        await expect(glance.getByRole('definition').first()).toHaveText(line.figures)
        await expect(page.getByRole('link', { name: line.catalogueLink })).toHaveAttribute(
          'href',
          `/${lang}/product-list?line=${line.slug}`,
        )

        const categories = page.getByTestId('business-category')
        await expect(categories.first()).toBeVisible()
        await expect(
          categories.getByRole('link', { name: line.category.name, exact: true }),
        ).toHaveAttribute(
          'href',
          `/${lang}/product-list?line=${line.slug}&category=${line.category.slug}`,
        )

        const brands = page.getByTestId('business-brand')
        await expect(brands.first().getByRole('heading', { level: 3 })).toHaveText(line.brand.name)
        await expect(brands.first().getByRole('img').first()).toBeVisible()
        await expect(page.getByRole('link', { name: line.brand.link })).toHaveAttribute(
          'href',
          `/${lang}/product-list?brand=${line.brand.slug}`,
        )

        await expect(
          page.getByTestId('business-expert').filter({ hasText: line.expert }),
        ).toBeVisible()
        // axe once per page type and language: every line's page is the same template.
        if (line === LINES[lang][0]) await expectNoSeriousA11yViolations(page)
      })
    }

    test('an unknown business line is a 404', async ({ page }) => {
      const response = await page.goto(`/${lang}/business/nope`)
      expect(response?.status()).toBe(404)
    })
  })
}

test('a business line carries its editor-set SEO fields; its sharing title is its title', async ({
  page,
}) => {
  await page.goto('/en/business/fresh-meat')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Fresh meat · Business | Siam Harvest Foods',
  )
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Traceable chicken, pork, duck and fresh eggs/,
  )
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/api\/cms-image\//,
  )
})
