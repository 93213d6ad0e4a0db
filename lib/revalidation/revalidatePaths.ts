export interface FailedPath {
  /** null: the pages that show the document could not be looked up. */
  path: string | null
  reason: string
}

/** What /api/revalidate answers. */
export interface RevalidationReport {
  revalidated: string[]
  failed: FailedPath[]
}

/** A path the build has no page for: refreshing it again would not help. */
export const NO_PAGE_REASON = 'No page at this address in this build yet'

/**
 * The webhook's answer for a report: 200 when everything was refreshed; 503 when nothing was
 * and a retry could help (Sanity retries a 5xx, never a 2xx); 207 when part of it failed.
 */
export function reportStatus(report: RevalidationReport): 200 | 207 | 503 {
  if (report.failed.length === 0) return 200
  const isRetryable = report.failed.some((failure) => failure.reason !== NO_PAGE_REASON)
  return report.revalidated.length === 0 && isRetryable ? 503 : 207
}

// A handful at a time: each revalidation renders a page on this server.
const CONCURRENCY = 4

/**
 * Revalidates every path with `revalidate` (Next's `res.revalidate`). A path Next cannot
 * revalidate (no such page yet, or its render failed) is reported with the reason instead of
 * failing the rest.
 */
export async function revalidatePaths(
  paths: readonly string[],
  revalidate: (path: string) => Promise<void>,
): Promise<RevalidationReport> {
  const outcomes: (FailedPath | null)[] = new Array(paths.length)
  let next = 0
  const worker = async () => {
    while (next < paths.length) {
      const index = next
      next += 1
      const path = paths[index]!
      try {
        await revalidate(path)
        outcomes[index] = null
      } catch (error) {
        outcomes[index] = { path, reason: error instanceof Error ? error.message : String(error) }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, paths.length) }, worker))
  return {
    revalidated: paths.filter((_, index) => outcomes[index] === null),
    failed: outcomes.filter((outcome): outcome is FailedPath => outcome !== null),
  }
}
