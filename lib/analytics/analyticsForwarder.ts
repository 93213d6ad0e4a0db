import axios, { type AxiosInstance } from 'axios'
import type { CollectedEvent } from './collectEvents'

/** Events waiting at most; past it new ones are dropped (analytics may lose, never pile up). */
export const MAX_QUEUED_EVENTS = 5000
/** Events per request to the core service (its own limit is 500). */
export const BATCH_SIZE = 200
const FLUSH_DELAY_MS = 2000

export interface AnalyticsForwarder {
  enqueue(events: CollectedEvent[]): void
  /** Sends what waits now (tests, shutdown). */
  flush(): Promise<void>
  /** Events dropped since start: queue full, or refused by the core service. */
  dropped(): number
}

/**
 * Batches the checked events in memory and posts them to the core service
 * (`POST /analytics/events`) a couple of seconds after the first one arrives, one batch at a
 * time. While the core service is away the events wait, up to MAX_QUEUED_EVENTS; a batch it
 * refuses as malformed is dropped. Nothing is written to disk.
 */
export interface AnalyticsForwarderOptions {
  /** The core service refused the site's token: forget it, ask for a new one. */
  onRefusedToken?: () => void
  log?: (message: string) => void
}

export function createAnalyticsForwarder(
  client: AxiosInstance,
  {
    onRefusedToken = () => undefined,
    log = (message) => console.warn(message),
  }: AnalyticsForwarderOptions = {},
): AnalyticsForwarder {
  const queue: CollectedEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let sending: Promise<void> | undefined
  let droppedCount = 0
  let isFailing = false

  async function sendAll(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, BATCH_SIZE)
      try {
        await client.post('/analytics/events', { events: batch })
        queue.splice(0, batch.length)
        if (isFailing) log('Analytics: the core service takes events again')
        isFailing = false
      } catch (error) {
        const status = axios.isAxiosError(error) ? error.response?.status : undefined
        if (status === 400 || status === 413) {
          queue.splice(0, batch.length)
          droppedCount += batch.length
          continue
        }
        if (status === 401 || status === 403) onRefusedToken()
        if (!isFailing) log(`Analytics: events wait, the core service failed (${String(error)})`)
        isFailing = true
        schedule()
        return
      }
    }
  }

  function schedule() {
    if (timer !== undefined) return
    timer = setTimeout(() => {
      timer = undefined
      void flush()
    }, FLUSH_DELAY_MS)
    timer.unref?.()
  }

  function flush(): Promise<void> {
    sending ??= sendAll().finally(() => {
      sending = undefined
    })
    return sending
  }

  return {
    enqueue(events) {
      const room = MAX_QUEUED_EVENTS - queue.length
      queue.push(...events.slice(0, Math.max(0, room)))
      droppedCount += Math.max(0, events.length - Math.max(0, room))
      schedule()
    },
    flush,
    dropped: () => droppedCount,
  }
}
