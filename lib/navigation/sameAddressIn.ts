import { href, localHref } from '@/lib/routes'
import type { Lang } from '@/lib/i18n/lang'

const LANGUAGE_PREFIXED = /^\/(?:th|en)(\/[^?#]*)?$/

/**
 * The address a visitor was on, in another language: `/en/no-such-page?x=1` →
 * `/th/no-such-page?x=1`. `from` is the Referer of the language switch's link; the other
 * language's home when there is none or it is not a language-prefixed page. Only the path and
 * query are read, so the answer is always an address of this site (another site's Referer
 * carries only its origin under our Referrer-Policy, and its path would be ours anyway).
 */
export function sameAddressIn(lang: Lang, from: string | undefined): string {
  if (!from) return href(lang, 'home')
  let url: URL
  try {
    url = new URL(from)
  } catch {
    return href(lang, 'home')
  }
  const match = LANGUAGE_PREFIXED.exec(url.pathname)
  if (match === null || match[1] === undefined || match[1] === '/') return href(lang, 'home')
  return `${localHref(lang, match[1].replace(/\/{2,}/g, '/'))}${url.search}`
}
