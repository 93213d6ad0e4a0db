import type { ReactNode } from 'react'
import type { FallbackLang } from '@/lib/i18n/fallbackLang'

export type { FallbackLang }

/** The `lang` attribute of an element holding such a text: none in the page's own language. */
export const langAttribute = (lang: FallbackLang) => lang ?? undefined

/**
 * A CMS text shown in the other language because the page's is missing, inside a `<span lang>` so
 * a screen reader reads it with that language's voice. Text in the page's language is rendered
 * bare: pages in their own language keep the markup they always had. Where the text has an
 * element of its own (a heading, a paragraph), put `langAttribute(lang)` on it instead.
 */
export function InLanguage({ lang, children }: { lang: FallbackLang; children: ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>
}
