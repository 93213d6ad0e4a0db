// What the launcher (scripts/start.mjs) reports of its children, read from its log lines:
// `[launcher] <name> started (pid N)` and `[launcher] <name> on <address>`. Shared by the local
// cluster (scripts/localCluster.mjs) and the browser tests' launcher (e2e/servers/launcher.ts),
// which kill children by pid and wait for the launcher to start them again.

const STARTED = /\[launcher\] (.+) started \(pid (\d+)\)/
const ADDRESS = /\[launcher\] (.+) on (https?:\/\/[^\s]+)/

export function createLauncherLog() {
  /** @type {string[]} */
  const lines = []
  /** @type {Map<string, number>} */
  const pids = new Map()
  /** @type {Map<string, string>} */
  const addresses = new Map()
  /** @type {{ name: string, resolve: (pid: number) => void }[]} */
  const waiting = []

  return {
    lines,
    addresses,
    /** Takes one line of the launcher's log. */
    read(line) {
      lines.push(line)
      const address = ADDRESS.exec(line)
      if (address) addresses.set(address[1], address[2])
      const started = STARTED.exec(line)
      if (!started) return
      const [, name, pid] = started
      pids.set(name, Number(pid))
      for (const waiter of waiting.filter((entry) => entry.name === name)) {
        waiting.splice(waiting.indexOf(waiter), 1)
        waiter.resolve(Number(pid))
      }
    },
    /** The pid the launcher last reported for `name`. */
    pidOf: (name) => pids.get(name),
    /** Resolves with the next pid `name` is started with, once the launcher reports it. */
    nextStart: (name, timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${name} was not started again within ${timeoutMs} ms`)),
          timeoutMs,
        )
        waiting.push({
          name,
          resolve: (pid) => {
            clearTimeout(timer)
            resolve(pid)
          },
        })
      }),
  }
}
