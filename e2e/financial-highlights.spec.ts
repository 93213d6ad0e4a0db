import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'
import { expectInnerPage, expectNoSeriousA11yViolations } from './pageChecks'

// Issue 25 part 1: the financial highlights page in both languages, its charts and tables,
// the CSV download and the print view; expectations come from the bundled dataset and our
// translation files.
type Lang = 'th' | 'en'
type Localised = { th: string; en?: string }
interface Doc {
  _id: string
  _type: string
  fiscalYear?: number
  revenue?: number
  netProfit?: number
  dividendPerShare?: number
  quarter?: number
  income?: { revenue: number }
  subMenuList?: { path: string; innerTopic?: { path: string; topic: Localised }[] }[]
}

const docs = readFileSync(path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Doc)
  .filter((doc) => !doc._id.startsWith('drafts.'))
const years = docs
  .filter((doc) => doc._type === 'financialYear')
  .sort((a, b) => a.fiscalYear! - b.fiscalYear!)
const latest = years.at(-1)!
// The latest five announced quarters, oldest first.
const quarters = docs
  .filter((doc) => doc._type === 'financialQuarter')
  .sort((a, b) => a.fiscalYear! * 4 + a.quarter! - (b.fiscalYear! * 4 + b.quarter!))
  .slice(-5)
const shownYear = (year: number, lang: Lang) => String(lang === 'th' ? year + 543 : year)
// Whole numbers are written the same way in th-TH and en-US.
const shownNumber = (value: number) => value.toLocaleString('en-US')

const AT = '/investors/financial-highlights'
const menuLabel = (lang: Lang) => {
  const inner = docs
    .filter((doc) => doc._type === 'menuSection')
    .flatMap((menu) => menu.subMenuList ?? [])
    .flatMap((entry) => entry.innerTopic ?? [])
    .find((topic) => topic.path === AT)!
  return (inner.topic[lang] ?? inner.topic.th)!
}

const strings = (lang: Lang, namespace: string) =>
  JSON.parse(readFileSync(`public/locales/${lang}/${namespace}.json`, 'utf8')) as Record<
    string,
    Record<string, Record<string, string> | string>
  >
/** A string by its dotted key, with `{{name}}` values filled in. */
function text(lang: Lang, namespace: string, key: string, values: Record<string, string> = {}) {
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      strings(lang, namespace),
    )
  if (typeof found !== 'string') throw new Error(`No ${lang} text ${namespace}:${key}`)
  return found.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '')
}

for (const lang of ['th', 'en'] as const) {
  test.describe(`financial highlights in ${lang}`, () => {
    test('the table, the four charts with text alternatives and tables beside them', async ({
      page,
    }) => {
      await expectInnerPage(page, {
        path: AT,
        lang,
        title: menuLabel(lang),
        heading: text(lang, 'investors', 'pages.financialHighlights.title'),
      })
      const first = shownYear(years[0]!.fiscalYear!, lang)
      const last = shownYear(latest.fiscalYear!, lang)
      const table = page.getByRole('table', {
        name: text(lang, 'financialHighlights', 'table.caption', { first, last }),
      })
      await expect(table.locator('thead th')).toHaveText([
        text(lang, 'financialHighlights', 'table.figure'),
        ...years.map((year) => shownYear(year.fiscalYear!, lang)),
        text(lang, 'financialHighlights', 'table.change', {
          year: shownYear(latest.fiscalYear! - 1, lang),
        }),
      ])
      await expect(table.locator('tbody tr')).toHaveCount(9)
      const revenue = table.locator('tbody tr[data-figure="revenue"]')
      await expect(revenue.locator('td').first()).toHaveText(shownNumber(years[0]!.revenue!))
      await expect(revenue.locator('td').nth(years.length - 1)).toHaveText(
        shownNumber(latest.revenue!),
      )
      // The change is said in words for screen readers, beside the arrow the eye reads.
      const previous = years.at(-2)!
      const percent = `${(((latest.revenue! - previous.revenue!) / previous.revenue!) * 100).toFixed(1)}%`
      await expect(revenue.locator('td').last()).toContainText(
        text(lang, 'financialHighlights', 'change.up', {
          percent,
          year: shownYear(previous.fiscalYear!, lang),
        }),
      )
      await expect(revenue.locator('td').last().locator('[aria-hidden="true"]')).toHaveText(
        `▲ ${percent}`,
      )

      // The latest quarters as announced, the newest compared with the same quarter a year before.
      const quarterly = page.getByTestId('quarterly-results-table')
      const quarterName = (doc: Doc) =>
        text(lang, 'financialHighlights', 'quarterly.column', {
          quarter: String(doc.quarter),
          year: shownYear(doc.fiscalYear!, lang),
        })
      await expect(quarterly.locator('thead th')).toHaveText([
        text(lang, 'financialHighlights', 'quarterly.figure'),
        ...quarters.map(quarterName),
        text(lang, 'financialHighlights', 'quarterly.change', {
          quarter: String(quarters[0]!.quarter),
          year: shownYear(quarters[0]!.fiscalYear!, lang),
        }),
      ])
      const quarterRevenue = quarterly.locator('tbody tr[data-figure="revenue"] td')
      await expect(quarterRevenue.nth(4)).toHaveText(shownNumber(quarters[4]!.income!.revenue))

      const charts = page.getByTestId('financial-chart')
      await expect(charts).toHaveCount(4)
      for (const chart of await charts.all()) {
        const picture = chart.getByRole('img')
        await expect(picture).toBeVisible()
        const description = await picture.locator('desc').textContent()
        for (const year of years) expect(description).toContain(shownYear(year.fiscalYear!, lang))
        const series = Number(await chart.locator('thead th[data-numeric]').count())
        await expect(picture.locator('rect')).toHaveCount(series * years.length)
        await expect(chart.getByRole('table').locator('tbody tr')).toHaveCount(years.length)
      }
      const perShare = page.locator('[data-chart="perShare"]')
      await expect(perShare.getByRole('img').locator('desc')).toContainText(
        `${last} ${latest.dividendPerShare!.toFixed(2)}`,
      )
      await expectNoSeriousA11yViolations(page)
    })

    test('no chart or table code reaches the browser: the server drew them', async ({
      page,
      request,
    }) => {
      await page.goto(`/${lang}${AT}`)
      await expect(page.getByTestId('financial-chart').first()).toBeVisible()
      const scripts = await page
        .locator('script[src]')
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src))
      expect(scripts.length).toBeGreaterThan(0)
      for (const src of scripts) {
        const body = await (await request.get(src)).text()
        expect(body, src).not.toContain('financial-chart')
        expect(body, src).not.toContain('financial-highlights-table')
      }
    })

    test('Download (CSV): UTF-8 with a byte-order mark, Thai intact, named by company and years', async ({
      page,
      request,
    }) => {
      await page.goto(`/${lang}${AT}`)
      const link = page.getByRole('link', {
        name: new RegExp(
          text(lang, 'financialHighlights', 'download.label').replace(/[()]/g, '\\$&'),
        ),
      })
      await expect(link).toHaveAttribute('href', `/api/financial-highlights?lang=${lang}`)
      const fileName = `siam-harvest-foods-financial-highlights-${years[0]!.fiscalYear}-${latest.fiscalYear}-${lang}.csv`
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
      expect(download.suggestedFilename()).toBe(fileName)
      const bytes = readFileSync((await download.path())!)
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const csv = bytes.toString('utf8').slice(1)
      const lines = csv.split('\r\n')
      expect(lines[0]).toBe(
        [
          text(lang, 'financialHighlights', 'csv.figure'),
          text(lang, 'financialHighlights', 'csv.unit'),
          ...years.map((year) => shownYear(year.fiscalYear!, lang)),
        ].join(','),
      )
      expect(lines[1]).toBe(
        [
          text(lang, 'financialHighlights', 'figures.revenue'),
          text(lang, 'financialHighlights', 'units.thbMillion'),
          ...years.map((year) => year.revenue),
        ].join(','),
      )

      const answer = await request.get(`/api/financial-highlights?lang=${lang}`)
      expect(answer.status()).toBe(200)
      expect(answer.headers()['content-type']).toBe('text/csv; charset=utf-8')
      expect(answer.headers()['content-disposition']).toBe(`attachment; filename="${fileName}"`)
      const refused = await request.get('/api/financial-highlights?lang=fr', {
        headers: { 'accept-language': lang },
      })
      expect(refused.status()).toBe(400)
      expect((await refused.json()).message).toBe(text(lang, 'apiErrors', 'langRequired'))
    })

    test('on a phone only the tables scroll sideways, never the page', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 })
      await page.goto(`/${lang}${AT}`)
      await expect(page.getByTestId('financial-highlights-table')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      )
    })

    test('prints as a document: heading, printed-on line, tables and charts, no controls', async ({
      page,
    }) => {
      await page.goto(`/${lang}${AT}`)
      await page.emulateMedia({ media: 'print' })
      for (const chrome of await page.locator('[data-site-chrome]').all()) {
        await expect(chrome).toBeHidden()
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByTestId('printed-on')).toBeVisible()
      await expect(page.getByTestId('financial-highlights-csv')).toBeHidden()
      const table = page.getByTestId('financial-highlights-table')
      await expect(table).toBeVisible()
      expect(await table.locator('thead').evaluate((head) => getComputedStyle(head).display)).toBe(
        'table-header-group',
      )
      expect(
        await table
          .locator('tbody tr')
          .first()
          .evaluate((row) => getComputedStyle(row).breakInside),
      ).toBe('avoid')
      await expect(page.getByTestId('financial-chart').first().getByRole('img')).toBeVisible()
      await page.emulateMedia({ media: 'screen' })
      await expect(page.getByTestId('financial-highlights-csv')).toBeVisible()
    })

    test('the investor overview headlines three figures with their change', async ({ page }) => {
      await page.goto(`/${lang}/investors`)
      const headlines = page.getByRole('region', {
        name: text(lang, 'financialHighlights', 'headlines.heading', {
          year: shownYear(latest.fiscalYear!, lang),
        }),
      })
      await expect(headlines.locator('[data-figure]')).toHaveCount(3)
      await expect(headlines.locator('[data-figure="netProfit"]')).toContainText(
        shownNumber(latest.netProfit!),
      )
      await expect(headlines.locator('[data-change]')).toHaveCount(3)
      await headlines
        .getByRole('link', { name: text(lang, 'financialHighlights', 'headlines.more') })
        .click()
      await expect(page).toHaveURL(new RegExp(`/${lang}${AT}$`))
      await expect(page.getByTestId('financial-chart')).toHaveCount(4)
    })
  })
}

test('the sitemap lists the page in both languages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/th${AT}</loc>`)
  expect(sitemap).toContain(`/en${AT}</loc>`)
})
