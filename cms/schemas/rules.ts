import type { Rule, SlugValidationContext, StringRule, ValidationContext } from 'sanity'

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

/**
 * Whether another document of the same type has `value` in `field` (a draft and its published
 * twin are one document).
 */
export function isTakenInType(field: string, value: unknown, context: ValidationContext) {
  return isTakenInTypeBy({ [field]: value }, context)
}

/**
 * Whether another document of the same type has all these values in these fields together (a
 * year and a quarter), a draft and its published twin being one document.
 */
export async function isTakenInTypeBy(values: Record<string, unknown>, context: ValidationContext) {
  const id = context.document?._id.replace(/^drafts\./, '')
  const fields = Object.keys(values)
  const matches = fields.map((field, index) => `${field} == $value${index}`).join(' && ')
  const count = await context
    .getClient({ apiVersion: '2025-01-01' })
    .fetch<number>(`count(*[_type == $type && ${matches} && !(_id in [$id, $draft])])`, {
      type: context.document?._type,
      ...Object.fromEntries(fields.map((field, index) => [`value${index}`, values[field]])),
      id,
      draft: `drafts.${id}`,
    })
  return count > 0
}

/** Slugs are unique among documents of the same type (drafts and their published twin aside). */
export async function isUniqueInType(slug: string, context: SlugValidationContext) {
  return !context.document || !(await isTakenInType('slug.current', slug, context))
}
