import { ownPage } from '@/cms/lib/documentPath'
import type { ChangedDocument } from '@/lib/revalidation/pathsForDocument'
import { applyLive, applyMove } from './automaticRedirects'
import type { AutomaticRedirectStore } from './automaticRedirectStore'

/** What a webhook's change did to the automatic redirects. */
export type AddressChange =
  | { kind: 'none' }
  | { kind: 'moved'; from: string; to: string }
  | { kind: 'live'; address: string; changed: boolean }
  | { kind: 'refused'; from: string; message: string }

// Drafts and release versions are on no published page, so their addresses are no one's link.
const isUnpublished = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.')

/**
 * Keeps the old address of a published document that moved (the webhook's `previousSlug` /
 * `previousPath`) as a redirect to its new one, and makes sure nothing redirects away from the
 * address it now has (a new document, or a rename back, takes an old address over). A document
 * without an address now (deleted, unpublished, its slug cleared) leaves no redirect: its old
 * page is a 404. Throws when a move cannot be stored (the store cannot be reached); a refused
 * move is returned.
 */
export async function recordAddressChange(
  changed: ChangedDocument,
  store: Pick<AutomaticRedirectStore, 'update'>,
  now: () => number = Date.now,
): Promise<AddressChange> {
  if (isUnpublished(changed._id)) return { kind: 'none' }
  const current = ownPage(changed._type, changed)
  if (current === null) return { kind: 'none' }
  const previous = ownPage(changed._type, {
    slug: changed.previousSlug,
    path: changed.previousPath,
  })
  if (previous !== null && previous !== current) {
    const result = await store.update((entries) => applyMove(entries, previous, current, now()))
    return result.ok
      ? { kind: 'moved', from: previous, to: current }
      : { kind: 'refused', from: previous, message: result.message }
  }
  try {
    const result = await store.update((entries) => applyLive(entries, current))
    return { kind: 'live', address: current, changed: result.ok && result.changed }
  } catch {
    // Nothing is lost for want of the store here (Redis away): a redirect still kept from this
    // address is left out by every instance once its pages' addresses are read again
    // (buildRedirectMap). Only a move, which nothing else would remember, needs a retry.
    return { kind: 'live', address: current, changed: false }
  }
}
