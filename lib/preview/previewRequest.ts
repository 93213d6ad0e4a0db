import { createHash, timingSafeEqual } from 'node:crypto'
import { isLang } from '@/lib/i18n/lang'
import { localHref } from '@/lib/routes'

// Any origin would do: a relative path resolved against it must stay on it.
const PROBE_ORIGIN = 'https://site.invalid'

/**
 * The same-site path to send the browser to (`/en/home?x=1`), or null when `value` is not one:
 * an absolute or protocol-relative URL would make the preview link an open redirect. Resolving
 * it the way a browser does catches the tricks too (`//host`, `/\host`, a tab in `/\t/host`),
 * and the normalised form is what gets sent.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null
  let url: URL
  try {
    url = new URL(value, PROBE_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== PROBE_ORIGIN) return null
  return `${url.pathname}${url.search}${url.hash}`
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether the preview link carries the secret, compared in constant time. */
export function isPreviewSecret(given: unknown, secret: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(secret))
}

const LANGUAGE_SEGMENT = /^\/(th|en)(\/|$)/

/**
 * The page a preview link opens: `path` as it is (`/en/home`), or with `lang` (`th` or `en`)
 * a language-free path (`/products/x`) in that language, as the Studio's "Open preview" sends
 * it. Either way it must be a path of this site; a language the site does not have, or a path
 * that names a language as well, is refused with the reason.
 */
export function previewPath(path: unknown, lang: unknown): { path: string } | { error: string } {
  const sitePath = sameSitePath(path)
  if (sitePath === null) return { error: 'path must be a path of this site' }
  if (lang === undefined) return { path: sitePath }
  if (typeof lang !== 'string' || !isLang(lang)) {
    return { error: 'lang must be th or en' }
  }
  if (LANGUAGE_SEGMENT.test(sitePath)) {
    return { error: 'path must not start with a language when lang is given' }
  }
  return { path: localHref(lang, sitePath) }
}
