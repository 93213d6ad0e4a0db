import { serverEnv } from '@/lib/env'
import { fetchScheduled, nextPublicationAt, type ScheduledDocument } from './publicationClock'
import { contentSource } from './source'

/** The ISR fallback timer; on-demand revalidation normally refreshes a page first. */
export function revalidateSeconds(): number {
  return serverEnv().revalidateSeconds
}

/**
 * The ISR timer of a page rendered now: the usual one, cut short to end when the next document
 * becomes public (its "public from"). The site's own scheduled refresh renders the pages showing
 * it at that moment (lib/publication); this is the net under it: on any instance, whoever
 * rendered the page and whatever the refresh did, a page that could list it is stale from then
 * on and rendered again on its next visit.
 */
export async function pageRevalidateSeconds(
  now: number = Date.now(),
  loadScheduled: () => Promise<ScheduledDocument[]> = () => fetchScheduled(contentSource()),
): Promise<number> {
  const usual = revalidateSeconds()
  let next: number | null
  try {
    next = nextPublicationAt(await loadScheduled(), now)
  } catch {
    // The source failed: the page's own query fails too and Next keeps the last good render.
    return usual
  }
  return next === null ? usual : Math.max(1, Math.min(usual, Math.ceil((next - now) / 1000)))
}
