import { expect, test } from './fixtures'

const redirects = [
  ['/', '/th/home', 307],
  ['/th', '/th/home', 307],
  ['/en', '/en/home', 307],
  ['/about/awards', '/th/about/awards', 308],
  ['/home?utm_source=x', '/th/home?utm_source=x', 308],
] as const

test.describe('language routing', () => {
  for (const [from, to, status] of redirects) {
    test(`${from} redirects to ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status()).toBe(status)
      expect(new URL(response.headers().location ?? '', baseURL).href).toBe(`${baseURL}${to}`)
    })
  }

  test('a browser opening / lands on the Thai home page', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/th\/home$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'th')
  })

  test('pages with a language are served without a redirect', async ({ request }) => {
    for (const path of ['/th/home', '/en/home']) {
      expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(200)
    }
  })
})
