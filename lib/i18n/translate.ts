import type { Lang } from './lang'

/** One language's strings by namespace, as next-i18next's `initialI18nStore` holds them. */
export type NamespaceStrings = Record<string, unknown>

/** The options a translation takes: values to interpolate, `count` for plurals, a default. */
export type TranslateOptions = Record<string, unknown> & { count?: unknown; defaultValue?: unknown }

const NS_SEPARATOR = ':'
const KEY_SEPARATOR = '.'
const PLACEHOLDER = /{{(.+?)}}/g

const pluralRules = new Map<Lang, Intl.PluralRules>()

function pluralCategory(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang)
  if (!rules) {
    rules = new Intl.PluralRules(lang)
    pluralRules.set(lang, rules)
  }
  return rules.select(count)
}

function lookup(tree: unknown, key: string): unknown {
  let node = tree
  for (const part of key.split(KEY_SEPARATOR)) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

function stringOf(value: unknown): string {
  return value === undefined || value === null ? '' : String(value)
}

/**
 * `{{name}}` (and `{{ a.b }}`) replaced by the value, as i18next does with `escapeValue: false`:
 * a placeholder nobody passed stays as it is, one passed as undefined or null becomes ''.
 */
export function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const path = name.trim().replace(/^-\s*/, '')
    const value = path in values ? values[path] : lookup(values, path)
    if (value === undefined && !Object.hasOwn(values, path)) return placeholder
    return stringOf(value)
  })
}

/**
 * The text of `key` in `namespace` (a `ns:key` prefix chooses another), with i18next's rules as
 * the site's configuration uses them: plurals by `Intl.PluralRules` when `count` is a number
 * (`key_zero` for 0 if present, then `key_one` / `key_other`, then `key`), `{{value}}`
 * interpolation without escaping (React escapes), and a missing key answered by the default
 * value or the key itself. lib/i18n/translate.test.ts holds it to i18next for every key.
 */
export function translate(
  strings: NamespaceStrings,
  lang: Lang,
  namespace: string,
  fullKey: string,
  options: TranslateOptions = {},
): string {
  let key = fullKey
  let ns = namespace
  const separator = fullKey.indexOf(NS_SEPARATOR)
  if (separator > 0) {
    ns = fullKey.slice(0, separator)
    key = fullKey.slice(separator + 1)
  }
  const tree = strings[ns]
  const { count } = options
  const candidates = [key]
  if (count !== undefined && typeof count !== 'string') {
    candidates.unshift(`${key}_${pluralCategory(lang, Number(count))}`)
    if (count === 0) candidates.unshift(`${key}_zero`)
  }
  for (const candidate of candidates) {
    const text = lookup(tree, candidate)
    if (typeof text === 'string') return interpolate(text, options)
  }
  return options.defaultValue === undefined
    ? key
    : interpolate(String(options.defaultValue), options)
}
