import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Issue 34, item 6: the 404 page's language switch pointed at /th/404 (or /en/404), the page's
// own route, instead of the address the visitor asked for in the other language. The page is
// built once for every address; with a script the switch links straight to the address, without
// one it goes through /api/language-switch, which reads the page from the Referer.

const HEADING = { en: 'Page not found', th: 'ไม่พบหน้าที่คุณต้องการ' } as const
const OTHER = { en: 'th', th: 'en' } as const

async function expectNotFoundIn(page: Page, lang: 'th' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING[lang])
}

const ADDRESSES = [
  ['en', '/no-such-page'],
  ['th', '/no-such-page'],
  ['en', '/news/no-such-article?utm_source=mail'],
] as const

test.describe('with JavaScript', () => {
  for (const [lang, address] of ADDRESSES) {
    test(`the switch on /${lang}${address} leads to the same address in the other language`, async ({
      page,
    }) => {
      const other = OTHER[lang]
      const response = await page.goto(`/${lang}${address}`)
      expect(response?.status()).toBe(404)
      const toOther = page.getByTestId('language-switch')
      await expect(toOther).toHaveAttribute('href', `/${other}${address}`)
      await toOther.click()
      await expect(page).toHaveURL(`/${other}${address}`)
      await expectNotFoundIn(page, other)
      // And back again.
      await expect(page.getByTestId('language-switch')).toHaveAttribute(
        'href',
        `/${lang}${address}`,
      )
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [lang, address] of ADDRESSES) {
    test(`the switch on /${lang}${address} leads to the same address in the other language`, async ({
      page,
    }) => {
      const other = OTHER[lang]
      const response = await page.goto(`/${lang}${address}`)
      expect(response?.status()).toBe(404)
      const toOther = page.getByTestId('language-switch')
      await expect(toOther).not.toHaveAttribute('href', /\/404/)
      await toOther.click()
      await expect(page).toHaveURL(`/${other}${address}`)
      await expectNotFoundIn(page, other)
    })
  }

  test('a page that exists keeps its own address in the switch', async ({ page }) => {
    await page.goto('/en/about/awards')
    await expect(page.getByTestId('language-switch')).toHaveAttribute('href', '/th/about/awards')
  })
})
