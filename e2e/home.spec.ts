import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fullTitle } from './pageTitles'

/** The hero's picture (the range of packs) is shown, loaded, and described in the page's language. */
async function expectHeroIllustration(page: Page, alt: RegExp) {
  const illustration = page.getByTestId('home-hero-illustration').getByRole('img')
  await expect(illustration).toHaveAttribute('alt', alt)
  await expect(illustration).toBeVisible()
  await expect
    .poll(() => illustration.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
}

test.describe('home page', () => {
  test('renders the Thai home page from the dataset', async ({ page }) => {
    const response = await page.goto('/th/home')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'th')
    await expect(page).toHaveTitle(fullTitle('th', 'หน้าหลัก'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('สยามฮาร์เวสต์ ฟู้ดส์')
    await expect(page.getByText('อาหารดีเพื่อทุกครัวเรือน จากฟาร์มถึงครัว')).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'ข้อมูลสำหรับนักลงทุน' })).toBeVisible()
    await expectHeroIllustration(page, /^บรรจุภัณฑ์อกไก่/)
  })

  test('renders the English home page from the dataset', async ({ page }) => {
    const response = await page.goto('/en/home')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle(fullTitle('en', 'HOME'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siam Harvest Foods')
    await expect(page.getByText('Good food for every table, from farm to kitchen')).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 3, name: 'Information for investors' }),
    ).toBeVisible()
    await expectHeroIllustration(page, /^The company's packs side by side/)
  })

  test('sets <html lang> in the server-rendered HTML', async ({ request }) => {
    for (const lang of ['th', 'en']) {
      const html = await (await request.get(`/${lang}/home`)).text()
      expect(html).toMatch(new RegExp(`<html lang="${lang}"`))
    }
  })

  test('the footer has the legal and contact links', async ({ page }) => {
    await page.goto('/en/home')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/en/privacy-notice',
    )
    await expect(footer.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/en/cookies',
    )
    await expect(footer.getByRole('link', { name: 'Contact us' }).first()).toHaveAttribute(
      'href',
      '/en/contact',
    )
  })
})

test.describe('error pages', () => {
  for (const lang of ['th', 'en'] as const) {
    test(`an unknown page is a 404 with the shell in ${lang}`, async ({ page }) => {
      const response = await page.goto(`/${lang}/no-such-page`)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en' ? 'Page not found' : 'ไม่พบหน้าที่คุณต้องการ',
      )
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page).toHaveTitle(
        fullTitle(lang, lang === 'en' ? 'Page not found' : 'ไม่พบหน้าที่คุณต้องการ'),
      )
    })
  }
})
