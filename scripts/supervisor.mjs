// Keeps the launcher's children running (scripts/start.mjs). An embedded service that crashes
// is started again after a pause that doubles with each crash in the window (so a service that
// cannot start does not spin), and the launcher says so in its log. Next itself is critical:
// when it exits, or a service crashes too often in the window, everything stops with a message.

export const RESTART_POLICY = Object.freeze({
  /** Pause before the first restart; doubles with each further crash in the window. */
  firstDelayMs: 250,
  maxDelayMs: 4_000,
  /** More crashes than this within `windowMs` stop the launcher. */
  maxCrashes: 5,
  windowMs: 60_000,
})

/**
 * @param {object} options
 * @param {(code: number) => void} options.stopAll stops every child and exits with `code`
 * @param {(message: string) => void} [options.log]
 * @param {typeof RESTART_POLICY} [options.policy]
 * @param {() => number} [options.now]
 * @param {(run: () => void, ms: number) => unknown} [options.schedule]
 */
export function createSupervisor({
  stopAll,
  log = (message) => console.error(`[launcher] ${message}`),
  policy = RESTART_POLICY,
  now = Date.now,
  schedule = (run, ms) => setTimeout(run, ms),
}) {
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const running = new Map()
  let stopping = false

  /**
   * Starts `name` with `start()` and watches it.
   * @param {string} name
   * @param {() => import('node:child_process').ChildProcess} start
   * @param {{ critical?: boolean }} [options]
   */
  function supervise(name, start, { critical = false } = {}) {
    /** @type {number[]} */
    let crashes = []
    const launch = () => {
      if (stopping) return
      const child = start()
      running.set(name, child)
      log(`${name} started (pid ${child.pid})`)
      child.on('exit', (code, signal) => {
        if (running.get(name) === child) running.delete(name)
        if (stopping) return
        const how = signal ?? `exit code ${code}`
        if (critical) {
          log(`${name} stopped (${how}): stopping everything`)
          stopAll(code || 1)
          return
        }
        const at = now()
        crashes = [...crashes.filter((time) => time > at - policy.windowMs), at]
        if (crashes.length > policy.maxCrashes) {
          log(
            `${name} stopped (${how}) for the ${crashes.length}th time in ` +
              `${policy.windowMs / 1000} s: stopping everything`,
          )
          stopAll(1)
          return
        }
        const delay = Math.min(policy.firstDelayMs * 2 ** (crashes.length - 1), policy.maxDelayMs)
        log(
          `${name} stopped (${how}): restarting in ${delay} ms ` +
            `(crash ${crashes.length} of at most ${policy.maxCrashes} in ${policy.windowMs / 1000} s)`,
        )
        schedule(launch, delay)
      })
    }
    launch()
  }

  return {
    supervise,
    /** The children running now, to be stopped. */
    children: () => [...running.values()],
    /** From now on exits are expected: nothing is restarted. */
    stop: () => {
      stopping = true
    },
    get stopping() {
      return stopping
    },
  }
}
