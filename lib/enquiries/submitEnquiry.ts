import { randomUUID } from 'node:crypto'
import { serverEnv } from '@/lib/env'
import type { Lang } from '@/lib/i18n/lang'
import type { Enquiry } from '@/shared/enquirySchema'
import { enquiryForwarder, enquiryQueue } from './forwarding'
import { createLocalEnquiryStore, type EnquiryRecord, type EnquiryStore } from './localEnquiryStore'
import type { ProductReference } from '@/shared/enquiry'

/** A checked enquiry, its product looked up: the form sends a slug, the record keeps the reference. */
export type AcceptedEnquiry = Omit<Enquiry, 'product'> & { product?: ProductReference }

export interface SubmitEnquiryDeps {
  outbox: EnquiryStore
  now: () => Date
  newId: () => string
  /** Told when a record was stored in the outbox, to deliver (or move) it. */
  stored: () => void
  /**
   * With REDIS_URL: adds the record to the enquiry stream, shared by every instance; rejects
   * when Redis cannot be reached, and the outbox takes the record instead.
   */
  enqueue?: (record: EnquiryRecord) => Promise<void>
  log?: (message: string) => void
}

/**
 * Accepts a checked enquiry (with the product it is about, when there is one): the one step between /api/contact and the core service. The record
 * is in Redis's enquiry stream (with REDIS_URL), or else fsynced to the outbox
 * (`<DATA_DIR>/enquiries/outbox.ndjson`), before this resolves and the visitor is told; a
 * forwarder then delivers it by its `id` (so a retry cannot duplicate it), at once or, while
 * the core service is down, later. Rejects when neither can take it.
 */
export async function submitEnquiry(
  enquiry: AcceptedEnquiry,
  lang: Lang,
  deps: SubmitEnquiryDeps = defaultDeps(),
): Promise<{ id: string }> {
  const { product, ...fields } = enquiry
  const record: EnquiryRecord = {
    id: deps.newId(),
    receivedAt: deps.now().toISOString(),
    lang,
    fields,
    ...(product && { product }),
  }
  if (deps.enqueue) {
    try {
      await deps.enqueue(record)
      return { id: record.id }
    } catch (error) {
      // A timed-out XADD may still have reached Redis: the record is then moved again later,
      // and the core service keeps its `id` once.
      const log = deps.log ?? ((message) => console.warn(message))
      log(`Enquiry ${record.id} kept in the outbox until Redis answers: ${String(error)}`)
    }
  }
  await deps.outbox.append(record)
  deps.stored()
  return { id: record.id }
}

let defaults: SubmitEnquiryDeps | undefined

function defaultDeps(): SubmitEnquiryDeps {
  if (defaults) return defaults
  const queue = enquiryQueue()
  defaults = {
    outbox: createLocalEnquiryStore(serverEnv().dataDir),
    now: () => new Date(),
    newId: randomUUID,
    enqueue: queue?.enqueue,
    stored: () => (queue ? queue.mover.nudge() : enquiryForwarder()?.nudge()),
  }
  return defaults
}
