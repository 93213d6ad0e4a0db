import type { Rule, SlugValidationContext, StringRule } from 'sanity'

interface LocaleValue {
  th?: unknown
  en?: unknown
}

const isFilled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0

/** Both languages filled in: for text the public site shows in Thai and in English. */
export function requireBothLanguages(rule: Rule) {
  return rule.required().custom((value: LocaleValue | undefined) => {
    if (!isFilled(value?.th)) return 'Thai is required'
    if (!isFilled(value?.en)) return 'English is required'
    return true
  })
}

/** Thai filled in; English optional (the site falls back to Thai). */
export function requireThai(rule: Rule) {
  return rule
    .required()
    .custom((value: LocaleValue | undefined) => (isFilled(value?.th) ? true : 'Thai is required'))
}

/**
 * A site path as the menu stores it: without the language prefix, which the site adds
 * (`/about/awards` is shown as `/th/about/awards` and `/en/about/awards`).
 */
export function sitePath(rule: StringRule) {
  return rule.custom((value: string | undefined) => {
    if (value === undefined) return true
    if (!/^\/[a-z0-9\-/]*$/.test(value)) return 'Use a path such as /about/awards (a-z, 0-9, -, /)'
    if (/^\/(th|en)(\/|$)/.test(value)) return 'Leave out the language: the site adds /th or /en'
    return true
  })
}

/** Slugs are unique among documents of the same type (drafts and their published twin aside). */
export async function isUniqueInType(slug: string, context: SlugValidationContext) {
  const { document, getClient } = context
  if (!document) return true
  const id = document._id.replace(/^drafts\./, '')
  const count = await getClient({ apiVersion: '2025-01-01' }).fetch<number>(
    'count(*[_type == $type && slug.current == $slug && !(_id in [$id, $draft])])',
    { type: document._type, slug, id, draft: `drafts.${id}` },
  )
  return count === 0
}
