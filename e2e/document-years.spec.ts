import { readDataset } from './datasetCopy'
import { expect, test } from './fixtures'

// Issue 34, item 6: earlier years' statements were reachable only through a script-driven year
// select. Each year of an investor document list is now an address of its own (`?year=2024`,
// served with that year in its HTML) and a link on the page, which a crawler and a visitor
// without JavaScript can follow; the select still changes the year without a reload.

type Lang = 'th' | 'en'

const LISTS = [
  { at: '/investors/financial-statements', categories: ['financial-statement'] },
  { at: '/investors/report-56-1', categories: ['one-report'] },
  {
    at: '/investors/shareholders-meeting',
    categories: ['meeting-notice', 'meeting-minutes', 'meeting-form'],
  },
] as const

const YEARS_LABEL = { en: 'All fiscal years', th: 'ปีบัญชีทั้งหมด' } as const
const HEADING = { en: 'Fiscal year', th: 'ปีบัญชี' } as const
const shownYear = (year: number, lang: Lang) => String(lang === 'th' ? year + 543 : year)

/** The years with documents of the categories, newest first, from the dataset the server reads. */
function yearsOf(categories: readonly string[]): number[] {
  const years = readDataset()
    .filter((doc) => !doc._id.startsWith('drafts.') && doc._type === 'investorDocument')
    .filter((doc) => categories.includes(String(doc.category)))
    .map((doc) => Number(doc.year))
  return [...new Set(years)].sort((a, b) => b - a)
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of ['en', 'th'] as const) {
    test(`every earlier year of the statements is a link to its own page (${lang})`, async ({
      page,
    }) => {
      const at = LISTS[0].at
      const years = yearsOf(LISTS[0].categories)
      expect(years.length, 'the dataset has statements of several years').toBeGreaterThan(1)
      await page.goto(`/${lang}${at}`)
      const yearLinks = page.getByRole('navigation', { name: YEARS_LABEL[lang] }).getByRole('link')
      await expect(yearLinks).toHaveText(years.map((year) => shownYear(year, lang)))
      for (const [index, year] of years.entries()) {
        await expect(yearLinks.nth(index)).toHaveAttribute('href', `/${lang}${at}?year=${year}`)
      }

      const oldest = years.at(-1)!
      await yearLinks.last().click()
      await expect(page).toHaveURL(`/${lang}${at}?year=${oldest}`)
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
        `${HEADING[lang]} ${shownYear(oldest, lang)}`,
      )
      await expect(page.getByRole('combobox')).toHaveValue(String(oldest))
      await expect(yearLinks.last()).toHaveAttribute('aria-current', 'true')
    })
  }
})

test('each year of each list answers 200 with its documents; another year, or none, a 404', async ({
  request,
}) => {
  for (const { at, categories } of LISTS) {
    for (const year of yearsOf(categories)) {
      const response = await request.get(`/en${at}?year=${year}`)
      expect(response.status(), `${at}?year=${year}`).toBe(200)
      expect(await response.text()).toContain(`Fiscal year ${year}`)
    }
    for (const query of ['?year=1999', '?year=abc', '?year=25', '?year=2025&year=2024']) {
      const response = await request.get(`/th${at}${query}`)
      expect(response.status(), `${at}${query}`).toBe(404)
    }
    // A query the list does not read is the list itself.
    expect((await request.get(`/en${at}?utm_source=mail`)).status()).toBe(200)
  }
})

test("the year select still changes the year without a reload, on a year's own page too", async ({
  page,
}) => {
  const { at, categories } = LISTS[0]
  const years = yearsOf(categories)
  const [latest, older] = [years[0]!, years[1]!]
  await page.goto(`/en${at}?year=${older}`)
  await page.evaluate(() => Object.assign(window, { notReloaded: true }))
  const select = page.getByRole('combobox', { name: 'Fiscal year' })
  await expect(select).toHaveValue(String(older))

  await select.selectOption(String(latest))
  await expect(page).toHaveURL(`/en${at}?year=${latest}`)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    `Fiscal year ${latest}`,
  )

  // A year's link does the same.
  await page.getByRole('navigation', { name: 'All fiscal years' }).getByRole('link').nth(1).click()
  await expect(page).toHaveURL(`/en${at}?year=${older}`)
  await expect(select).toHaveValue(String(older))
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true)
})
