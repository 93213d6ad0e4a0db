/**
 * The language a CMS text is shown in when it is not the page's: "th" on an English page, "en" on
 * a Thai one — the `<name>Lang` marker of cms/queries/fragments.ts `localizedWithLang` — and
 * null or absent when the text is in the page's language.
 */
export type FallbackLang = 'th' | 'en' | null | undefined

type MarkerKeys<T> = Extract<keyof T, `${string}Lang`>

/**
 * A query result whose `<name>Lang` markers may be left out (absent: the page's language).
 * Distributes over a union, so a section's `_type` still narrows it.
 */
export type OptionalLangMarkers<T> = T extends unknown
  ? Omit<T, MarkerKeys<T>> & Partial<Pick<T, MarkerKeys<T>>>
  : never

/**
 * The result without its null `<name>Lang` markers (its own level only): a page in its own
 * language carries exactly the props it carried before the markers existed.
 */
export function dropNullLangMarkers<T extends object>(value: T): OptionalLangMarkers<T> {
  const entries = Object.entries(value).filter(
    ([key, marker]) => !(key.endsWith('Lang') && marker === null),
  )
  return Object.fromEntries(entries) as OptionalLangMarkers<T>
}
