import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'

const manifest = JSON.parse(
  readFileSync(path.join(process.cwd(), 'cms', 'dataset', 'assets.json'), 'utf8'),
) as Record<string, { width?: number; height?: number }>
const imageFile = Object.keys(manifest)
  .find((key) => key.endsWith('-744x744.webp'))!
  .slice('images/'.length)
const pdfFile = Object.keys(manifest)
  .find((key) => key.endsWith('.pdf'))!
  .slice('files/'.length)
const imageUrl = `/api/cms-image/images/embedded/production/${imageFile}`

test.describe('bundled images and files', () => {
  test('the home page shows CMS images through the image API, with an LQIP placeholder', async ({
    page,
  }) => {
    await page.goto('/en/home')
    const image = page.getByTestId('product-card').first().locator('img').first()
    await image.scrollIntoViewIfNeeded()
    await expect(image).toHaveAttribute(
      'srcset',
      /\/api\/cms-image\/images\/embedded\/production\/.+ 640w/,
    )
    await expect(image).toHaveAttribute('alt', /\S/)
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    expect(await image.evaluate((img) => getComputedStyle(img).backgroundImage)).toMatch(
      /^url\("data:image\/(webp|jpeg|png);base64,/,
    )
  })

  test('the image route crops and scales like the CDN, and caches for good', async ({
    request,
  }) => {
    const response = await request.get(`${imageUrl}?rect=100,100,400,300&w=400&h=300&fit=crop&q=60`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/webp')
    expect(response.headers()['cache-control']).toContain('immutable')
    const body = await response.body()
    expect(body.subarray(0, 4).toString()).toBe('RIFF')
    expect(body.subarray(8, 12).toString()).toBe('WEBP')
  })

  test('bad parameters are 400 with a message; unknown or crafted names are 404', async ({
    request,
  }) => {
    const bad = await request.get(`${imageUrl}?w=-5`)
    expect(bad.status()).toBe(400)
    expect((await bad.json()).message).toMatch(/w must be/)
    // Well-formed but never asked for by the site: the unbounded transform of before.
    const costly = await request.get(`${imageUrl}?w=4000&h=4000&fm=png&q=100`)
    expect(costly.status()).toBe(400)
    expect((await costly.json()).message).toMatch(/^w must be one of/)
    for (const url of [
      '/api/cms-image/images/embedded/production/0000000000-1x1.webp',
      '/api/cms-image/images/embedded/production/..%2F..%2Fpackage.json',
      '/api/cms-image/images/other-project/production/' + imageFile,
      '/api/cms-file/..%2Fproduction.ndjson',
    ]) {
      expect((await request.get(url)).status(), url).toBe(404)
    }
  })

  test('investor files download as PDF under their original name', async ({ request }) => {
    const response = await request.get(`/api/cms-file/${pdfFile}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect(response.headers()['content-disposition']).toMatch(/^inline; filename="[\w.-]+\.pdf"$/)
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })
})
