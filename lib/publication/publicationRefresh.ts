import { fetchScheduled, type ScheduledDocument } from '@/lib/content/publicationClock'
import { contentSource } from '@/lib/content/source'
import { sleepUntil, taskLoop } from '@/lib/scheduling/taskLoop'
import { onContentChange } from '@/lib/search/contentChanges'
import type { ClaimPublication } from './publicationClaims'
import { onPublicationReplan } from './replan'
import { PUBLICATION_KEY_HEADER, publicationRouteKey } from './routeKey'
import { planPublications } from './schedule'

/**
 * The longest the schedule sleeps before it reads the content again. A document published with a
 * "public from" tells this instance through the webhook (re-plan at once), but the webhook may
 * have reached another instance while Redis was away, or there is none (the bundled dataset
 * replaced on disk): with this, a moment is never noticed later than this after it was set.
 */
export const MAX_WAIT_MS = 30_000
/** Re-plans asked for in a burst (every instance hears each webhook) are one. */
const REPLAN_DELAY_MS = 200

export interface PublicationRefreshOptions {
  /** Whether this instance refreshes a document's pages (one instance of several does). */
  claim: ClaimPublication
  /** Documents with a "public from" (published ones; read from the content source by default). */
  loadScheduled?: () => Promise<ScheduledDocument[]>
  /** Refreshes the pages of documents that became public (by default the publication route). */
  publish?: (documents: ScheduledDocument[]) => Promise<void>
  /** Listens for published changes, here and on other instances; the default does both. */
  onChange?: (replan: () => void) => void
  now?: () => number
  log?: Pick<Console, 'log' | 'warn'>
}

/** Asks the site's publication route (pages/api/publication-due.ts) to refresh the documents. */
function publicationRoute(origin: string) {
  return async (documents: ScheduledDocument[]) => {
    const answer = await fetch(`${origin}/api/publication-due`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [PUBLICATION_KEY_HEADER]: publicationRouteKey(),
      },
      body: JSON.stringify({ ids: documents.map((document) => document._id) }),
    })
    const report = await answer.text()
    // 207: some addresses have no page in this build (reported, not worth a retry).
    if (answer.status !== 200 && answer.status !== 207) {
      throw new Error(`${answer.status} ${report}`)
    }
  }
}

/**
 * Timed publication without a webhook: sleeps until the next "public from" of the published
 * content, then has the pages of every document whose moment came refreshed — the same pages,
 * in both languages, the webhook refreshes when it is published, the list selections expired
 * and the search index rebuilt — by one instance of several (`claim`). Reads the content again
 * after each run, after each published change (the webhook, on any instance) and at least every
 * MAX_WAIT_MS. Returns a function that stops it.
 */
export function schedulePublicationRefresh(
  origin: string,
  {
    claim,
    loadScheduled = () => fetchScheduled(contentSource()),
    publish = publicationRoute(origin),
    onChange = (replan) => {
      onPublicationReplan(replan)
      onContentChange(replan)
    },
    now = Date.now,
    log = console,
  }: PublicationRefreshOptions,
): () => void {
  let since = now()
  let isStopped = false

  const refreshing = taskLoop(
    async () => {
      let wait = MAX_WAIT_MS
      try {
        const at = now()
        const { due, nextAt } = planPublications(await loadScheduled(), since, at)
        const mine: ScheduledDocument[] = []
        for (const document of due) if (await claim(document)) mine.push(document)
        if (mine.length > 0) {
          await publish(mine)
          log.log(`Public from now: ${mine.map((document) => document._id).join(', ')}`)
        }
        // Only once they are done: after a failure the same documents are due again (this
        // instance still holds their claims).
        since = at
        wait = sleepUntil(nextAt, now(), wait)
      } catch (error) {
        // Next time round: the pages' own timers end at the moment anyway (pageRevalidateSeconds).
        log.warn('Timed publication: refreshing the pages failed:', error)
      }
      return wait
    },
    () => isStopped,
  )

  onChange(() => refreshing.wake(REPLAN_DELAY_MS))
  refreshing.wake(0)
  return () => {
    isStopped = true
    refreshing.stop()
  }
}
