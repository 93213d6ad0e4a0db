import { LANGS, type Lang } from '@/lib/i18n/lang'

/** The absolute address of a language-free path in one language: `https://…/en/about/awards`. */
export function absoluteUrl(siteUrl: string, lang: Lang, path: string): string {
  return `${siteUrl}/${lang}${path === '/' ? '' : path}`
}

/** An address from a page or image (`/api/cms-image/…` or already absolute), made absolute. */
export function absolutize(siteUrl: string, href: string): string {
  return /^https?:\/\//.test(href) ? href : `${siteUrl}${href.startsWith('/') ? '' : '/'}${href}`
}

export interface AlternateLink {
  hrefLang: Lang | 'x-default'
  href: string
}

/** The page in each language, and Thai (the site's default language) for everyone else. */
export function alternateLinks(siteUrl: string, path: string): AlternateLink[] {
  return [
    ...LANGS.map((lang) => ({ hrefLang: lang, href: absoluteUrl(siteUrl, lang, path) })),
    { hrefLang: 'x-default' as const, href: absoluteUrl(siteUrl, 'th', path) },
  ]
}
