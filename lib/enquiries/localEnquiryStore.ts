import path from 'node:path'
import { createNdjsonLog, type NdjsonLog } from '@/lib/files/ndjsonLog'
import type { Lang } from '@/lib/i18n/lang'
import type { Enquiry } from '@/shared/enquirySchema'
import type { ProductReference } from '@/shared/enquiry'

/** One received enquiry, as written to the outbox. */
export interface EnquiryRecord {
  id: string
  /** ISO 8601, UTC. */
  receivedAt: string
  lang: Lang
  /** The form's fields; the product's slug is in `product` instead. */
  fields: Omit<Enquiry, 'product'>
  /** The product the enquiry is about; absent in enquiries about none (and in older records). */
  product?: ProductReference
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
