import type { HasPage } from './builtPages'
import {
  inEveryLanguage,
  pathsForDocument,
  type ChangedDocument,
  type DocumentFinder,
} from './pathsForDocument'
import { revalidatePaths, type RevalidationReport } from './revalidatePaths'

export interface RevalidationContext {
  finder: DocumentFinder
  hasPage: HasPage
  /** Next's `res.revalidate`: renders one language-prefixed path again. */
  revalidate: (path: string) => Promise<void>
}

const NO_PAGE = 'No page at this address in this build yet'

/**
 * Refreshes every page, in both languages, that shows a changed document. Addresses the site
 * has no page for yet and a failed look-up in the content source are reported, not thrown.
 */
export async function revalidateDocument(
  changed: ChangedDocument,
  { finder, hasPage, revalidate }: RevalidationContext,
): Promise<RevalidationReport> {
  const { paths, lookupError } = await pathsForDocument(changed, finder)
  const withPage = paths.filter(hasPage)
  const withoutPage = paths.filter((path) => !hasPage(path))
  const report = await revalidatePaths(inEveryLanguage(withPage), revalidate)
  report.failed.push(...inEveryLanguage(withoutPage).map((path) => ({ path, reason: NO_PAGE })))
  if (lookupError !== undefined) {
    report.failed.push({
      path: null,
      reason: `Could not look up the pages showing it: ${lookupError}`,
    })
  }
  return report
}
