import { expect, test } from './fixtures'

// The search page (/{lang}/search?q=&type=&page=) in both languages, reached from the search
// modal's "see all results": counts per type, a type filter, page 2, a typo found through the
// page's own form, and a bad parameter's message. One page load per language, then links.

const UI = {
  en: {
    open: 'Search',
    field: 'What are you looking for?',
    query: 'chicken',
    seeAll: 'See all results for “chicken”',
    heading: 'Search',
    title: 'Search | Siam Harvest Foods',
    all: 'All',
    products: 'Products',
    summary: /results for “chicken”/,
    formField: 'Search the site',
    submit: 'Search',
    unknownType: '“recipes” is not a type of result.',
    pageTooLarge: 'There is no page 999',
  },
  th: {
    open: 'ค้นหา',
    field: 'คุณกำลังมองหาอะไร',
    query: 'ไก่',
    seeAll: 'ดูผลการค้นหาทั้งหมดสำหรับ “ไก่”',
    heading: 'ค้นหา',
    title: 'ค้นหา | Siam Harvest Foods',
    all: 'ทั้งหมด',
    products: 'ผลิตภัณฑ์',
    summary: /รายการสำหรับ “ไก่”/,
    formField: 'ค้นหาในเว็บไซต์',
    submit: 'ค้นหา',
    unknownType: '“recipes” ไม่ใช่ประเภทผลการค้นหา',
    pageTooLarge: 'ไม่มีหน้า 999',
  },
} as const

const countOf = (label: string) => Number(/\((\d+)\)$/.exec(label.trim())?.[1] ?? NaN)

for (const lang of ['en', 'th'] as const) {
  const ui = UI[lang]

  test(`search page (${lang}): from the modal, counts per type, filter, page 2, a typo`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/home`)
    await page.getByRole('button', { name: ui.open, exact: true }).click()
    await page.getByRole('combobox', { name: ui.field }).fill(ui.query)
    await page.getByRole('link', { name: ui.seeAll }).click()

    await expect(page).toHaveURL(`/${lang}/search?q=${encodeURIComponent(ui.query)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.heading)
    await expect(page).toHaveTitle(ui.title)
    await expect(page.getByRole('searchbox', { name: ui.formField })).toHaveValue(ui.query)

    // Every type has its count, and "all" is their sum.
    const filter = page.locator('nav a[data-type]')
    await expect(filter).toHaveCount(5)
    const labels = await filter.allTextContents()
    const [all, ...kinds] = labels.map(countOf)
    expect(labels[0]).toMatch(new RegExp(`^${ui.all} \\(\\d+\\)$`))
    expect(kinds.every((count) => Number.isInteger(count))).toBe(true)
    expect(all).toBe(kinds.reduce((sum, count) => sum! + count!, 0))
    const results = page.locator('ol > li[data-kind]')
    await expect(results).toHaveCount(10)
    await expect(results.first().locator('mark').first()).toBeVisible()

    // Only products, then their second page: real links, each a server-rendered address.
    const products = page.locator('nav a[data-type="product"]')
    const productCount = countOf((await products.textContent())!)
    expect(productCount).toBeGreaterThan(10)
    await products.click()
    await expect(page).toHaveURL(/[?&]type=product(&|$)/)
    await expect(products).toHaveAttribute('aria-current', 'true')
    await expect(page.getByRole('status')).toContainText(ui.summary)
    const firstOfPageOne = await results.first().getByRole('link').getAttribute('href')
    const pageTwo = page.getByRole('link', { name: lang === 'en' ? 'Page 2' : 'หน้า 2' })
    await expect(pageTwo).toHaveAttribute('href', /[?&]page=2(&|$)/)
    await pageTwo.click()
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)
    await expect(pageTwo).toHaveAttribute('aria-current', 'page')
    await expect(results.first()).toBeVisible()
    expect(await results.evaluateAll((items) => items.map((item) => item.dataset.kind))).toEqual(
      Array(Math.min(10, productCount - 10)).fill('product'),
    )
    expect(await results.first().getByRole('link').getAttribute('href')).not.toBe(firstOfPageOne)

    // A typo, through the page's own GET form (a full page load, as without script).
    await page.getByRole('searchbox', { name: ui.formField }).fill('chiken drumstiks')
    await page.getByRole('button', { name: ui.submit, exact: true }).last().click()
    await expect(page).toHaveURL(/[?&]q=chiken\+drumstiks$/)
    const first = results.first()
    await expect(first.getByRole('link')).toHaveAttribute(
      'href',
      `/${lang}/products/chicken-drumsticks`,
    )
    await expect(first.locator('mark').first()).toHaveText('Chicken')
  })

  test(`search page (${lang}): a bad parameter is a 400 with a message`, async ({ request }) => {
    for (const [address, message] of [
      [`/${lang}/search?q=pork&type=recipes`, ui.unknownType],
      [`/${lang}/search?q=pork&page=999`, ui.pageTooLarge],
    ] as const) {
      const answer = await request.get(address)
      expect(answer.status()).toBe(400)
      expect(answer.headers()['cache-control']).toBe('no-store')
      expect(await answer.text()).toContain(message)
    }
    const ok = await request.get(`/${lang}/search?q=pork`)
    expect(ok.status()).toBe(200)
    expect(ok.headers()['cache-control']).toMatch(/^public, s-maxage=\d+/)
  })
}
