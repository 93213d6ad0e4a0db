/**
 * A document's slug as Sanity makes them (from the English name): `jasmine-rice-5-kg`. The one
 * rule every address and form that takes a slug checks it by; a slug that passes may still name
 * no document.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Sanity's longest slug: a longer value is no document's. */
export const SLUG_MAX_LENGTH = 96

/** Whether `value` could be a document's slug. */
export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value)
}
