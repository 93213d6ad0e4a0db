import type { FailedPath } from '@/lib/revalidation/revalidatePaths'
import type { ChangedDocument } from '@/lib/revalidation/pathsForDocument'
import { automaticRedirectStore } from './automaticRedirectStore'
import { recordAddressChange } from './recordAddressChange'
import { siteRedirects } from './siteRedirects'

export type KeptAddress =
  /** `refused`: a move whose redirect was refused, for the webhook's report (a 207). */
  | { ok: true; refused?: FailedPath }
  /** The store could not be reached: the webhook answers 503 and Sanity retries. */
  | { ok: false; message: string }

/**
 * The webhook's part in redirects: a published document's old address is kept as a redirect to
 * its new one (recordAddressChange.ts), and this instance's table is read again before the
 * webhook answers, so the old address redirects here at once. The other instances read theirs
 * when the webhook announces the change (lib/search/contentChanges.ts), which it does after
 * this; an editor's redirect document needs nothing more than that second step.
 */
export async function keepOldAddress(changed: ChangedDocument): Promise<KeptAddress> {
  let refused: FailedPath | undefined
  try {
    const change = await recordAddressChange(changed, automaticRedirectStore())
    if (change.kind === 'refused') {
      refused = { path: change.from, reason: `No redirect from the old address: ${change.message}` }
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      ok: false,
      message: `The redirect from the old address could not be stored (${reason})`,
    }
  }
  await siteRedirects().refresh()
  return { ok: true, refused }
}
