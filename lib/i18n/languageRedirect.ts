import { DEFAULT_LANG, isLang } from './lang'

const STUDIO_PATH = '/studio'

export interface LanguageRedirect {
  path: string
  status: 307 | 308
}

/**
 * Where a request without a page language goes, or null when it has one. `pathname` and
 * `locale` are as Next's i18n routing splits them (`/en/about` → locale `en`, pathname `/about`;
 * `/about` → locale `default`).
 */
export function languageRedirect(pathname: string, locale: string): LanguageRedirect | null {
  // The Studio is not a page of the site: it has no language.
  if (pathname === STUDIO_PATH || pathname.startsWith(`${STUDIO_PATH}/`)) return null
  if (isLang(locale)) {
    // `/th` and `/en` have no page of their own: their home page is the language's root.
    return pathname === '/' ? { path: `/${locale}/home`, status: 307 } : null
  }
  if (pathname === '/') return { path: `/${DEFAULT_LANG}/home`, status: 307 }
  // A permanent redirect: an old un-prefixed link always means the Thai page.
  return { path: `/${DEFAULT_LANG}${pathname}`, status: 308 }
}
