export class LaneFullError extends Error {}

/** Runs the webhook's revalidations one after another (see createRevalidationLane). */
export interface RevalidationLane {
  /**
   * Runs `task` once the tasks before it are done. A task with the same `key` that is still
   * waiting is joined instead: its result answers both. Rejects with LaneFullError when
   * too many different tasks wait already.
   */
  run<Result>(key: string, task: () => Promise<Result>): Promise<Result>
}

// Each waiting task is one distinct set of pages; Sanity sends one change at a time, so more
// than a few waiting means a flood, which is told to come back (503) rather than kept in memory.
const DEFAULT_MAX_WAITING = 8

/**
 * One lane for the webhook: a site-wide change renders every page (seconds of CPU), so a second
 * one arriving meanwhile waits for the first instead of rendering everything twice at once, and
 * ten more identical ones arriving meanwhile wait as one. A task that has started is never
 * joined: it may have read the content before the change the new call announces.
 */
export function createRevalidationLane(maxWaiting = DEFAULT_MAX_WAITING): RevalidationLane {
  let tail: Promise<unknown> = Promise.resolve()
  const waiting = new Map<string, Promise<unknown>>()

  return {
    run<Result>(key: string, task: () => Promise<Result>): Promise<Result> {
      const queued = waiting.get(key)
      if (queued !== undefined) return queued as Promise<Result>
      if (waiting.size >= maxWaiting) {
        return Promise.reject(new LaneFullError('Too many revalidations are waiting'))
      }
      const result = tail.then(() => {
        waiting.delete(key)
        return task()
      })
      waiting.set(key, result)
      tail = result.catch(() => undefined)
      return result
    },
  }
}
