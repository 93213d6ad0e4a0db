/** After the moment itself, so what runs then (the content, the pages) surely counts it as come. */
const AFTER_MOMENT_MS = 250

export interface TaskLoop {
  /** Runs the task after `delay` ms; asked while it runs, it runs once more right after. */
  wake(delay: number): void
  /** Cancels the next run (a run under way finishes; `isStopped` keeps it from sleeping again). */
  stop(): void
}

/**
 * A timer loop that runs one task at a time: the task answers how long to sleep before its next
 * run, and a wake-up while it runs makes that next run immediate, so no change is missed and no
 * two runs overlap. The task catches its own errors.
 */
export function taskLoop(task: () => Promise<number>, isStopped: () => boolean): TaskLoop {
  let timer: ReturnType<typeof setTimeout> | undefined
  let isRunning = false
  let isAskedAgain = false
  const sleep = (ms: number) => {
    clearTimeout(timer)
    if (isStopped()) return
    timer = setTimeout(() => void run(), ms)
    timer.unref?.()
  }
  const run = async () => {
    if (isRunning) {
      isAskedAgain = true
      return
    }
    isRunning = true
    let wait: number
    try {
      wait = await task()
    } finally {
      isRunning = false
    }
    if (isAskedAgain) {
      isAskedAgain = false
      wait = 0
    }
    sleep(wait)
  }
  return { wake: sleep, stop: () => clearTimeout(timer) }
}

/** How long to sleep: until just after `moment` when there is one (ms), and never over `longest`. */
export function sleepUntil(moment: number | null, now: number, longest: number): number {
  if (moment === null) return longest
  return Math.min(longest, Math.max(0, moment - now) + AFTER_MOMENT_MS)
}
