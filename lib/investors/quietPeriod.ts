import { quietPeriodQuery } from '@/cms/queries/quietPeriod'
import type { QuietPeriodQueryResult } from '@/cms/sanity.types'
import { DEFAULT_QUIET_PERIOD_DAYS, MAX_QUIET_PERIOD_DAYS } from '@/cms/lib/quietPeriodDays'
import { fetchContent } from '@/lib/content/fetchContent'
import type { LoadOptions } from '@/lib/content/loadOptions'
import { todayInBangkok } from '@/lib/content/today'
import { formatDate } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'

/*
 * The quiet period: the N days before each results announcement of the IR calendar (N of the
 * site settings), during which the company does not talk about its results. A window is the
 * Bangkok days [announcement − N, announcement): from midnight in Bangkok N days before the
 * announcement up to the midnight that starts the announcement's day. Windows that overlap or
 * touch are one quiet period, which lasts until the last of their announcements.
 */

type Announcement = QuietPeriodQueryResult['announcements'][number]

/** One quiet period, in Bangkok days (YYYY-MM-DD). */
export interface QuietPeriodWindow {
  /** Its first day. */
  start: string
  /** The announcement that ends it: the first day after it. */
  end: string
  /** The results announcements (irEvent ids) it leads up to, in date order. */
  announcementIds: string[]
}

/** A quiet period as a page shows it. */
export interface QuietPeriod extends QuietPeriodWindow {
  /** Medium style: `Feb 11, 2027`, `11 ก.พ. 2570`. */
  startLabel: string
  /** Its last day: the day before `end`. */
  lastDay: string
  /** `lastDay`, medium style. */
  lastDayLabel: string
  /** The announcement day, long style: `February 25, 2027`, `25 กุมภาพันธ์ 2570`. */
  endLabel: string
}

/** What investor pages know of the quiet period when they are rendered. */
export interface QuietPeriodState {
  /** The quiet period today is in, or null. */
  current: QuietPeriod | null
  /** The quiet periods that are on or still to come, in date order (the IR calendar lists them). */
  periods: QuietPeriod[]
  /**
   * The next Bangkok midnight at which a page's notice changes (a quiet period begins or ends),
   * as an ISO instant; null when none is known.
   */
  nextChangeAt: string | null
}

/** The settings' value as a number of days: the default when empty, 0–60 whole days. */
export function quietPeriodDays(setting: number | null | undefined): number {
  if (setting === null || setting === undefined || !Number.isFinite(setting)) {
    return DEFAULT_QUIET_PERIOD_DAYS
  }
  // The Studio only accepts whole days from 0 to 60; content from elsewhere is held to it.
  return Math.min(MAX_QUIET_PERIOD_DAYS, Math.max(0, Math.floor(setting)))
}

/** An ISO date `days` days from `isoDate` (negative: before it). */
export function addDays(isoDate: string, days: number): string {
  const day = new Date(`${isoDate}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** The instant midnight starts a day in Bangkok (UTC+7, no daylight saving). */
export function bangkokMidnight(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00+07:00`).toISOString()
}

/**
 * The quiet periods before `announcements` (any order), `days` days each, windows that overlap
 * or touch merged. No quiet period when `days` is 0.
 */
export function quietPeriodWindows(
  announcements: readonly Announcement[],
  days: number,
): QuietPeriodWindow[] {
  if (days <= 0) return []
  const sorted = [...announcements].sort(
    (a, b) => a.date.localeCompare(b.date) || a._id.localeCompare(b._id),
  )
  const windows: QuietPeriodWindow[] = []
  for (const { _id, date } of sorted) {
    const start = addDays(date, -days)
    const last = windows.at(-1)
    if (last && start <= last.end) {
      last.end = date > last.end ? date : last.end
      last.announcementIds.push(_id)
    } else {
      windows.push({ start, end: date, announcementIds: [_id] })
    }
  }
  return windows
}

/** The window a Bangkok day is in, or null. */
export function windowOn(
  windows: readonly QuietPeriodWindow[],
  today: string,
): QuietPeriodWindow | null {
  return windows.find((window) => window.start <= today && today < window.end) ?? null
}

/** The first day after `today` on which a window begins or ends, or null. */
export function nextChangeDay(windows: readonly QuietPeriodWindow[], today: string): string | null {
  const days = windows.flatMap(({ start, end }) => [start, end]).filter((day) => day > today)
  return days.length === 0 ? null : days.reduce((first, day) => (day < first ? day : first))
}

function labelled(window: QuietPeriodWindow, lang: Lang): QuietPeriod {
  const lastDay = addDays(window.end, -1)
  return {
    ...window,
    startLabel: formatDate(window.start, lang, 'medium'),
    lastDay,
    lastDayLabel: formatDate(lastDay, lang, 'medium'),
    endLabel: formatDate(window.end, lang),
  }
}

/** The quiet periods as of `today` (a Bangkok day) for announcements after it. */
export function quietPeriodState(
  result: QuietPeriodQueryResult,
  today: string,
  lang: Lang,
): QuietPeriodState {
  const windows = quietPeriodWindows(result.announcements, quietPeriodDays(result.days)).filter(
    (window) => window.end > today,
  )
  const current = windowOn(windows, today)
  const change = nextChangeDay(windows, today)
  return {
    current: current && labelled(current, lang),
    periods: windows.map((window) => labelled(window, lang)),
    nextChangeAt: change && bangkokMidnight(change),
  }
}

/** The quiet periods at `now`, read from the content source. */
export async function getQuietPeriod(
  lang: Lang,
  now: Date = new Date(),
  options: LoadOptions = {},
): Promise<QuietPeriodState> {
  const today = todayInBangkok(now)
  const result = await fetchContent(quietPeriodQuery, { today }, options)
  return quietPeriodState(result, today, lang)
}

/**
 * How long a page rendered at `now` may be served before it is rendered again: the site's ISR
 * interval, or less when the notice changes sooner (Next renders it again at the first request
 * after that; scripts/server.ts makes that request at the change itself).
 */
export function revalidateBefore(
  nextChangeAt: string | null,
  intervalSeconds: number,
  now: Date = new Date(),
): number {
  if (nextChangeAt === null) return intervalSeconds
  const seconds = Math.ceil((Date.parse(nextChangeAt) - now.getTime()) / 1000)
  return Math.max(1, Math.min(intervalSeconds, seconds))
}
