import type { Rule, StringRule } from 'sanity'

interface LocaleValue {
  th?: string
  en?: string
}

/** Both languages filled in: for text the public site shows in Thai and in English. */
export function requireBothLanguages(rule: Rule) {
  return rule.required().custom((value: LocaleValue | undefined) => {
    if (!value?.th?.trim()) return 'Thai is required'
    if (!value?.en?.trim()) return 'English is required'
    return true
  })
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
