import type { ParseKeys, TypeOptions } from 'i18next'

/** The translation files' namespaces (public/locales/en/*.json, typed in types/i18next.d.ts). */
export type Namespace = keyof TypeOptions['resources']

/** The strings of one namespace, as the English file nests them. */
export type Strings<NS extends Namespace> = TypeOptions['resources'][NS]

/** A key of one namespace that `t` accepts (plural suffixes folded: `filters.count`). */
export type TranslationKey<NS extends Namespace> = ParseKeys<NS>

/** The namespaces whose file has a group `Group` (`pagination` …). */
export type NamespaceWith<Group extends string> = {
  [NS in Namespace]: Strings<NS> extends Record<Group, unknown> ? NS : never
}[Namespace]

/**
 * `namespace:group` for every group of strings holding `Field`: `home:news` for `home:news.heading`.
 */
export type GroupWith<Field extends string> = {
  [NS in Namespace]: TranslationKey<NS> extends infer Key
    ? Key extends `${infer Group}.${Field}`
      ? `${NS}:${Group}`
      : never
    : never
}[Namespace]
