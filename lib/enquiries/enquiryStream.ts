import { REDIS_KEY_PREFIX, type RedisConnection } from '@/lib/redis/redisConnection'
import type { EnquiryRecord } from './localEnquiryStore'

/**
 * With REDIS_URL set, the enquiries accepted by any instance and not yet stored by the core
 * service: one entry per enquiry, read by every instance's forwarder as one consumer group (so
 * each entry goes to one of them), and deleted once the core service has it. Redis must keep
 * its data across a restart (appendonly) for an accepted enquiry to survive one.
 */
export const ENQUIRY_STREAM = `${REDIS_KEY_PREFIX}enquiries`

/** Enquiries the core service refused for their content, kept for a person to look at. */
export const REJECTED_STREAM = `${REDIS_KEY_PREFIX}enquiries:rejected`

/** The consumer group of the site's forwarders; each instance reads as its own consumer. */
export const FORWARDERS_GROUP = 'forwarders'

/** One stream entry: its stream id and its fields. */
export interface StreamEntry {
  entryId: string
  fields: Record<string, string>
}

/**
 * The entry's fields: the enquiry's `id` on its own, for an operator's XRANGE, and the whole
 * record as the JSON the outbox and the core service know.
 */
export function entryFields(record: EnquiryRecord): Record<string, string> {
  return { id: record.id, record: JSON.stringify(record) }
}

/** The record an entry carries, or null when it carries none a forwarder could send. */
export function recordOf(fields: Record<string, string>): EnquiryRecord | null {
  try {
    const record = JSON.parse(fields.record ?? '') as Partial<EnquiryRecord> | null
    return typeof record?.id === 'string' && record.id !== '' ? (record as EnquiryRecord) : null
  } catch {
    return null
  }
}

/**
 * Appends the record to the stream; resolves with the entry's id once Redis has it. Throws
 * when Redis cannot be reached (the caller keeps the record in the outbox instead).
 */
export function addToStream(connection: RedisConnection, record: EnquiryRecord): Promise<string> {
  return connection.run('the enquiry queue', (client) =>
    client.xAdd(ENQUIRY_STREAM, '*', entryFields(record)),
  )
}
