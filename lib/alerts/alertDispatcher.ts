import { sleepUntil, taskLoop } from '@/lib/scheduling/taskLoop'
import type { CoreAlerts } from './coreAlerts'
import type { AlertItem, ClaimedDelivery, DeliveryResult } from './types'

/**
 * The longest the dispatcher waits before it sends the public items to the core service again.
 * The webhook and a timed publication wake it at once (`wakeSync`, `nextPublicationAt`); this
 * bounds the time to an announcement when both were missed (Redis away, another instance got the
 * webhook): an item is announced within a minute of becoming public.
 */
export const MAX_SYNC_WAIT_MS = 30_000
/** How often an instance asks for e-mails to send when nothing woke it. */
export const DELIVERY_POLL_MS = 5_000
/** E-mails claimed at once, and how long a claim keeps them from the other instances. */
export const CLAIM_LIMIT = 10
export const LEASE_SECONDS = 120
/** Wake-ups in a burst (every instance hears each webhook) are one. */
const WAKE_DELAY_MS = 200

export type SendOutcome = { ok: true } | { ok: false; permanent: boolean; error: string }

export interface AlertDispatcherOptions {
  core: Pick<CoreAlerts, 'syncItems' | 'claim' | 'report'>
  /** The public items now (alertItems.ts), with the next "public from" still to come (ms). */
  loadItems: () => Promise<{ items: AlertItem[]; nextPublicationAt: number | null }>
  /** Writes and sends one e-mail. */
  deliver: (delivery: ClaimedDelivery) => Promise<SendOutcome>
  /** Listens for published changes (the webhook here, or on another instance). */
  onContentChange: (wake: () => void) => void
  /** Listens for e-mails queued by this instance (a sign-up's confirmation). */
  onDeliveriesWaiting: (wake: () => void) => void
  now?: () => number
  log?: Pick<Console, 'log' | 'warn'>
}

function resultOf(outcome: SendOutcome): DeliveryResult {
  if (outcome.ok) return { outcome: 'sent' }
  return { outcome: outcome.permanent ? 'failed' : 'retry', error: outcome.error.slice(0, 500) }
}

/**
 * Each instance's part of the e-mail alerts (scripts/server.ts starts it):
 *
 * - **Announcing.** It sends the items public now to the core service, which announces those it
 *   has never seen — once, whichever instance and however often they are sent — and queues one
 *   e-mail per confirmed subscriber of the topic. It does so at start, on every published change,
 *   at the minute of the next "public from" and at least every MAX_SYNC_WAIT_MS.
 * - **Sending.** It claims queued e-mails (a lease: no other instance sends them meanwhile), sends
 *   each and reports the outcome; the core service retries a failure with back-off and holds the
 *   send rate. An instance that dies mid-send leaves the rest of its claim to the lease's end.
 */
export function startAlertDispatcher({
  core,
  loadItems,
  deliver,
  onContentChange,
  onDeliveriesWaiting,
  now = Date.now,
  log = console,
}: AlertDispatcherOptions): () => void {
  let isStopped = false
  const stopped = () => isStopped

  const sending = taskLoop(async () => {
    try {
      const deliveries = await core.claim(CLAIM_LIMIT, LEASE_SECONDS)
      for (const delivery of deliveries) {
        if (isStopped) break
        let outcome: SendOutcome
        try {
          outcome = await deliver(delivery)
        } catch (error) {
          outcome = { ok: false, permanent: false, error: String(error) }
        }
        if (!outcome.ok) log.warn(`Alert e-mail ${delivery.id} not sent: ${outcome.error}`)
        await core.report(delivery.id, resultOf(outcome))
      }
      // A full claim: more may be waiting.
      return deliveries.length === CLAIM_LIMIT ? 0 : DELIVERY_POLL_MS
    } catch (error) {
      log.warn('Alert e-mails: the core service could not be asked:', String(error))
      return DELIVERY_POLL_MS
    }
  }, stopped)

  const announcing = taskLoop(async () => {
    let wait = MAX_SYNC_WAIT_MS
    try {
      const { items, nextPublicationAt } = await loadItems()
      // Never an empty list: the core service's first list is its baseline (nothing in it is
      // announced, everything after it is), and a content source answering nothing would make
      // every item look new the next time.
      if (items.length > 0) {
        const { announced, baseline } = await core.syncItems(items)
        if (baseline)
          log.log(`Alert announcements: ${items.length} items public before, never announced`)
        if (announced.length > 0) {
          log.log(`Announced by e-mail: ${announced.join(', ')}`)
          sending.wake(0)
        }
      }
      wait = sleepUntil(nextPublicationAt, now(), wait)
    } catch (error) {
      log.warn('Alert announcements: the items could not be sent:', String(error))
    }
    return wait
  }, stopped)

  onContentChange(() => announcing.wake(WAKE_DELAY_MS))
  onDeliveriesWaiting(() => sending.wake(0))
  announcing.wake(0)
  sending.wake(0)
  return () => {
    isStopped = true
    announcing.stop()
    sending.stop()
  }
}
