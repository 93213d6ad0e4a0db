import { PREVIEW_SECRET, findDocument, readDataset, writeDataset } from './datasetCopy'
import { expect, test } from './fixtures'

const DRAFT_TAGLINE = { th: 'สโลแกนฉบับร่างที่ยังไม่เผยแพร่', en: 'An unpublished draft tagline' }

test.describe('draft preview', () => {
  test('a draft is visible only in preview, with the banner, and gone after exit', async ({
    page,
    request,
  }) => {
    const original = readDataset()
    const published = findDocument('siteSettings')
    const publishedTagline = (published.tagline as { en: string }).en
    writeDataset([
      ...original,
      {
        ...published,
        _id: 'drafts.siteSettings',
        tagline: { _type: 'localeString', ...DRAFT_TAGLINE },
      },
    ])
    try {
      await page.goto('/en/home')
      await expect(page.getByText(publishedTagline)).toBeVisible()
      await expect(page.getByText(DRAFT_TAGLINE.en)).toHaveCount(0)
      await expect(page.getByTestId('preview-banner')).toHaveCount(0)

      const previewed = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/en/home',
      )
      await page.goto(`/api/preview?secret=${PREVIEW_SECRET}&path=/en/home`)
      await expect(page).toHaveURL(/\/en\/home$/)
      const banner = page.getByRole('complementary', { name: 'Preview' })
      await expect(banner).toContainText('You are viewing a preview with unpublished changes')
      await expect(page.getByText(DRAFT_TAGLINE.en)).toBeVisible()
      // Never kept by a shared cache, and never written to the page cache visitors get.
      expect((await previewed).headers()['cache-control']).toMatch(/private.*no-store/)
      expect(await (await request.get('/en/home')).text()).not.toContain(DRAFT_TAGLINE.en)

      // Client-side navigation stays in preview: the other language shows its draft too.
      await page.getByTestId('language-switch').click()
      await expect(page).toHaveURL(/\/th\/home$/)
      await expect(page.getByText(DRAFT_TAGLINE.th)).toBeVisible()
      await expect(page.getByText('คุณกำลังดูตัวอย่างที่มีการเปลี่ยนแปลงซึ่งยังไม่ได้เผยแพร่')).toBeVisible()

      await page.getByRole('link', { name: 'ออกจากโหมดดูตัวอย่าง' }).click()
      await expect(page).toHaveURL(/\/th\/home$/)
      await expect(page.getByText(DRAFT_TAGLINE.th)).toHaveCount(0)
      await expect(page.getByTestId('preview-banner')).toHaveCount(0)
      await page.goto('/en/home')
      await expect(page.getByText(publishedTagline)).toBeVisible()
      await expect(page.getByText(DRAFT_TAGLINE.en)).toHaveCount(0)
    } finally {
      writeDataset(original)
    }
  })

  test('a wrong secret is 401 and a path off the site is 400', async ({ request }) => {
    const wrong = await request.get('/api/preview?secret=guess&path=/en/home', { maxRedirects: 0 })
    expect(wrong.status()).toBe(401)
    expect(wrong.headers()['set-cookie']).toBeUndefined()
    for (const path of ['https://evil.example/', '//evil.example/en/home', 'en/home']) {
      const response = await request.get(
        `/api/preview?secret=${PREVIEW_SECRET}&path=${encodeURIComponent(path)}`,
        { maxRedirects: 0 },
      )
      expect(response.status()).toBe(400)
    }
    const exit = await request.get(
      `/api/exit-preview?path=${encodeURIComponent('//evil.example')}`,
      {
        maxRedirects: 0,
      },
    )
    expect(exit.status()).toBe(400)
  })

  test('the preview link redirects to the page and sets the preview cookies', async ({
    request,
  }) => {
    const response = await request.get(`/api/preview?secret=${PREVIEW_SECRET}&path=/en/home`, {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(307)
    expect(response.headers().location).toBe('/en/home')
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(response.headers()['set-cookie']).toContain('__prerender_bypass=')
  })
})
