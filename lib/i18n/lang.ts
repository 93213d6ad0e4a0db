/** The two languages of the public site. Thai is the default. */
export const LANGS = ['th', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'th'

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

/** Whether a first path segment is one of the public language prefixes. */
export function isLang(value: string | undefined): value is Lang {
  return value === 'th' || value === 'en'
}

/** BCP 47 tags used with Intl and in `hreflang` / Open Graph. */
export const INTL_LOCALE: Record<Lang, string> = { th: 'th-TH', en: 'en-US' }
