import { revisionOf } from './hash'

/**
 * The date the dataset's content stands at. System dates come from the content, never from the
 * clock, so that building twice gives the same files.
 */
export const DATASET_DATE = '2026-11-01T08:00:00Z'

/** Fields that say when a document appeared, in order of preference. */
const PUBLICATION_FIELDS = ['publishedAt', 'launchDate'] as const

/** `2025-03-01` or any ISO date-time as Sanity writes system dates (`2025-03-01T00:00:00Z`). */
function toSystemDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined
  const date = new Date(/T/.test(value) ? value : `${value}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().replace('.000Z', 'Z')
}

/**
 * `_createdAt` is the document's own publication date (publishedAt, else launchDate), else the
 * dataset date; `_updatedAt` is the later of that and the dataset date.
 */
export function systemDates(document: Record<string, unknown>): {
  _createdAt: string
  _updatedAt: string
} {
  const published = PUBLICATION_FIELDS.map((field) => toSystemDate(document[field])).find(Boolean)
  const createdAt = published ?? DATASET_DATE
  const updatedAt = createdAt > DATASET_DATE ? createdAt : DATASET_DATE
  return { _createdAt: createdAt, _updatedAt: updatedAt }
}

/**
 * Adds `_createdAt`, `_updatedAt` and `_rev` after `_id` and `_type`. The revision is a hash of
 * the rest of the document, so it changes exactly when the content does.
 */
export function withSystemFields(
  document: { _id: string; _type: string } & Record<string, unknown>,
): Record<string, unknown> {
  const { _id, _type, ...fields } = document
  const dates = systemDates(fields)
  const content = JSON.stringify({ _id, _type, ...dates, ...fields })
  return { _id, _type, ...dates, _rev: revisionOf(content), ...fields }
}
