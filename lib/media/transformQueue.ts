import { availableParallelism } from 'node:os'

/** The queue is full: answer 503 and ask the client to come back after `retryAfterSeconds`. */
export class QueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The image service is busy; try again shortly')
  }
}

export interface TransformQueue<T> {
  /**
   * Runs `task` when a slot is free; a second call with the key of a task still waiting or
   * running shares its result instead of doing the work twice. Throws QueueFullError (at
   * once) when `maxWaiting` tasks already wait.
   */
  run(key: string, task: () => Promise<T>): Promise<T>
  /** Tasks running and waiting now. */
  readonly stats: { running: number; waiting: number }
}

/**
 * At most `concurrency` tasks at a time and `maxWaiting` in line, so a flood of expensive
 * requests costs a fixed share of the machine and is told to come back instead of piling up.
 */
export function createTransformQueue<T>({
  concurrency,
  maxWaiting,
}: {
  concurrency: number
  maxWaiting: number
}): TransformQueue<T> {
  let running = 0
  const waiting: (() => void)[] = []
  const inFlight = new Map<string, Promise<T>>()
  // A running estimate of one task's time, for Retry-After.
  let averageMs = 100

  // A freed slot passes straight to the next task in line, so no new arrival can slip in
  // between and make one more than `concurrency` run.
  const acquire = async () => {
    if (running < concurrency) running += 1
    else await new Promise<void>((resolve) => waiting.push(resolve))
  }
  const release = () => {
    const nextInLine = waiting.shift()
    if (nextInLine) nextInLine()
    else running -= 1
  }

  const start = async (task: () => Promise<T>): Promise<T> => {
    await acquire()
    const started = performance.now()
    try {
      return await task()
    } finally {
      averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2
      release()
    }
  }

  return {
    run(key, task) {
      const shared = inFlight.get(key)
      if (shared) return shared
      if (running >= concurrency && waiting.length >= maxWaiting) {
        const queuedMs = ((waiting.length + running) / concurrency) * averageMs
        return Promise.reject(new QueueFullError(Math.max(1, Math.ceil(queuedMs / 1000))))
      }
      const promise = start(task).finally(() => inFlight.delete(key))
      inFlight.set(key, promise)
      return promise
    },
    get stats() {
      return { running, waiting: waiting.length }
    },
  }
}

/**
 * Transforms at a time: half the cores (one on this 2-core machine), at most 4; with one
 * libvips thread each (imageTransform.ts), the other cores keep serving pages.
 */
export const TRANSFORM_CONCURRENCY = Math.max(
  1,
  Math.min(4, Math.floor(availableParallelism() / 2)),
)

/**
 * Requests that may wait for a slot: the pictures of a page nobody has seen since the cache was
 * emptied fit; a flood beyond that gets 503 at once.
 */
export const TRANSFORM_QUEUE_LENGTH = 32 * TRANSFORM_CONCURRENCY
