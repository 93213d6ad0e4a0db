import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Content that never changes after the server rendered it is not hydrated (StaticHtml): React
// attaches its fiber to every element it hydrates or renders, and leaves the server's HTML
// inside a static element without one.
const isReactElement = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))

/** Hydration done: React's fiber is on the header's search button, which always hydrates. */
async function hydrated(page: Page) {
  await expect
    .poll(() => isReactElement(page.getByRole('button', { name: 'Search', exact: true })))
    .toBe(true)
}

test.describe('content kept as the server rendered it', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  test('the home page hydrates its header, not its content, and keeps its head tags', async ({
    page,
  }) => {
    await page.goto('/en/home')
    await hydrated(page)
    expect(await isReactElement(page.locator('main h1'))).toBe(false)
    expect(await isReactElement(page.locator('footer h2').first())).toBe(false)
    expect(await isReactElement(page.locator('main'))).toBe(true)
    // Next removes the head tags of components the browser does not render: these must stay.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    await expect(page.locator('meta[name="description"]')).toHaveCount(1)
    await expect(page.locator('script[type="application/ld+json"]')).not.toHaveCount(0)
  })

  test('a link in static content opens its page client-side, and the page renders it', async ({
    page,
  }) => {
    await page.goto('/en/home')
    await hydrated(page)
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))
    const product = page.locator('main a[href^="/en/products/"]').first()
    const address = await product.getAttribute('href')
    await product.click()
    await expect(page).toHaveURL(new RegExp(`${address}$`))
    // The product's static parts arrive with their code after the navigation, rendered by React.
    const specs = page.getByRole('table').first()
    await expect(specs).toBeVisible()
    expect(await isReactElement(specs)).toBe(true)
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
    // Another product, same route, new props: its own content, not the last one's HTML.
    const related = page.locator('main a[href^="/en/products/"]').last()
    const relatedAddress = await related.getAttribute('href')
    const heading = await page.locator('h1').textContent()
    await related.click()
    await expect(page).toHaveURL(new RegExp(`${relatedAddress}$`))
    await expect(page.locator('h1')).not.toHaveText(heading ?? '')
    await page.goBack()
    await expect(page.locator('h1')).toHaveText(heading ?? '')
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
  })

  test("the home page's HTML carries no data only its static content reads; going back draws it", async ({
    page,
  }) => {
    await page.goto('/en/home')
    await hydrated(page)
    const pageProps = await page.evaluate(
      () => window.__NEXT_DATA__.props.pageProps as Record<string, unknown>,
    )
    // The shell's layout hydrates; the products, news and tiles are the server's HTML only.
    expect(Object.keys(pageProps ?? {})).toEqual(expect.arrayContaining(['layout']))
    expect(pageProps).not.toHaveProperty('featuredProducts')
    expect(pageProps).not.toHaveProperty('latestNews')
    // Nor its sections' interface strings: the shell reads `common` only.
    const strings = await page.evaluate(() => {
      const { initialI18nStore } = window.__NEXT_DATA__.props.pageProps._nextI18Next
      return Object.keys(initialI18nStore.en)
    })
    expect(strings).toContain('common')
    expect(strings).not.toContain('home')
    const featured = page.getByRole('heading', { name: 'Featured products' })
    await expect(featured).toBeVisible()
    const productLinks = page.locator('main a[href^="/en/products/"]')
    const count = await productLinks.count()
    expect(count).toBeGreaterThan(0)
    await productLinks.first().click()
    await expect(page).toHaveURL(/\/en\/products\//)
    // Back home client-side: the page's data file has every prop, and React draws the sections.
    await page.goBack()
    await expect(page).toHaveURL(/\/en\/home$/)
    await expect(productLinks).toHaveCount(count)
    await expect(featured).toBeVisible()
    expect(await isReactElement(page.locator('main h1'))).toBe(true)
  })

  test("the press room's HTML leaves out its contacts, press kit and their strings; a visit drawn by React shows them", async ({
    page,
  }) => {
    await page.goto('/en/corporate/press')
    await hydrated(page)
    const { props, strings } = await page.evaluate(() => {
      const pageProps = window.__NEXT_DATA__.props.pageProps
      return {
        props: Object.keys(pageProps),
        strings: Object.keys(pageProps._nextI18Next.initialI18nStore.en),
      }
    })
    expect(props).not.toContain('pressKit')
    expect(props).not.toContain('mediaContacts')
    // The title and the feeds' head links hydrate: their strings stay.
    expect(strings).toEqual(expect.arrayContaining(['common', 'press', 'news']))
    expect(strings).not.toContain('pressKit')
    expect(strings).not.toContain('alerts')
    const kit = page.getByRole('heading', { name: 'Press kit' })
    await expect(kit).toBeVisible()
    // Away and back client-side: React draws the page from its data file, strings and all.
    await page.getByRole('link', { name: 'Siam Harvest Foods', exact: false }).first().click()
    await expect(page).toHaveURL(/\/en\/home$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/en\/corporate\/press$/)
    await expect(kit).toBeVisible()
    expect(await isReactElement(kit)).toBe(true)
  })

  test('a modified click on a static link is left to the browser', async ({ page, context }) => {
    await page.goto('/en/home')
    await hydrated(page)
    const opened = context.waitForEvent('page')
    await page
      .locator('main a[href^="/en/products/"]')
      .first()
      .click({ modifiers: ['ControlOrMeta'] })
    const tab = await opened
    await tab.close()
    await expect(page).toHaveURL(/\/en\/home$/)
  })
})
