import { langFromPath, type Lang } from '@/lib/i18n/lang'

export interface LocalPath {
  lang: Lang
  /** The path without its language prefix, query or hash: `/about/awards`, `/` for the root. */
  path: string
}

/** Splits a browser path (`/en/about/awards?x=1`) into its language and language-free path. */
export function splitLangPath(asPath: string): LocalPath {
  const pathname = asPath.split(/[?#]/, 1)[0] ?? ''
  const segments = pathname.split('/').filter((segment) => segment !== '')
  const lang = langFromPath(pathname)
  if (segments[0] === 'th' || segments[0] === 'en') segments.shift()
  return { lang, path: `/${segments.join('/')}` }
}

// Kept where navigation has always imported it from; the route table defines it.
export { localHref } from '@/lib/routes'
