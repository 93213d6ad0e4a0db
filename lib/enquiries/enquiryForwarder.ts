import path from 'node:path'
import { createNdjsonLog, type NdjsonLog } from '@/lib/files/ndjsonLog'
import type { EnquiryRecord, EnquiryStore } from './localEnquiryStore'

/** What happened to one enquiry the core service was sent. */
export interface DeliveryRecord {
  id: string
  at: string
  /** `rejected`: the core service refused its content; it stays in the outbox for a person. */
  result: 'delivered' | 'rejected'
  status: number
}

/** How one attempt ended: done (either way) or to be tried again later. */
export type DeliveryOutcome =
  { result: 'delivered' | 'rejected'; status: number } | { result: 'retry'; reason: string }

export interface ForwarderDeps {
  outbox: EnquiryStore
  deliveries: NdjsonLog<DeliveryRecord>
  /** One attempt to hand a record to the core service (idempotent there by `id`). */
  deliver: (record: EnquiryRecord) => Promise<DeliveryOutcome>
  now?: () => Date
  log?: (message: string) => void
  /** First wait after a failed round; doubles up to `maxRetryMs`. */
  retryMs?: number
  maxRetryMs?: number
}

export interface EnquiryForwarder {
  /** One pass over the outbox: delivers what is pending. */
  deliverPending(): Promise<{ delivered: number; rejected: number; pending: number }>
  /** Deliver soon (a new enquiry was stored); later rounds follow while some stay pending. */
  nudge(): void
  stop(): void
}

/**
 * One attempt that never throws: an error on the way (the core service unreachable, a timeout)
 * is an outcome like any other, to be tried again later.
 */
export function attemptDelivery(
  deliver: (record: EnquiryRecord) => Promise<DeliveryOutcome>,
  record: EnquiryRecord,
): Promise<DeliveryOutcome> {
  return deliver(record).catch((error: unknown): DeliveryOutcome => ({
    result: 'retry',
    reason: String(error),
  }))
}

export function deliveriesFile(dataDir: string): string {
  return path.join(dataDir, 'enquiries', 'deliveries.ndjson')
}

export function createDeliveryLog(dataDir: string): NdjsonLog<DeliveryRecord> {
  return createNdjsonLog<DeliveryRecord>(deliveriesFile(dataDir))
}

/**
 * Delivers the outbox to the core service. An enquiry is in the outbox (fsynced) before the
 * visitor hears it was received; this moves it on, now or, while the core service is down,
 * later: a failed round is retried after 5 s, then 10 s, … at most every 5 minutes, and on
 * every start. A delivery is recorded only after the core service confirmed it, and the core
 * service keeps each `id` once, so a crash between the two sends it again, never twice.
 */
export function createEnquiryForwarder({
  outbox,
  deliveries,
  deliver,
  now = () => new Date(),
  log = (message) => console.warn(message),
  retryMs = 5_000,
  maxRetryMs = 5 * 60_000,
}: ForwarderDeps): EnquiryForwarder {
  let running: Promise<unknown> | undefined
  let again = false
  let timer: NodeJS.Timeout | undefined
  let wait = retryMs
  let stopped = false

  async function deliverPending() {
    const done = new Set((await deliveries.list()).map((entry) => entry.id))
    const pending = (await outbox.list()).filter((record) => !done.has(record.id))
    let delivered = 0
    let rejected = 0
    let left = 0
    for (const record of pending) {
      const outcome = await attemptDelivery(deliver, record)
      if (outcome.result === 'retry') {
        left += 1
        log(`Enquiry ${record.id} not delivered yet: ${outcome.reason}`)
        continue
      }
      await deliveries.append({
        id: record.id,
        at: now().toISOString(),
        result: outcome.result,
        status: outcome.status,
      })
      if (outcome.result === 'delivered') delivered += 1
      else {
        rejected += 1
        log(
          `Enquiry ${record.id} refused by the core service (${outcome.status}); kept in the outbox`,
        )
      }
    }
    return { delivered, rejected, pending: left }
  }

  function round() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    clearTimeout(timer)
    running = deliverPending()
      .then(({ pending }) => {
        wait = pending === 0 ? retryMs : wait
        return pending
      })
      .catch((error: unknown) => {
        log(`Enquiry delivery round failed: ${String(error)}`)
        return 1
      })
      .then((pending) => {
        running = undefined
        if (again) {
          again = false
          round()
        } else if (pending > 0 && !stopped) {
          timer = setTimeout(round, wait)
          // A pending retry must not keep a process (a build, a test) alive.
          timer.unref()
          wait = Math.min(wait * 2, maxRetryMs)
        }
      })
  }

  return {
    deliverPending,
    nudge: round,
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
