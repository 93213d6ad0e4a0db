import { randomUUID } from 'node:crypto'
import { serverEnv } from '@/lib/env'
import type { Lang } from '@/lib/i18n/lang'
import type { Enquiry } from './enquirySchema'
import { enquiryForwarder } from './forwarding'
import { createLocalEnquiryStore, type EnquiryStore } from './localEnquiryStore'

export interface SubmitEnquiryDeps {
  outbox: EnquiryStore
  now: () => Date
  newId: () => string
  /** Told when a record was stored, to deliver it to the core service. */
  stored: () => void
}

/**
 * Accepts a checked enquiry: the one step between /api/contact and the core service. The
 * record is fsynced to the outbox (`<DATA_DIR>/enquiries/outbox.ndjson`) before this resolves
 * and the visitor is told; the forwarder then delivers it by its `id` (so a retry cannot
 * duplicate it), at once or, while the core service is down, later. Rejects when the outbox
 * cannot be written.
 */
export async function submitEnquiry(
  enquiry: Enquiry,
  lang: Lang,
  deps: SubmitEnquiryDeps = defaultDeps(),
): Promise<{ id: string }> {
  const record = { id: deps.newId(), receivedAt: deps.now().toISOString(), lang, fields: enquiry }
  await deps.outbox.append(record)
  deps.stored()
  return { id: record.id }
}

let defaults: SubmitEnquiryDeps | undefined

function defaultDeps(): SubmitEnquiryDeps {
  defaults ??= {
    outbox: createLocalEnquiryStore(serverEnv().dataDir),
    now: () => new Date(),
    newId: randomUUID,
    stored: () => enquiryForwarder()?.nudge(),
  }
  return defaults
}
