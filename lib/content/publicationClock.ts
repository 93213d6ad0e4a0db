import { scheduledDocumentsQuery } from '@/cms/queries/publication'
import type { ScheduledDocumentsQueryResult } from '@/cms/sanity.types'
import type { ContentSource, Perspective } from './contentSource'
import { fetchFrom } from './fetchFrom'

export type ScheduledDocument = ScheduledDocumentsQueryResult[number]

/** `$now` before every "public from": nothing scheduled has come yet. */
export const BEFORE_ANY_PUBLICATION = '1970-01-01T00:00:00.000Z'
/** `$now` of an editor's preview: every draft shows, whatever its "public from". */
export const AFTER_EVERY_PUBLICATION = '9999-12-31T23:59:59.999Z'

/** A document's "public from" in ms, or null when it is not a date (then it stays hidden). */
export function publicFromMs(document: Pick<ScheduledDocument, 'publicFrom'>): number | null {
  const at = Date.parse(document.publicFrom ?? '')
  return Number.isNaN(at) ? null : at
}

/**
 * The `$now` of the published content at `now`: the latest "public from" that has come, not the
 * clock itself. The filter `isPublic` (cms/queries/publication.ts) gives the same documents for
 * both, but this value changes only when something becomes public: query results memoised by
 * their parameters (the bundled source), the Content Lake's CDN and the search index (rebuilt
 * when its content changes) stay as they are between publications instead of turning over
 * every minute, and the memo does not grow with the clock.
 */
export function publicationInstant(scheduled: readonly ScheduledDocument[], now: number): string {
  let latest = -Infinity
  for (const document of scheduled) {
    const at = publicFromMs(document)
    if (at !== null && at <= now && at > latest) latest = at
  }
  return latest === -Infinity ? BEFORE_ANY_PUBLICATION : new Date(latest).toISOString()
}

/** The next "public from" after `now` (ms), or null when nothing is waiting. */
export function nextPublicationAt(
  scheduled: readonly ScheduledDocument[],
  now: number,
): number | null {
  let next: number | null = null
  for (const document of scheduled) {
    const at = publicFromMs(document)
    if (at !== null && at > now && (next === null || at < next)) next = at
  }
  return next
}

/**
 * How long one reading of the schedule serves: every query of a page render asks for `$now`, and
 * on the Content Lake each reading is a request. A second is far below the minute promised.
 */
const SCHEDULE_READ_MS = 1_000
const readings = new WeakMap<
  ContentSource,
  { at: number; scheduled: Promise<ScheduledDocument[]> }
>()

/** The documents with a "public from", published ones only (what visitors could be shown). */
export function fetchScheduled(
  source: ContentSource,
  now: number = Date.now(),
): Promise<ScheduledDocument[]> {
  const last = readings.get(source)
  if (last && now >= last.at && now - last.at < SCHEDULE_READ_MS) return last.scheduled
  const scheduled = fetchFrom(source, scheduledDocumentsQuery, {}, 'published')
  // A failed reading is not kept: the next query asks again.
  scheduled.catch(() => readings.delete(source))
  readings.set(source, { at: now, scheduled })
  return scheduled
}

/** Queries that filter by `isPublic` name `$now`; only those are given it. */
const USES_NOW = /\$now\b/

/**
 * The parameters a query runs with: `$now` added for a query that reads documents with a
 * "public from". The one place content learns the time: the published perspective gets the
 * publication instant, an editor's preview (drafts) sees everything.
 */
export async function withPublicationNow(
  source: ContentSource,
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
  now: number = Date.now(),
): Promise<Record<string, unknown>> {
  if (!USES_NOW.test(query)) return params
  const instant =
    perspective === 'drafts'
      ? AFTER_EVERY_PUBLICATION
      : publicationInstant(await fetchScheduled(source), now)
  return { ...params, now: instant }
}
