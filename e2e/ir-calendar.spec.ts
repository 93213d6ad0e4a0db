import { readFileSync } from 'node:fs'
import path from 'node:path'
import { todayInBangkok } from '@/lib/content/today'
import { formatDate } from '@/lib/i18n/format'
import { HANDLED, postSigned } from './datasetCopy'
import { expect, test } from './fixtures'
import { startClockedSite, type ClockedSite } from './servers/clockedSite'

// Issue 23: which IR events are still to come is decided by the site's clock when it renders the
// investors page and the home page and when it writes the calendar file. These tests run a site
// of their own with its clock at `clockAt` (faketime), set the page's clock to the same instant,
// and compute what the pages must show from that day and the bundled dataset. The clock-2031
// project runs them again five years ahead, when none of the dataset's events is still to come.
type Lang = 'th' | 'en'
interface IrEventDoc {
  _id: string
  _type: string
  type: string
  date: string
  title: { th: string; en?: string }
}

const irEvents = readFileSync(
  path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson'),
  'utf8',
)
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as IrEventDoc)
  .filter((doc) => doc._type === 'irEvent' && !doc._id.startsWith('drafts.'))
  .sort((a, b) => a.date.localeCompare(b.date))

/** A string of our translation files: `text('en', 'home', 'investor.noEvent')`. */
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

const titleOf = (event: IrEventDoc, lang: Lang) =>
  (lang === 'en' && event.title.en) || event.title.th
const unfold = (body: string) => body.replace(/\r\n /g, '')

/** The events from the day in Bangkok at `clockAt` on, as the site must list them. */
function upcomingAt(clockAt: string) {
  const today = todayInBangkok(new Date(clockAt))
  return { today, upcoming: irEvents.filter((event) => event.date >= today) }
}

test.describe('the IR calendar, from the day the site’s clock says', { tag: '@dated' }, () => {
  let site: ClockedSite

  test.beforeAll(async ({ clockAt, playwright }) => {
    test.setTimeout(120_000)
    site = await startClockedSite(clockAt)
    // The build's pages were rendered on the build machine's day. The webhook an IR event's
    // change sends has the site render /home and /investors again, now on its own day; it is
    // signed with the site's time, as Sanity's would be.
    const request = await playwright.request.newContext({ baseURL: site.origin })
    const body = JSON.stringify({ _id: irEvents[0]!._id, _type: 'irEvent' })
    const answer = await postSigned(request, body, site.now())
    expect(HANDLED, await answer.text()).toContain(answer.status())
    await request.dispose()
  })

  test.afterAll(async () => {
    await site?.stop()
  })

  test.beforeEach(async ({ page, clockAt }) => {
    await page.clock.setFixedTime(new Date(clockAt))
  })

  for (const lang of ['th', 'en'] as const) {
    test(`${lang}: the investors page lists the events from that day on, each with its .ics`, async ({
      page,
      request,
      clockAt,
    }) => {
      const { upcoming } = upcomingAt(clockAt)
      await page.goto(`${site.origin}/${lang}/investors`)
      const calendar = page.getByTestId('ir-calendar')
      // The events' rows; the quiet periods among them are checked by e2e/quiet-period.spec.ts.
      const rows = calendar.locator('ol > li[data-kind="event"]')
      const shown = upcoming.slice(0, 6)
      await expect(rows).toHaveCount(shown.length)
      expect(
        await rows
          .locator('time')
          .evaluateAll((times) => times.map((time) => time.getAttribute('datetime'))),
      ).toEqual(shown.map((event) => event.date))
      const addAll = calendar.getByRole('link', { name: text(lang, 'irCalendar', 'addAll') })
      if (shown.length === 0) {
        await expect(
          calendar.getByText(text(lang, 'investors', 'overview.calendar.empty')),
        ).toBeVisible()
        await expect(addAll).toHaveCount(0)
      } else {
        await expect(addAll).toHaveAttribute('href', `/api/ir-calendar?lang=${lang}`)
        for (const [index, event] of shown.entries()) {
          const title = titleOf(event, lang)
          await expect(rows.nth(index)).toContainText(title)
          // Each event's link says which event it adds; its visible text is the short one.
          const link = rows.nth(index).getByRole('link', {
            name: text(lang, 'irCalendar', 'addEventLabel').replace('{{title}}', title),
          })
          await expect(link).toHaveText(text(lang, 'irCalendar', 'addEvent'))
          await expect(link).toHaveAttribute('href', `/api/ir-calendar/${event._id}?lang=${lang}`)
        }
        // The first event's own file: a calendar with that one event.
        const file = await request.get(
          `${site.origin}/api/ir-calendar/${shown[0]!._id}?lang=${lang}`,
        )
        expect(file.status()).toBe(200)
        const body = unfold(await file.text())
        expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(1)
        expect(body).toContain(`\r\nUID:${shown[0]!._id}@ir-calendar.siamharvestfoods\r\n`)
      }
      // The key dates name the next AGM, or the last one when none is to come.
      const agms = irEvents.filter((event) => event.type === 'agm')
      const agm = agms.find((event) => upcoming.includes(event)) ?? agms.at(-1)!
      await expect(
        page.getByTestId('ir-key-dates').locator(`time[datetime="${agm.date}"]`),
      ).toHaveCount(1)
    })

    test(`${lang}: the calendar file holds every event from that day on`, async ({
      request,
      clockAt,
    }) => {
      const { upcoming } = upcomingAt(clockAt)
      const answer = await request.get(`${site.origin}/api/ir-calendar?lang=${lang}`)
      expect(answer.status()).toBe(200)
      const uids = [...unfold(await answer.text()).matchAll(/\r\nUID:([^@\r]+)@/g)].map(
        (match) => match[1],
      )
      expect(uids).toEqual(upcoming.map((event) => event._id))
    })

    test(`${lang}: the home page shows the next IR date from that day on, and that year’s copyright`, async ({
      page,
      clockAt,
    }) => {
      const { today, upcoming } = upcomingAt(clockAt)
      await page.goto(`${site.origin}/${lang}/home`)
      const fact = page
        .getByRole('listitem')
        .filter({ hasText: text(lang, 'home', 'investor.nextEvent') })
      const next = upcoming[0]
      if (next) {
        await expect(fact).toContainText(formatDate(next.date, lang))
        await expect(fact).toContainText(titleOf(next, lang))
      } else {
        await expect(fact).toContainText(text(lang, 'home', 'investor.noEvent'))
      }
      await expect(page.getByRole('contentinfo')).toContainText(`© ${today.slice(0, 4)} `)
    })
  }
})
