import type { Lang } from '@/shared/lang'

// The languages themselves are shared with the services (shared/lang.ts).
export { DEFAULT_LANG, LANGS, isLang, type Lang } from '@/shared/lang'

/**
 * The spec's language rule, the only place it is written down: the first path segment `en`
 * means English, anything else means Thai.
 */
export function langFromPath(path: string): Lang {
  const firstSegment = path
    .split(/[?#]/, 1)[0]
    ?.split('/')
    .find((segment) => segment !== '')
  return firstSegment === 'en' ? 'en' : 'th'
}

/** Next's `locale` (which may be the pseudo locale `default`) read with the same rule. */
export function toLang(locale: string | undefined): Lang {
  return langFromPath(`/${locale ?? ''}`)
}

/** BCP 47 tags used with Intl and in `hreflang` / Open Graph. */
export const INTL_LOCALE: Record<Lang, string> = { th: 'th-TH', en: 'en-US' }
