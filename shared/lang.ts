/** The two languages of the public site. Thai is the default. */
export const LANGS = ['th', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'th'

/** Whether a first path segment is one of the public language prefixes. */
export function isLang(value: string | undefined): value is Lang {
  return value === 'th' || value === 'en'
}
