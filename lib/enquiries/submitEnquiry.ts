import { randomUUID } from 'node:crypto'
import { serverEnv } from '@/lib/env'
import type { Lang } from '@/lib/i18n/lang'
import type { Enquiry } from './enquirySchema'
import { createLocalEnquiryStore, type EnquiryStore } from './localEnquiryStore'

export interface SubmitEnquiryDeps {
  outbox: EnquiryStore
  now: () => Date
  newId: () => string
}

/**
 * Accepts a checked enquiry: the one step between /api/contact and wherever enquiries go.
 * Today that is the local outbox only. A later issue hands enquiries to the core service:
 * a forwarder reads this outbox (`<DATA_DIR>/enquiries/outbox.ndjson`) and delivers each
 * record by its `id` (so a retry cannot duplicate it), which keeps "stored before the visitor
 * is told" true even while the core service is down. Rejects when the outbox cannot be written.
 */
export async function submitEnquiry(
  enquiry: Enquiry,
  lang: Lang,
  deps: SubmitEnquiryDeps = defaultDeps(),
): Promise<{ id: string }> {
  const record = { id: deps.newId(), receivedAt: deps.now().toISOString(), lang, fields: enquiry }
  await deps.outbox.append(record)
  return { id: record.id }
}

let defaults: SubmitEnquiryDeps | undefined

function defaultDeps(): SubmitEnquiryDeps {
  defaults ??= {
    outbox: createLocalEnquiryStore(serverEnv().dataDir),
    now: () => new Date(),
    newId: randomUUID,
  }
  return defaults
}
