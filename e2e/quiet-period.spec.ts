import { readFileSync } from 'node:fs'
import path from 'node:path'
import { todayInBangkok } from '@/lib/content/today'
import { formatDate } from '@/lib/i18n/format'
import { INVESTOR_PAGES } from '@/lib/investors/pages'
import { addDays } from '@/lib/investors/quietPeriod'
import { STATIC_ROUTES } from '@/lib/routes'
import { PINNED_NOW } from '@/lib/testing/clock'
import { HANDLED, postSigned } from './datasetCopy'
import { expect, test } from './fixtures'
import { startClockedSite, type ClockedSite } from './servers/clockedSite'

// Issue 25: in the N days before each results announcement (N of the site settings, 14 when
// empty, as in the bundled dataset) every investor page shows a quiet-period notice, and the IR
// calendar lists the quiet period. Each describe runs a site of its own whose clock is set to a
// fixed instant (faketime, as e2e/ir-calendar.spec.ts): half an hour into the first day of a
// window, and half an hour into the announcement's own day, which is no longer quiet. The
// instants come from the dataset, not the real date, so the tests pass on any day.
type Lang = 'th' | 'en'
interface IrEventDoc {
  _id: string
  _type: string
  type: string
  date: string
}

const documents = readFileSync(
  path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson'),
  'utf8',
)
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as IrEventDoc & { quietPeriodDays?: number })
const settingsDays = documents.find((doc) => doc._type === 'siteSettings')?.quietPeriodDays
const DAYS = settingsDays ?? 14
const announcements = documents
  .filter((doc) => doc._type === 'irEvent' && doc.type === 'results')
  .sort((a, b) => a.date.localeCompare(b.date))
// The first results announcement after the day the dated tests are pinned to.
const announcement = announcements.find(
  (event) => event.date > todayInBangkok(new Date(PINNED_NOW)),
)!
const windowStart = addDays(announcement.date, -DAYS)

const INVESTOR_PATHS = [STATIC_ROUTES.investors, ...INVESTOR_PAGES.map((page) => page.path)]

/** A string of our translation files: `text('en', 'quietPeriod', 'notice.heading')`. */
function text(lang: Lang, namespace: string, key: string): string {
  const file = JSON.parse(
    readFileSync(`public/locales/${lang}/${namespace}.json`, 'utf8'),
  ) as unknown
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file)
  if (typeof found !== 'string') throw new Error(`No ${lang} text ${namespace}:${key}`)
  return found
}

/** A site whose clock is at `at`, with every investor page rendered again on its day. */
function clockedSite(at: string) {
  const site: { current?: ClockedSite } = {}
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000)
    site.current = await startClockedSite(at)
    // The webhook of a results announcement's change has the site render every investor page
    // again (lib/revalidation/pathRules.ts), now on its own day.
    const request = await playwright.request.newContext({ baseURL: site.current.origin })
    const body = JSON.stringify({ _id: announcement._id, _type: 'irEvent' })
    const answer = await postSigned(request, body, site.current.now())
    expect(HANDLED, await answer.text()).toContain(answer.status())
    await request.dispose()
  })
  test.afterAll(async () => {
    await site.current?.stop()
  })
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date(at))
  })
  return () => site.current!
}

test.describe('inside a quiet period: every investor page shows the notice', () => {
  const at = `${windowStart}T00:30:00+07:00`
  const site = clockedSite(at)

  for (const lang of ['th', 'en'] as const) {
    test(`${lang}: the notice on every investor page, the period in the IR calendar`, async ({
      page,
    }) => {
      const until = formatDate(announcement.date, lang)
      const heading = text(lang, 'quietPeriod', 'notice.heading')
      for (const address of INVESTOR_PATHS) {
        await page.goto(`${site().origin}/${lang}${address}`)
        const notice = page.getByRole('region', { name: heading })
        await expect(notice, address).toHaveCount(1)
        await expect(notice.getByRole('heading', { level: 2 })).toHaveText(heading)
        await expect(notice).toContainText(
          text(lang, 'quietPeriod', 'notice.body').replace('{{date}}', until),
        )
      }

      await page.goto(`${site().origin}/${lang}/investors`)
      const entries = page.getByTestId('ir-calendar').locator('ol > li[data-kind="quiet-period"]')
      await expect(entries).toHaveCount(1)
      await expect(entries.locator('time').first()).toHaveAttribute('datetime', windowStart)
      await expect(entries.locator('time').last()).toHaveAttribute(
        'datetime',
        addDays(announcement.date, -1),
      )
      await expect(entries).toContainText(
        text(lang, 'quietPeriod', 'calendar.title').replace('{{date}}', until),
      )
      // Before the announcement's own row, after the events before the window.
      const kinds = await page
        .getByTestId('ir-calendar')
        .locator('ol > li')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')))
      const events = documents.filter(
        (doc) => doc._type === 'irEvent' && doc.date >= windowStart && doc.date < announcement.date,
      )
      expect(kinds.indexOf('quiet-period')).toBe(0)
      expect(kinds.slice(1, 1 + events.length).every((kind) => kind === 'event')).toBe(true)
    })

    test(`${lang}: screenshots of a page with the notice, phone and desktop`, async ({ page }) => {
      for (const [name, address] of [
        ['dividend', '/investors/dividend'],
        ['overview', '/investors'],
      ] as const) {
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 })
          await page.goto(`${site().origin}/${lang}${address}`)
          await expect(page.getByTestId('quiet-period-notice')).toBeVisible()
          await page.screenshot({
            path: test.info().outputPath(`quiet-period-${name}-${lang}-${width}.png`),
          })
          if (name === 'overview') {
            await page.evaluate(() =>
              document
                .querySelector('[data-kind="quiet-period"]')
                ?.scrollIntoView({ block: 'center' }),
            )
            await page.screenshot({
              path: test.info().outputPath(`quiet-period-calendar-${lang}-${width}.png`),
            })
          }
        }
      }
    })
  }
})

test.describe('on the announcement day: no notice', () => {
  const at = `${announcement.date}T00:30:00+07:00`
  const site = clockedSite(at)

  for (const lang of ['th', 'en'] as const) {
    test(`${lang}: no investor page shows the notice, the calendar lists only later periods`, async ({
      page,
    }) => {
      for (const address of INVESTOR_PATHS) {
        await page.goto(`${site().origin}/${lang}${address}`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByTestId('quiet-period-notice'), address).toHaveCount(0)
      }
      await page.goto(`${site().origin}/${lang}/investors`)
      // The dataset's results announcements are months apart: one period before each later one.
      const later = announcements.filter((event) => event.date > announcement.date)
      await expect(
        page.getByTestId('ir-calendar').locator('ol > li[data-kind="quiet-period"]'),
      ).toHaveCount(later.length)
    })
  }
})
