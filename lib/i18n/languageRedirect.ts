import { SECTION_ALIASES, STATIC_ROUTES, href, localHref } from '@/lib/routes'
import { DEFAULT_LANG, LANGS, isLang } from './lang'

const STUDIO_PATH = STATIC_ROUTES.studio

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
    return pathname === '/' ? { path: href(locale, 'home'), status: 307 } : null
  }
  if (pathname === '/') return { path: href(DEFAULT_LANG, 'home'), status: 307 }
  // A permanent redirect: an old un-prefixed link always means the Thai page.
  return { path: localHref(DEFAULT_LANG, SECTION_ALIASES[pathname] ?? pathname), status: 308 }
}

/**
 * Where a request path goes before any page is looked for, permanently (308), or null: a
 * language segment in another case (`/EN/home`, `/Th/contact`, `/eN`) to its lower-case path —
 * only `en` is English, and each page has one address — and a section alias (`/en/news`) to its
 * page. Next's own locale matching ignores case, so this runs before it (scripts/server.ts).
 */
export function addressRedirect(pathname: string): string | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  if (match === null) return null
  const [, segment = '', rest = ''] = match
  const lang = LANGS.find((candidate) => candidate === segment.toLowerCase())
  if (lang === undefined) return null
  const alias = SECTION_ALIASES[rest]
  if (segment === lang && alias === undefined) return null
  // Any path of the site, rewritten in place (`/EN/` stays `/en/`): not an address of the table.
  // eslint-disable-next-line no-restricted-syntax
  return `/${lang}${alias ?? rest}`
}
