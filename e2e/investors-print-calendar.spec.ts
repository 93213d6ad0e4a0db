import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { todayInBangkok } from '@/lib/content/today'
import { formatDate } from '@/lib/i18n/format'
import { expect, test } from './fixtures'

// Issue 16, items 9c and 9d: investor pages print as documents, and IR events download as
// iCalendar files. Expectations come from the bundled dataset and our translation files.
interface IrEventDoc {
  _id: string
  _type: string
  date: string
  title: { th: string; en?: string }
}

const events = readFileSync(path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as IrEventDoc)
  .filter((doc) => doc._type === 'irEvent' && !doc._id.startsWith('drafts.'))
// The last event of the dataset: one every run can ask for, whatever today is.
const lastEvent = events.reduce((last, event) => (event.date > last.date ? event : last))

const unfold = (body: string) => body.replace(/\r\n /g, '')

/** In print, the site's frame and every control are gone; the heading and tables are not. */
async function expectPrintedDocument(page: Page, hasTable: boolean) {
  await page.emulateMedia({ media: 'print' })
  for (const chrome of await page.locator('[data-site-chrome]').all()) {
    await expect(chrome).toBeHidden()
  }
  await expect(page.locator('main button:visible, main select:visible')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('printed-on')).toBeVisible()
  if (hasTable) {
    const table = page.locator('[data-print-document] table').first()
    await expect(table).toBeVisible()
    // Rows are kept whole across sheets, and the header row repeats on each.
    expect(
      await table
        .locator('tr')
        .first()
        .evaluate((row) => getComputedStyle(row).breakInside),
    ).toBe('avoid')
    expect(await table.locator('thead').evaluate((head) => getComputedStyle(head).display)).toBe(
      'table-header-group',
    )
  }
  await page.emulateMedia({ media: 'screen' })
  await expect(page.getByTestId('printed-on')).toBeHidden()
  await expect(page.locator('header[data-site-chrome]')).toBeVisible()
}

for (const lang of ['th', 'en'] as const) {
  test.describe(`investor pages in ${lang}`, () => {
    // Which events it lists, and their links and files, depend on the day: e2e/ir-calendar.spec.ts.
    test('the overview prints without the site, its calendar kept', async ({ page }) => {
      await page.goto(`/${lang}/investors`)
      await expectPrintedDocument(page, false)
      await expect(page.getByTestId('ir-calendar')).toBeVisible()
    })

    test(
      'a table page prints with its title and the day it is printed on at the top',
      { tag: '@dated' },
      async ({ page, clockAt }) => {
        // The printed-on day is the browser's: the page's clock is the test's.
        await page.clock.setFixedTime(new Date(clockAt))
        await page.goto(`/${lang}/investors/dividend`)
        await page.emulateMedia({ media: 'print' })
        const printedOn = page.getByTestId('printed-on')
        await expect(printedOn).toContainText(formatDate(todayInBangkok(new Date(clockAt)), lang))
        await expect(printedOn).toContainText(lang === 'th' ? 'พิมพ์เมื่อ' : 'printed on')
        const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
        const table = await page.locator('[data-print-document] table').first().boundingBox()
        expect(heading!.y).toBeLessThan(200)
        expect(heading!.y).toBeLessThan(table!.y)
        await expectPrintedDocument(page, true)
      },
    )

    test('the calendar files are RFC 5545 downloads; a bad language or event is refused', async ({
      request,
    }) => {
      const whole = await request.get(`/api/ir-calendar?lang=${lang}`)
      expect(whole.status()).toBe(200)
      expect(whole.headers()['content-type']).toBe('text/calendar; charset=utf-8')
      expect(whole.headers()['content-disposition']).toBe(
        `attachment; filename="siam-harvest-ir-calendar-${lang}.ics"`,
      )
      const body = await whole.text()
      expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
      expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true)
      for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
      expect(unfold(body)).toContain(`X-WR-CALNAME;LANGUAGE=${lang === 'th' ? 'th-TH' : 'en-US'}:`)

      const one = await request.get(`/api/ir-calendar/${lastEvent._id}?lang=${lang}`)
      expect(one.status()).toBe(200)
      const event = unfold(await one.text())
      const summary = (lang === 'en' && lastEvent.title.en) || lastEvent.title.th
      expect(event).toContain(`\r\nSUMMARY:${summary.replace(/([,;])/g, '\\$1')}\r\n`)
      expect(event).toContain(`\r\nUID:${lastEvent._id}@ir-calendar.siamharvestfoods\r\n`)
      expect(event).toContain(`\r\nDTSTART;VALUE=DATE:${lastEvent.date.replace(/-/g, '')}\r\n`)
      expect(event).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/)

      const unknown = await request.get(`/api/ir-calendar/irEvent-1999-01-none?lang=${lang}`)
      expect(unknown.status()).toBe(404)
      const badLang = await request.get('/api/ir-calendar?lang=fr')
      expect(badLang.status()).toBe(400)
      expect(await badLang.json()).toEqual({ message: 'lang must be given once, as th or en' })
    })
  })
}
