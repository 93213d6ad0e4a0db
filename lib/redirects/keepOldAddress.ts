import type { FailedPath } from '@/lib/revalidation/revalidatePaths'
import type { ChangedDocument } from '@/lib/revalidation/pathsForDocument'
import { automaticRedirectStore } from './automaticRedirectStore'
import { recordAddressChange } from './recordAddressChange'
import { announceRedirectChange, siteRedirects } from './siteRedirects'

export type KeptAddress =
  /** `refused`: a move whose redirect was refused, for the webhook's report (a 207). */
  | { ok: true; refused?: FailedPath }
  /** The store could not be reached: the webhook answers 503 and Sanity retries. */
  | { ok: false; message: string }

/**
 * The webhook's part in redirects: a published document's old address is kept as a redirect to
 * its new one (recordAddressChange.ts), and before the webhook answers this instance reads the
 * automatic redirects again and every other is told to (announceRedirectChange): the old
 * address redirects everywhere at once. Every source is then read again here in the background;
 * the other instances read theirs when the webhook announces a content change, after this.
 */
export async function keepOldAddress(changed: ChangedDocument): Promise<KeptAddress> {
  let refused: FailedPath | undefined
  let isChanged = false
  try {
    const change = await recordAddressChange(changed, automaticRedirectStore())
    if (change.kind === 'refused') {
      refused = { path: change.from, reason: `No redirect from the old address: ${change.message}` }
    }
    isChanged = change.kind === 'moved' || (change.kind === 'live' && change.changed)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      ok: false,
      message: `The redirect from the old address could not be stored (${reason})`,
    }
  }
  const table = siteRedirects()
  if (isChanged) await Promise.all([announceRedirectChange(), table.refreshAutomatic()])
  // Then every source, without holding the webhook up: an editor's redirect document, or a page
  // published at an address an editor's redirect starts from (the others read theirs when the
  // webhook announces the change; a single instance has no one else to tell it).
  void table.refresh()
  return { ok: true, refused }
}
