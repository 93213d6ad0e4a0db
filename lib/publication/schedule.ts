import {
  nextPublicationAt,
  publicFromMs,
  type ScheduledDocument,
} from '@/lib/content/publicationClock'

export interface PublicationPlan {
  /** Documents whose "public from" came after `since` and by `now`, earliest first. */
  due: ScheduledDocument[]
  /** The next "public from" after `now` (ms), or null when nothing waits. */
  nextAt: number | null
}

/**
 * What the site's own refresh does now and when it looks again. "Came after `since`" rather than
 * "comes at the planned time": a document published (or moved) after the last look, whose moment
 * has already come, is refreshed too.
 */
export function planPublications(
  scheduled: readonly ScheduledDocument[],
  since: number,
  now: number,
): PublicationPlan {
  const due = scheduled
    .map((document) => ({ document, at: publicFromMs(document) }))
    .filter(({ at }) => at !== null && at > since && at <= now)
    .sort((a, b) => a.at! - b.at!)
    .map(({ document }) => document)
  return { due, nextAt: nextPublicationAt(scheduled, now) }
}
