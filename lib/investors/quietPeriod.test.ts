/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  addDays,
  bangkokMidnight,
  getQuietPeriod,
  nextChangeDay,
  quietPeriodDays,
  quietPeriodState,
  quietPeriodWindows,
  revalidateBefore,
  windowOn,
} from './quietPeriod'

const results = (...dates: string[]) => dates.map((date) => ({ _id: `results-${date}`, date }))

describe('quietPeriodDays', () => {
  it('is 14 when the settings leave it empty, and held to whole days from 0 to 60', () => {
    expect(quietPeriodDays(null)).toBe(14)
    expect(quietPeriodDays(undefined)).toBe(14)
    expect(quietPeriodDays(Number.NaN)).toBe(14)
    expect(quietPeriodDays(0)).toBe(0)
    expect(quietPeriodDays(21)).toBe(21)
    expect(quietPeriodDays(7.9)).toBe(7)
    expect(quietPeriodDays(-3)).toBe(0)
    expect(quietPeriodDays(90)).toBe(60)
  })
})

describe('quietPeriodWindows', () => {
  it('runs from N days before the announcement up to the announcement day, not including it', () => {
    const [window] = quietPeriodWindows(results('2027-02-25'), 14)
    expect(window).toEqual({
      start: '2027-02-11',
      end: '2027-02-25',
      announcementIds: ['results-2027-02-25'],
    })
    expect(windowOn([window!], '2027-02-10')).toBeNull()
    expect(windowOn([window!], '2027-02-11')).toBe(window)
    expect(windowOn([window!], '2027-02-24')).toBe(window)
    expect(windowOn([window!], '2027-02-25')).toBeNull()
  })

  it('crosses months and years, and leap days', () => {
    expect(quietPeriodWindows(results('2027-01-05'), 14)[0]!.start).toBe('2026-12-22')
    expect(quietPeriodWindows(results('2028-03-01'), 1)[0]!.start).toBe('2028-02-29')
  })

  it('merges windows that overlap or touch into one quiet period, until the last announcement', () => {
    // 10 and 20 May with 14 days: 26 April – 9 May and 6 May – 19 May overlap.
    expect(quietPeriodWindows(results('2026-05-20', '2026-05-10'), 14)).toEqual([
      {
        start: '2026-04-26',
        end: '2026-05-20',
        announcementIds: ['results-2026-05-10', 'results-2026-05-20'],
      },
    ])
    // 1 – 9 May, then 10 – 19 May: no day between them, one period.
    expect(quietPeriodWindows(results('2026-05-10', '2026-05-20'), 10)).toHaveLength(1)
    // A day between them: two periods.
    expect(quietPeriodWindows(results('2026-05-10', '2026-05-21'), 10)).toEqual([
      { start: '2026-04-30', end: '2026-05-10', announcementIds: ['results-2026-05-10'] },
      { start: '2026-05-11', end: '2026-05-21', announcementIds: ['results-2026-05-21'] },
    ])
    // An announcement whose window lies inside another's does not shorten it.
    expect(quietPeriodWindows(results('2026-05-20', '2026-05-19'), 30)).toEqual([
      {
        start: '2026-04-19',
        end: '2026-05-20',
        announcementIds: ['results-2026-05-19', 'results-2026-05-20'],
      },
    ])
  })

  it('is empty when N is 0', () => {
    expect(quietPeriodWindows(results('2026-05-10'), 0)).toEqual([])
  })
})

describe('the day the notice changes', () => {
  const windows = quietPeriodWindows(results('2026-05-10', '2026-08-13'), 14)

  it('is the next start or end after today', () => {
    expect(nextChangeDay(windows, '2026-04-01')).toBe('2026-04-26')
    expect(nextChangeDay(windows, '2026-04-26')).toBe('2026-05-10')
    expect(nextChangeDay(windows, '2026-05-10')).toBe('2026-07-30')
    expect(nextChangeDay(windows, '2026-08-13')).toBeNull()
  })

  it('begins at midnight in Bangkok (17:00 UTC the day before)', () => {
    expect(bangkokMidnight('2026-05-10')).toBe('2026-05-09T17:00:00.000Z')
    expect(addDays('2026-05-10', -1)).toBe('2026-05-09')
  })

  it('ends a page’s revalidate interval when it comes sooner', () => {
    const now = new Date('2026-05-09T16:58:20Z')
    expect(revalidateBefore('2026-05-09T17:00:00.000Z', 300, now)).toBe(100)
    expect(revalidateBefore('2026-05-10T17:00:00.000Z', 300, now)).toBe(300)
    expect(revalidateBefore(null, 300, now)).toBe(300)
    // Never 0 (Next wants at least a second), also just past the change.
    expect(revalidateBefore('2026-05-09T16:58:20.000Z', 300, now)).toBe(1)
  })
})

describe('quietPeriodState', () => {
  const result = { days: null, announcements: results('2027-02-25', '2027-05-13') }

  it('inside a window: the current period, labelled in the page’s language (Buddhist era in Thai)', () => {
    const en = quietPeriodState(result, '2027-02-20', 'en')
    expect(en.current).toMatchObject({
      start: '2027-02-11',
      end: '2027-02-25',
      lastDay: '2027-02-24',
      endLabel: 'February 25, 2027',
      startLabel: 'Feb 11, 2027',
      lastDayLabel: 'Feb 24, 2027',
    })
    expect(en.periods.map((period) => period.start)).toEqual(['2027-02-11', '2027-04-29'])
    expect(en.nextChangeAt).toBe(bangkokMidnight('2027-02-25'))
    const th = quietPeriodState(result, '2027-02-20', 'th')
    expect(th.current?.endLabel).toBe('25 กุมภาพันธ์ 2570')
  })

  it('outside: no current period, the next one still listed, the change at its start', () => {
    const state = quietPeriodState(result, '2027-02-10', 'en')
    expect(state.current).toBeNull()
    expect(state.periods).toHaveLength(2)
    expect(state.nextChangeAt).toBe(bangkokMidnight('2027-02-11'))
  })

  it('none with N = 0', () => {
    expect(quietPeriodState({ ...result, days: 0 }, '2027-02-20', 'en')).toEqual({
      current: null,
      periods: [],
      nextChangeAt: null,
    })
  })
})

describe('getQuietPeriod on the bundled dataset', () => {
  const announcements = readFileSync(
    path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson'),
    'utf8',
  )
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { _id: string; _type: string; type?: string; date?: string })
    .filter((doc) => doc._type === 'irEvent' && doc.type === 'results')
    .map((doc) => doc.date!)
    .sort()
  const announcement = announcements.find((date) => date > '2026-11-21')!

  it('reads the results announcements, not the other events, with 14 days by default', async () => {
    // Just after midnight in Bangkok on the window's first day: 17:00 UTC the day before.
    const firstDay = addDays(announcement, -14)
    const justInside = new Date(Date.parse(bangkokMidnight(firstDay)) + 60_000)
    const inside = await getQuietPeriod('en', justInside)
    expect(inside.current).toMatchObject({ start: firstDay, end: announcement })
    expect(inside.current!.announcementIds).toHaveLength(1)

    const justBefore = new Date(Date.parse(bangkokMidnight(firstDay)) - 60_000)
    expect((await getQuietPeriod('en', justBefore)).current).toBeNull()

    // The announcement day itself is not quiet.
    const onTheDay = new Date(Date.parse(bangkokMidnight(announcement)) + 60_000)
    expect((await getQuietPeriod('en', onTheDay)).current).toBeNull()
  })

  it('lists nothing after the last announcement', async () => {
    const after = new Date(bangkokMidnight(addDays(announcements.at(-1)!, 1)))
    expect(await getQuietPeriod('th', after)).toEqual({
      current: null,
      periods: [],
      nextChangeAt: null,
    })
  })
})
