import { expect, test } from './fixtures'

// /studio on a build without a Sanity project (the test build has none): the setup guide in
// the site's look, in the browser's language or the one its switch picks, and never a request
// to Sanity. One page load per language; the rest through `request`.

const SANITY_HOST = /(^|\.)sanity\.io$/

test.use({ extraHTTPHeaders: { 'Accept-Language': 'en-GB,en;q=0.9,th;q=0.5' } })

test('the setup guide: English by Accept-Language, Thai by its switch, no request to Sanity', async ({
  page,
  baseURL,
}) => {
  const sanityRequests: string[] = []
  page.on('request', (request) => {
    if (SANITY_HOST.test(new URL(request.url()).hostname)) sanityRequests.push(request.url())
  })

  const response = await page.goto('/studio')
  expect(response?.status()).toBe(200)
  // The route has no language prefix (the document is Next's default locale): the guide says its own.
  const guide = page.locator('div:has(> main)')
  await expect(guide).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sanity Studio needs a Sanity project',
  )
  await expect(page.getByText('An error occurred')).toHaveCount(0)
  // The steps, with the variables as the server and the Studio read them and this origin.
  const steps = page.locator('[data-step]')
  await expect(steps).toHaveCount(6)
  await expect(page.locator('[data-step="project"]')).toContainText('npx sanity init')
  await expect(page.locator('[data-step="project"] a')).toHaveAttribute(
    'href',
    'https://www.sanity.io/manage',
  )
  await expect(page.locator('[data-step="login"]')).toContainText('npx sanity login')
  for (const name of [
    'SANITY_STUDIO_PROJECT_ID=',
    'SANITY_STUDIO_DATASET=',
    'SANITY_PROJECT_ID=',
    'SANITY_DATASET=',
  ]) {
    await expect(page.locator('[data-step="env"] pre')).toContainText(name)
  }
  await expect(page.locator('[data-step="cors"] pre')).toHaveText(
    `npx sanity cors add ${new URL(baseURL!).origin} --credentials`,
  )
  await expect(page.locator('[data-step="import"] pre')).toHaveText('npm run dataset:import')
  // What a project adds for editors: the Presentation tool, and that preview works meanwhile.
  const presentation = page.locator('[data-presentation]')
  await expect(
    presentation.getByRole('heading', {
      name: 'Then: see your changes on the page (Presentation)',
    }),
  ).toBeVisible()
  await expect(presentation).toContainText('/studio/presentation')
  await expect(presentation).toContainText('SANITY_READ_TOKEN')
  // The site's typeface and colours: the build-time stylesheet, not the Studio's.
  const font = await page
    .getByRole('heading', { level: 1 })
    .evaluate((element) => getComputedStyle(element).fontFamily)
  expect(font).toContain('Noto Sans Thai Variable')

  await page.getByRole('link', { name: 'ไทย' }).click()
  await expect(page).toHaveURL(/\/studio\?lang=th$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sanity Studio ต้องใช้โปรเจกต์ Sanity',
  )
  await expect(guide).toHaveAttribute('lang', 'th')
  await expect(page.locator('[data-step="cors"]')).toContainText('เพิ่ม')
  await expect(page.locator('[data-presentation] h2')).toHaveText(
    'ขั้นต่อไป: ดูการเปลี่ยนแปลงบนหน้าเว็บ (Presentation)',
  )
  await page.waitForLoadState('networkidle')
  expect(sanityRequests).toEqual([])
})

test('the guide follows Accept-Language; an unknown ?lang= is a 400 that says so', async ({
  request,
}) => {
  const thai = await request.get('/studio', { headers: { 'Accept-Language': 'th-TH,th;q=0.9' } })
  expect(thai.status()).toBe(200)
  expect(await thai.text()).toContain('Sanity Studio ต้องใช้โปรเจกต์ Sanity')
  const unknown = await request.get('/studio?lang=fr')
  expect(unknown.status()).toBe(400)
  const html = await unknown.text()
  expect(html).toContain('Sanity Studio needs a Sanity project')
  expect(html).toContain('“fr” is not a language of this page.')
})
