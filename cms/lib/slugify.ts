/**
 * Thai-safe slugs. Sanity's default slugify drops Thai letters and can leave an empty slug, so
 * slugs come from the English name: accents folded, anything but a-z and 0-9 becomes one
 * hyphen. A name with no Latin letters at all still gets a stable, non-empty slug.
 */
export function slugify(input: string, maxLength = 96): string {
  const slug = input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '')
  return slug || `item-${stableHash(input)}`
}

/** A short, stable hash (FNV-1a) so that the same text always gives the same fallback slug. */
function stableHash(text: string): string {
  let hash = 0x811c9dc5
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}
