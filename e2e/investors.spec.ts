import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectInnerPage, expectNoSeriousA11yViolations } from './pageChecks'

// Expectations come from the bundled dataset the server reads and from our own translation
// files, so a content edit does not break these tests; what they check is that pages show it.
type Lang = 'th' | 'en'
type Localised = { th: string; en?: string }
interface Doc {
  _id: string
  _type: string
  path?: string
  title?: Localised
  name?: Localised
  category?: string
  year?: number
  date?: string
  fiscalYear?: number
  order?: number
  percentage?: number
  file?: Partial<Record<Lang, { _sanityAsset: string }>>
  sections?: { _type: string; heading?: Localised; items?: { value: string }[] }[]
  subMenuList?: {
    path: string
    mainTopic: Localised
    innerTopic?: { path: string; topic: Localised }[]
  }[]
}

const docs = readFileSync(path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Doc)
  .filter((doc) => !doc._id.startsWith('drafts.'))
const ofType = (type: string) => docs.filter((doc) => doc._type === type)
const pick = (value: Localised | undefined, lang: Lang) =>
  (value && (value[lang] ?? value.th)) ?? ''
/** Years as the page prints them: Buddhist era on Thai pages. */
const shownYear = (year: number, lang: Lang) => String(lang === 'th' ? year + 543 : year)

const translations = Object.fromEntries(
  (['th', 'en'] as const).map((lang) => [
    lang,
    JSON.parse(readFileSync(`public/locales/${lang}/investors.json`, 'utf8')) as unknown,
  ]),
) as Record<Lang, unknown>
/** A string of our `investors` namespace by its dotted key, with `{{year}}`-style values. */
function text(lang: Lang, key: string, values: Record<string, string> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translations[lang])
  if (typeof found !== 'string') throw new Error(`No ${lang} text ${key}`)
  return found.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '')
}

function menuLabel(at: string, lang: Lang) {
  const entries = ofType('menuSection').flatMap((menu) => menu.subMenuList ?? [])
  const inner = entries.flatMap((entry) => entry.innerTopic ?? []).find((t) => t.path === at)
  return pick(inner?.topic ?? entries.find((entry) => entry.path === at)?.mainTopic, lang)
}

const documentsOf = (...categories: string[]) =>
  ofType('investorDocument').filter((doc) => categories.includes(doc.category!))
const latestYear = (documents: Doc[]) => Math.max(...documents.map((doc) => doc.year!))

const LANGS = ['th', 'en'] as const

/** Every download link of the page's document rows points at a bundled file. */
async function expectDocumentRows(page: Page, titles: string[]) {
  const rows = page.getByTestId('investor-document')
  await expect(rows).toHaveCount(titles.length)
  for (const title of titles) {
    await expect(page.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      /^\/api\/cms-file\/[0-9a-f]+\.pdf$/,
    )
  }
  await expect(rows.first()).toContainText('PDF')
}

test.describe('investor overview', () => {
  for (const lang of LANGS) {
    test(`/investors in ${lang}: key figures, IR calendar, documents, shareholders, links`, async ({
      page,
    }) => {
      const overview = ofType('page').find((doc) => doc.path === '/investors')!
      await expectInnerPage(page, {
        path: '/investors',
        lang,
        title: menuLabel('/investors', lang),
        heading: pick(overview.title, lang),
      })
      const main = page.locator('main')

      const figures = overview.sections!.find((section) => section._type === 'statsSection')!
      const band = main.getByRole('region', { name: pick(figures.heading, lang) })
      for (const item of figures.items!) {
        await expect(band.getByText(item.value, { exact: true })).toBeVisible()
      }

      const calendar = page.getByTestId('ir-calendar')
      await expect(calendar.getByRole('heading', { level: 2 })).toHaveText(
        text(lang, 'overview.calendar.heading'),
      )
      // Which events are still to come depends on the day the page was rendered: those checks
      // set the site's clock themselves (e2e/ir-calendar.spec.ts).
      const keyDates = page.getByTestId('ir-key-dates')
      await expect(keyDates).toContainText(text(lang, 'dividend.columns.xdDate'))
      await expect(keyDates).toContainText(text(lang, 'overview.calendar.agm'))
      await expect(keyDates.locator('time')).toHaveCount(4)

      const latest = page.getByTestId('latest-documents')
      await expect(latest.getByTestId('investor-document')).toHaveCount(5)
      await expect(
        latest.getByTestId('investor-document').first().getByRole('link'),
      ).toHaveAttribute('href', /^\/api\/cms-file\//)

      const holders = ofType('shareholder').sort((a, b) => a.order! - b.order!)
      const top = page.getByTestId('top-shareholders')
      await expect(top.locator('ol > li')).toHaveCount(5)
      await expect(top.locator('ol > li').first()).toContainText(pick(holders[0]!.name, lang))

      for (const [key, href] of [
        ['financialStatements', '/investors/financial-statements'],
        ['report561', '/investors/report-56-1'],
        ['dividend', '/investors/dividend'],
        ['shareholdersStructure', '/investors/shareholders-structure'],
        ['shareholdersMeeting', '/investors/shareholders-meeting'],
      ] as const) {
        await expect(
          main
            .locator(`a[href="/${lang}${href}"]`)
            .filter({ hasText: text(lang, `pages.${key}.title`) }),
        ).not.toHaveCount(0)
      }
      await expectNoSeriousA11yViolations(page)
    })
  }
})

const DOCUMENT_PAGES = [
  {
    at: '/investors/financial-statements',
    key: 'financialStatements',
    categories: ['financial-statement'],
  },
  {
    at: '/investors/shareholders-meeting',
    key: 'shareholdersMeeting',
    categories: ['meeting-notice', 'meeting-minutes', 'meeting-form'],
  },
  { at: '/investors/report-56-1', key: 'report561', categories: ['one-report'] },
] as const

test.describe('investor document lists', () => {
  for (const { at, key, categories } of DOCUMENT_PAGES) {
    for (const lang of LANGS) {
      test(`${at} in ${lang}: the latest year's documents with their files`, async ({ page }) => {
        await expectInnerPage(page, {
          path: at,
          lang,
          title: menuLabel(at, lang),
          heading: text(lang, `pages.${key}.title`),
        })
        const documents = documentsOf(...categories)
        const year = latestYear(documents)
        const select = page.getByRole('combobox', { name: text(lang, 'documents.yearLabel') })
        await expect(select).toHaveValue(String(year))
        await expect(select.locator('option')).toHaveText(
          [...new Set(documents.map((doc) => doc.year!))]
            .sort((a, b) => b - a)
            .map((y) => shownYear(y, lang)),
        )
        await expectDocumentRows(
          page,
          documents.filter((doc) => doc.year === year).map((doc) => pick(doc.title, lang)),
        )
        // axe once per page type and language: the three lists are one component.
        if (at === DOCUMENT_PAGES[0].at) await expectNoSeriousA11yViolations(page)
      })
    }
  }

  test('the year select changes the list and the address without a reload, and survives one', async ({
    page,
  }) => {
    const at = '/investors/financial-statements'
    const statements = documentsOf('financial-statement')
    const years = [...new Set(statements.map((doc) => doc.year!))].sort((a, b) => b - a)
    const older = years[2]!
    await page.goto(`/en${at}`)
    await page.evaluate(() => Object.assign(window, { notReloaded: true }))
    await page.getByRole('combobox', { name: 'Fiscal year' }).selectOption(String(older))

    await expect(page).toHaveURL(new RegExp(`/en${at}\\?year=${older}$`))
    const titles = statements
      .filter((doc) => doc.year === older)
      .map((doc) => pick(doc.title, 'en'))
    await expectDocumentRows(page, titles)
    await expect(
      page.getByRole('heading', { level: 2, name: `Fiscal year ${older}` }),
    ).toBeVisible()
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true)

    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Fiscal year' })).toHaveValue(String(older))
    await expectDocumentRows(page, titles)
    await expect(page.getByTestId('document-notices')).toBeEmpty()

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/en${at}$`))
    await expect(page.getByRole('combobox', { name: 'Fiscal year' })).toHaveValue(String(years[0]))
  })

  test('Thai pages list Buddhist-era years while the address keeps the Gregorian one', async ({
    page,
  }) => {
    const at = '/investors/shareholders-meeting'
    const documents = documentsOf('meeting-notice', 'meeting-minutes', 'meeting-form')
    const older = Math.min(...documents.map((doc) => doc.year!))
    await page.goto(`/th${at}`)
    await page
      .getByRole('combobox', { name: text('th', 'documents.yearLabel') })
      .selectOption({ label: shownYear(older, 'th') })
    await expect(page).toHaveURL(new RegExp(`/th${at}\\?year=${older}$`))
    await expect(
      page.getByRole('heading', { level: 2, name: `ปีบัญชี ${shownYear(older, 'th')}` }),
    ).toBeVisible()
    await expectDocumentRows(
      page,
      documents.filter((doc) => doc.year === older).map((doc) => pick(doc.title, 'th')),
    )
  })

  // Each year is a page of its own (e2e/document-years.spec.ts): one without documents, or no
  // year at all, is the site's 404 rather than another year under an address that names it.
  for (const [lang, query] of [
    ['en', '?year=1999'],
    ['th', '?year=abc'],
  ] as const) {
    test(`an unknown year in the address (${lang}, ${query}) is a 404`, async ({ page }) => {
      const response = await page.goto(`/${lang}/investors/report-56-1${query}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('combobox')).toHaveCount(0)
    })
  }

  test('a document link downloads the PDF', async ({ page, request }) => {
    await page.goto('/en/investors/report-56-1')
    const href = await page.getByTestId('investor-document').getByRole('link').getAttribute('href')
    const response = await request.get(href!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/pdf')
  })

  for (const { at, categories } of DOCUMENT_PAGES) {
    for (const lang of LANGS) {
      test(`${at} in ${lang} links each document's ${lang} PDF, a real document`, async ({
        page,
        request,
      }) => {
        await page.goto(`/${lang}${at}`)
        const documents = documentsOf(...categories)
        const year = latestYear(documents)
        const first = documents.find((doc) => doc.year === year)!
        const link = page.getByRole('link', { name: pick(first.title, lang) })
        const asset = first.file![lang]!._sanityAsset.replace(/^file@file:\/\/\.\/files\//, '')
        await expect(link).toHaveAttribute('href', `/api/cms-file/${asset}`)
        // In the page's language: no hreflang, and no "other language" note in the row.
        await expect(link).not.toHaveAttribute('hreflang', /./)
        await expect(page.getByTestId('investor-document').first()).not.toContainText(
          text(lang, `documents.fileIn.${lang === 'th' ? 'en' : 'th'}`),
        )
        const response = await request.get(`/api/cms-file/${asset}`)
        expect(response.status()).toBe(200)
        expect(response.headers()['content-type']).toContain('application/pdf')
        const pdf = await response.body()
        // The stubs these replaced were 5.9 kB, one line a page.
        expect(pdf.length).toBeGreaterThan(12_000)
        expect(pdf.toString('latin1').match(/\/Type \/Page\n/g)?.length).toBeGreaterThanOrEqual(3)
        expect(pdf.toString('latin1')).toContain(`/Lang (${lang === 'th' ? 'th-TH' : 'en-US'})`)
      })
    }
  }
})

test.describe('dividend history', () => {
  for (const lang of LANGS) {
    test(`/investors/dividend in ${lang}: every dividend, amounts in baht`, async ({ page }) => {
      const at = '/investors/dividend'
      await expectInnerPage(page, {
        path: at,
        lang,
        title: menuLabel(at, lang),
        heading: text(lang, 'pages.dividend.title'),
      })
      const dividends = ofType('dividend')
      const table = page.getByRole('table', { name: text(lang, 'dividend.caption') })
      const rows = table.locator('tbody tr')
      await expect(rows).toHaveCount(dividends.length)
      const amounts = await rows.locator('td:nth-child(3)').allTextContents()
      const baht = lang === 'en' ? /^THB\s\d+\.\d{2,4}$/ : /^฿\d+\.\d{2,4}$/
      for (const amount of amounts) expect(amount).toMatch(baht)
      const newest = Math.max(...dividends.map((d) => d.fiscalYear!))
      await expect(rows.first().getByRole('rowheader')).toHaveText(shownYear(newest, lang))
      await expect(rows.first().locator('time')).toHaveCount(3)
      await expect(page.getByRole('region', { name: text(lang, 'dividend.caption') })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })
  }

  test('on a phone the table scrolls inside its frame, never the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/th/investors/dividend')
    const frame = page.getByRole('region', { name: text('th', 'dividend.caption') })
    expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
    await expect(page.getByText(text('th', 'tables.scrollHint'))).toBeVisible()
  })
})

test.describe('shareholding structure', () => {
  for (const lang of LANGS) {
    test(`/investors/shareholders-structure in ${lang}: chart and table`, async ({ page }) => {
      const at = '/investors/shareholders-structure'
      await expectInnerPage(page, {
        path: at,
        lang,
        title: menuLabel(at, lang),
        heading: text(lang, 'pages.shareholdersStructure.title'),
      })
      const holders = ofType('shareholder')
      const chart = page.getByRole('img', { name: text(lang, 'shareholders.chart.title') })
      await expect(chart).toBeVisible()
      const description = await chart.evaluate((svg) => svg.querySelector('desc')?.textContent)
      const largest = holders.reduce((a, b) => (b.percentage! > a.percentage! ? b : a))
      expect(description).toContain(pick(largest.name, lang))

      const table = page.getByTestId('shareholder-table')
      await expect(table.locator('tbody tr')).toHaveCount(holders.length)
      await expect(table.locator('caption')).toContainText(
        lang === 'en' ? `Top ${holders.length} shareholders` : `${holders.length} รายแรก`,
      )
      await expect(table.locator('tbody td[data-numeric]').last()).toHaveText(/^\d+\.\d{2}%$/)
      await expectNoSeriousA11yViolations(page)
    })
  }
})
