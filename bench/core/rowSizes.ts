/**
 * The size of what a write changes, which bench:core holds the bytes it puts on disk against:
 * each row the write inserts or updates, as SQLite's record format stores it (its values, a
 * header byte per column, its length and rowid). Index entries are left out, so the figure is
 * the rows' own size and no larger. https://www.sqlite.org/fileformat2.html#record_format
 */

import { newEnquiryRow, type NewEnquiry } from '../../services/core/enquiryRepository'
import { vitalBucket } from '../../services/core/siteAnalyticsRepository'
import type { AnalyticsEvent } from '../../services/core/siteAnalyticsRequests'

type Value = string | number | null

/** SQLite stores 0 and 1 in the header alone, other integers in 1, 2, 3, 4, 6 or 8 bytes. */
function integerBytes(value: number): number {
  if (value === 0 || value === 1) return 0
  const limits = [127, 32_767, 8_388_607, 2_147_483_647, 140_737_488_355_327]
  const index = limits.findIndex((limit) => Math.abs(value) <= limit)
  return index === -1 ? 8 : [1, 2, 3, 4, 6][index]!
}

function valueBytes(value: Value): number {
  if (value === null) return 0
  if (typeof value === 'number') return Number.isInteger(value) ? integerBytes(value) : 8
  return Buffer.byteLength(value, 'utf8')
}

/** One row: its values, a header byte each, and about 4 bytes of length, header size and rowid. */
export function recordBytes(values: Value[]): number {
  return values.reduce<number>((sum, value) => sum + valueBytes(value), 0) + values.length + 4
}

/** Views and counts as they stand after a year: two-byte integers. */
const COUNT = 1000
/** A visitor id as stored (dailySalt.ts): 32 hex digits. */
const VISITOR_ID = '0'.repeat(32)

/**
 * The rows an analytics batch inserts or updates, each counted once: the day's row, each page's
 * and referrer's row of the day, each new visitor's id, each vitals bucket.
 */
export function analyticsBatchBytes(
  day: string,
  events: AnalyticsEvent[],
  storedVisitors: ReadonlySet<string>,
): number {
  const rows = new Map<string, Value[]>()
  for (const event of events) {
    if (event.type === 'vital') {
      const value = vitalBucket(event.metric, event.value)
      rows.set(`vital ${event.path} ${event.metric} ${value}`, [
        day,
        event.path,
        event.metric,
        value,
        COUNT,
      ])
      continue
    }
    rows.set('day', [day, COUNT, null])
    rows.set(`page ${event.path}`, [day, event.path, COUNT])
    if (event.referrer !== null)
      rows.set(`referrer ${event.referrer}`, [day, event.referrer, COUNT])
    if (!storedVisitors.has(event.visitor)) rows.set(`visitor ${event.visitor}`, [day, VISITOR_ID])
  }
  return [...rows.values()].reduce((sum, row) => sum + recordBytes(row), 0)
}

/** The enquiry's row and its first history entry, as insertEnquiry writes them. */
export function enquiryBytes(input: NewEnquiry, at: string, by: string): number {
  const historyRow = [COUNT * 100, input.id, at, 'new', null, by]
  return recordBytes(newEnquiryRow(input, at, false)) + recordBytes(historyRow)
}
