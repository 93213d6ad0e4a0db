import type { FailedPath } from '@/lib/revalidation/revalidatePaths'
import type { ChangedDocument } from '@/lib/revalidation/pathsForDocument'
import { automaticRedirectStore } from './automaticRedirectStore'
import { recordAddressChange } from './recordAddressChange'
import { announceRedirectChange, siteRedirects } from './siteRedirects'

// The editors' document type (cms/schemas/documents/redirect.ts).
const REDIRECT_TYPE = 'redirect'

export type KeptAddress =
  /** `refused`: a move whose redirect was refused, for the webhook's report (a 207). */
  | { ok: true; refused?: FailedPath }
  /** The store could not be reached: the webhook answers 503 and Sanity retries. */
  | { ok: false; message: string }

/**
 * The webhook's part in redirects: a published document's old address is kept as a redirect to
 * its new one (recordAddressChange.ts), and before the webhook answers this instance reads the
 * automatic redirects again, every other is told to (announceRedirectChange), and an editor's
 * redirect document is read from the content source here. The other instances read the content
 * source when the webhook announces a content change, which it does after this.
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
  if (changed._type === REDIRECT_TYPE) await table.refresh()
  return { ok: true, refused }
}
