import path from 'node:path'
import { createNdjsonLog, type NdjsonLog } from '@/lib/files/ndjsonLog'
import type { Lang } from '@/lib/i18n/lang'
import type { Enquiry } from './enquirySchema'

/** One received enquiry, as written to the outbox. */
export interface EnquiryRecord {
  id: string
  /** ISO 8601, UTC. */
  receivedAt: string
  lang: Lang
  fields: Enquiry
}

/** The outbox: every enquiry the site accepted, fsynced before the visitor is told. */
export type EnquiryStore = NdjsonLog<EnquiryRecord>

/** Where the store of `dataDir` keeps its records. */
export function outboxFile(dataDir: string): string {
  return path.join(dataDir, 'enquiries', 'outbox.ndjson')
}

/** Enquiries appended as one JSON line each to `<dataDir>/enquiries/outbox.ndjson`. */
export function createLocalEnquiryStore(dataDir: string): EnquiryStore {
  return createNdjsonLog<EnquiryRecord>(outboxFile(dataDir))
}
