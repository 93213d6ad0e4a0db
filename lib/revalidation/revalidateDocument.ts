import type { HasPage } from './builtPages'
import {
  inEveryLanguage,
  pathsForDocument,
  type ChangedDocument,
  type DocumentFinder,
} from './pathsForDocument'
import { NO_PAGE_REASON, revalidatePaths, type RevalidationReport } from './revalidatePaths'
import type { RevalidationLane } from './revalidationLane'
import { LIST_IDS, LIST_ROUTES, type ListId } from '@/lib/routing/listAddress'

export interface RevalidationContext {
  finder: DocumentFinder
  hasPage: HasPage
  /** Next's `res.revalidate`: renders one language-prefixed path again. */
  revalidate: (path: string) => Promise<void>
  /** Where the rendering waits its turn; joined by a waiting call for the same pages. */
  lane?: RevalidationLane
  /**
   * Marks every selection page of these lists out of date (lib/cache/selectionExpiry.ts): they
   * show what the list shows, under addresses too many to render again one by one.
   */
  expireSelections?: (lists: ListId[]) => Promise<void>
}

/**
 * Refreshes every page, in both languages, that shows a changed document. Addresses the site
 * has no page for yet and a failed look-up in the content source are reported, not thrown.
 * Rejects with LaneFullError when the lane has too many calls waiting.
 */
export async function revalidateDocument(
  changed: ChangedDocument,
  { finder, hasPage, revalidate, lane, expireSelections }: RevalidationContext,
): Promise<RevalidationReport> {
  const { paths, lookupError } = await pathsForDocument(changed, finder)
  await expireSelections?.(LIST_IDS.filter((list) => paths.includes(LIST_ROUTES[list].path)))
  const withPage = inEveryLanguage(paths.filter(hasPage))
  const withoutPage = paths.filter((path) => !hasPage(path))
  const render = () => revalidatePaths(withPage, revalidate)
  const rendered =
    lane === undefined || withPage.length === 0
      ? await render()
      : await lane.run(withPage.join('\n'), render)
  // A copy: a joined call shares `rendered` with the call it joined.
  const report = { revalidated: [...rendered.revalidated], failed: [...rendered.failed] }
  report.failed.push(
    ...inEveryLanguage(withoutPage).map((path) => ({ path, reason: NO_PAGE_REASON })),
  )
  if (lookupError !== undefined) {
    report.failed.push({
      path: null,
      reason: `Could not look up the pages showing it: ${lookupError}`,
    })
  }
  return report
}
