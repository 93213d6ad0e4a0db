import type { Cookie, Page } from '@playwright/test'
import { EXAMPLE_ENQUIRIES } from '../services/core/exampleEnquiries'
import { signedInCookies } from './auth'
import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './pageChecks'

// The console's own "not found", its empty states and the examples the embedded core service
// starts with (issue 26, item 8). One admin session for the file, as in console.spec.ts.
let adminCookies: Cookie[]

test.beforeAll(async ({ browser }, testInfo) => {
  adminCookies = await signedInCookies(browser, testInfo.project.use.baseURL!, 'admin')
})

async function openAsAdmin(page: Page, path: string) {
  await page.context().addCookies(adminCookies)
  const response = await page.goto(path)
  await expect(page).toHaveURL((url) => url.pathname === path)
  return response
}

// A well-formed id that no enquiry has, and one that is no id at all.
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

const TEXT = {
  th: {
    enquiryTitle: 'ไม่พบข้อความติดต่อ',
    pageTitle: 'ไม่พบหน้านี้',
    toEnquiries: 'กลับไปที่รายการข้อความติดต่อ',
    toDashboard: 'กลับไปที่แดชบอร์ด',
    enquiries: 'ข้อความติดต่อ',
    dashboard: 'แดชบอร์ด',
    example: 'ตัวอย่าง',
    filtered: 'ไม่มีข้อความติดต่อที่ตรงกับตัวกรองนี้',
    clear: 'ล้างตัวกรอง',
    search: 'ค้นหา',
  },
  en: {
    enquiryTitle: 'Enquiry not found',
    pageTitle: 'Page not found',
    toEnquiries: 'Back to the enquiries',
    toDashboard: 'Back to the dashboard',
    enquiries: 'Enquiries',
    dashboard: 'Dashboard',
    example: 'Example',
    filtered: 'No enquiries match these filters',
    clear: 'Clear filters',
    search: 'Search',
  },
} as const

/** The console's frame is there and the public site's header is not. */
async function expectConsoleShell(page: Page) {
  await expect(page.getByTestId('admin-shell')).toBeVisible()
  await expect(page.getByTestId('admin-header')).toBeVisible()
  await expect(page.locator('[data-site-chrome]')).toHaveCount(0)
}

for (const lang of ['th', 'en'] as const) {
  const text = TEXT[lang]

  test.describe(`/${lang}: the console's own "not found"`, () => {
    for (const [what, id] of [
      ['an unknown enquiry id', UNKNOWN_ID],
      ['a malformed enquiry id', 'not-an-enquiry'],
    ] as const) {
      test(`${what} answers 404 in the console's shell, with a link back to the list`, async ({
        page,
      }) => {
        const response = await openAsAdmin(page, `/${lang}/admin/enquiries/${id}`)
        expect(response?.status()).toBe(404)
        await expectConsoleShell(page)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.enquiryTitle)
        await expect(page).toHaveTitle(new RegExp(`^${text.enquiryTitle} \\|`))
        // The enquiries' entry of the sidebar is the current one: the address is under it.
        await expect(
          page
            .getByTestId('admin-sidebar')
            .getByRole('link', { name: text.enquiries, exact: true }),
        ).toHaveAttribute('aria-current', 'page')
        await expectNoSeriousA11yViolations(page)
        await page.getByRole('link', { name: text.toEnquiries }).click()
        await expect(page).toHaveURL((url) => url.pathname === `/${lang}/admin/enquiries`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.enquiries)
      })
    }

    test('any other unknown console address answers 404 in the shell, back to the dashboard', async ({
      page,
    }) => {
      const response = await openAsAdmin(page, `/${lang}/admin/no-such-page`)
      expect(response?.status()).toBe(404)
      await expectConsoleShell(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.pageTitle)
      await page.getByRole('link', { name: text.toDashboard }).click()
      await expect(page).toHaveURL((url) => url.pathname === `/${lang}/admin`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.dashboard)
    })
  })

  test(`/${lang}: the examples are marked, and an empty result says it is the filters`, async ({
    page,
  }) => {
    const [example] = EXAMPLE_ENQUIRIES.filter((e) => e.enquiry.lang === lang)
    const name = example!.enquiry.fields.name
    // Found by name: the suite's own enquiries, newer, may fill the first page.
    await page.context().addCookies(adminCookies)
    await page.goto(`/${lang}/admin/enquiries?q=${encodeURIComponent(name)}`)
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) })
    await expect(row.getByTestId('example-badge')).toHaveText(text.example)
    await row.getByRole('link', { name }).click()
    await expect(page.getByTestId('example-note')).toBeVisible()
    await expect(page.getByTestId('example-badge')).toHaveText(text.example)

    await page.goto(`/${lang}/admin/enquiries?status=closed&q=nothing-matches-this-${lang}`)
    const empty = page.getByTestId('enquiries-empty')
    await expect(empty).toHaveAttribute('data-empty', 'filtered')
    await expect(empty).toContainText(text.filtered)
    await empty.getByRole('button', { name: text.clear }).click()
    await expect(page).toHaveURL((url) => url.search === '')
    await expect(page.getByRole('searchbox')).toHaveValue('')
    await expect(page.getByTestId('enquiries-empty')).toHaveCount(0)
    await expect(page.getByRole('row').nth(1)).toBeVisible()
  })
}

test('at 390 px the search button is as tall as its field, the placeholder fits and the Thai menu says what the page says on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const lang of ['th', 'en'] as const) {
    await openAsAdmin(page, `/${lang}/admin/enquiries`)
    // Once the counts are in: they widen the filter buttons, which may move the form down.
    await expect(page.getByTestId('refresh-enquiries')).toBeVisible()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/\d/)
    const field = page.getByRole('searchbox')
    const button = page.getByRole('button', { name: TEXT[lang].search, exact: true })
    // Both measured in one go, so no layout change can fall between them.
    const [fieldBox, buttonBox] = await field.evaluate(
      (input, submit) => {
        const box = (element: Element) => {
          const { y, height } = element.getBoundingClientRect()
          return { y, height }
        }
        return [box(input), box(submit!)]
      },
      await button.elementHandle(),
    )
    expect(buttonBox.height).toBe(fieldBox.height)
    expect(buttonBox.y).toBe(fieldBox.y)
    // The placeholder is not cut: its text is no wider than the field's room for text.
    const fits = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      return context.measureText(input.placeholder).width <= room
    })
    expect(fits, `${lang} placeholder fits`).toBe(true)

    // The dashboard's buttons (the BI one has a long name) keep to the screen's width.
    await page.goto(`/${lang}/admin`)
    await expect(page.getByTestId('dashboard-company')).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `${lang} dashboard overflow`).toBe(0)
  }

  // The menu's entry names the page as its h1 does; every entry is one line at the sidebar's
  // width (the BI link, configured here, and Alerts included).
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/th/admin/enquiries')
  const entry = page
    .getByTestId('admin-sidebar')
    .getByRole('link', { name: TEXT.th.enquiries, exact: true })
  await expect(entry).toHaveText(TEXT.th.enquiries)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.th.enquiries)
  for (const lang of ['th', 'en'] as const) {
    await page.goto(`/${lang}/admin/enquiries`)
    const links = page.getByTestId('admin-sidebar').getByRole('link')
    await expect(links).toHaveCount(6)
    // The lines each entry's words are laid out on (its icons left out).
    const lines = await links.evaluateAll((all) =>
      all.map((link) => {
        const tops = new Set<number>()
        for (const node of link.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top))
        }
        return [link.textContent, tops.size]
      }),
    )
    for (const [label, count] of lines) expect(count, `${lang}: ${label}`).toBe(1)
  }
})
