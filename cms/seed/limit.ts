/**
 * Runs at most `concurrency` tasks at once. Image rendering is CPU-bound: running one per core
 * keeps the cores busy without piling up decoded images in memory.
 */
export function createLimit(concurrency: number) {
  let running = 0
  const waiting: (() => void)[] = []
  const next = () => {
    running--
    waiting.shift()?.()
  }
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await task()
    } finally {
      next()
    }
  }
}
