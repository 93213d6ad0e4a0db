// Redirects, as both the Studio (validating an editor's `redirect` document) and the site's
// server (answering them) read them: one set of rules, so what the Studio accepts is what the
// server answers. Pure functions; the Studio and the server each fetch the documents themselves.
import { STATIC_ROUTES } from './routes'
import { ownPage } from './documentPath'

/**
 * The site's language prefixes, as shared/lang.ts has them: the Studio's build resolves nothing
 * outside cms/, so they are repeated here (cms/lib/redirects.test.ts checks they agree).
 */
export const REDIRECT_LANGS = ['th', 'en'] as const
export type RedirectLang = (typeof REDIRECT_LANGS)[number]

/**
 * Addresses no redirect may take over: the API, the Studio and Next's own files. They never have
 * a language prefix, so a language-prefixed redirect cannot reach them either; refusing them by
 * name says why to an editor who tries.
 */
export const NEVER_REDIRECTED = ['/api', '/studio', '/_next'] as const

/** An editor's redirect is answered 308 (permanent) or 307 (temporary). */
export type RedirectKind = 'permanent' | 'temporary'
export const REDIRECT_STATUS: Record<RedirectKind, 308 | 307> = { permanent: 308, temporary: 307 }

/** The most editor redirects the server reads (newest first): far beyond a corporate site's use. */
export const MAX_EDITOR_REDIRECTS = 2_000

// A site path as a browser sends it: unreserved characters and percent-escapes, no query, no
// fragment, no empty segment, no trailing slash (Next answers that with its own redirect).
const PATH = /^(\/[A-Za-z0-9\-._~%]+)+$/

/** A redirect's `from`: the language it is limited to (null: both) and its language-free path. */
export interface RedirectSource {
  lang: RedirectLang | null
  path: string
}

/** A redirect's `to`: an address of this site (language given or not) or an https URL. */
export type RedirectTarget =
  | { kind: 'internal'; lang: RedirectLang | null; path: string; query: string }
  | { kind: 'external'; url: string }

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string }

function splitLang(path: string): { lang: RedirectLang | null; path: string } {
  const lang = REDIRECT_LANGS.find((one) => path === `/${one}` || path.startsWith(`/${one}/`))
  return lang === undefined ? { lang: null, path } : { lang, path: path.slice(lang.length + 1) }
}

function isNeverRedirected(path: string): boolean {
  return NEVER_REDIRECTED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/** Reads a site path, with or without /th or /en; the message says what is wrong with it. */
function parseSitePath(value: string): Parsed<{ lang: RedirectLang | null; path: string }> {
  if (!value.startsWith('/') || value.startsWith('//')) {
    return {
      ok: false,
      message: 'Start with / and the address on this site, e.g. /products/old-name',
    }
  }
  if (/[?#]/.test(value)) return { ok: false, message: 'Leave out the query (?…) and the #…' }
  if (value.length > 1 && value.endsWith('/')) {
    return { ok: false, message: 'Leave out the / at the end' }
  }
  if (/^\/(th|en)(\/|$)/i.test(value) && !/^\/(th|en)(\/|$)/.test(value)) {
    return { ok: false, message: 'Write the language in lower case: /th or /en' }
  }
  const split = splitLang(value)
  if (split.path === '') {
    return { ok: false, message: 'That is the home page of a language: give a page below it' }
  }
  if (!PATH.test(split.path)) {
    return {
      ok: false,
      message: 'Use letters, digits and - . _ ~ between the slashes, e.g. /news/old-name',
    }
  }
  if (isNeverRedirected(split.path)) {
    return {
      ok: false,
      message: `Addresses under ${NEVER_REDIRECTED.join(', ')} are never redirected`,
    }
  }
  return { ok: true, value: split }
}

/** A redirect's `from`: `/old`, `/th/old` or `/en/old` (a language-free one covers both). */
export function parseRedirectFrom(value: string | undefined | null): Parsed<RedirectSource> {
  if (typeof value !== 'string' || value.trim() === '') {
    return { ok: false, message: 'Give the old address' }
  }
  return parseSitePath(value.trim())
}

/** A redirect's `to`: an address of this site (a query allowed) or an https URL. */
export function parseRedirectTo(value: string | undefined | null): Parsed<RedirectTarget> {
  if (typeof value !== 'string' || value.trim() === '') {
    return { ok: false, message: 'Give the new address' }
  }
  const text = value.trim()
  if (!text.startsWith('/')) {
    let url: URL
    try {
      url = new URL(text)
    } catch {
      return { ok: false, message: 'Use an address of this site (/…) or an https:// URL' }
    }
    if (url.protocol !== 'https:' || url.hostname === '' || url.username || url.password) {
      return { ok: false, message: 'Only https:// URLs (without a user name) may be a target' }
    }
    return { ok: true, value: { kind: 'external', url: url.href } }
  }
  const queryStart = text.search(/[?#]/)
  const pathPart = queryStart === -1 ? text : text.slice(0, queryStart)
  const query = queryStart === -1 ? '' : text.slice(queryStart).replace(/#.*$/, '')
  const parsed = parseSitePath(pathPart)
  if (!parsed.ok) return parsed
  return { ok: true, value: { kind: 'internal', ...parsed.value, query } }
}

/** The language-prefixed addresses a `from` answers at: both languages unless it names one. */
export function sourceAddresses(source: RedirectSource): string[] {
  const langs = source.lang === null ? REDIRECT_LANGS : [source.lang]
  return langs.map((lang) => `/${lang}${source.path}`)
}

/**
 * Where a redirect sends a request that came in at `/lang…`: an internal target without a
 * language keeps the visitor's; one with a language or an https URL is used as it is.
 */
export function targetAddress(target: RedirectTarget, lang: RedirectLang): string {
  if (target.kind === 'external') return target.url
  return `/${target.lang ?? lang}${target.path}${target.query}`
}

/** The language of a language-prefixed address (`/en/x` → en). */
export function addressLang(address: string): RedirectLang {
  return address.startsWith('/en/') ? 'en' : 'th'
}

/** A page address as the content source stores it (the fields that decide a page's address). */
export interface AddressedDocument {
  _type: string
  slug?: string | null
  path?: string | null
}

/**
 * The language-free addresses a visitor reaches a page at: each document's own page and every
 * fixed address of the site (its fixed pages, the API's, the Studio's). No redirect may take
 * one of them over: the page would be unreachable.
 */
export function liveAddresses(documents: readonly AddressedDocument[]): Set<string> {
  const live = new Set<string>(Object.values(STATIC_ROUTES))
  for (const doc of documents) {
    const own = ownPage(doc._type, doc)
    if (own !== null) live.add(own)
  }
  return live
}

/** An editor's redirect as the content source has it. */
export interface RedirectDocument {
  _id?: string
  from?: string | null
  to?: string | null
  kind?: string | null
}

export interface RedirectProblems {
  from?: string
  to?: string
}

/** An address without its query. */
const pathOf = (address: string) => address.replace(/[?#].*$/, '')

// Following more redirects than there are is a loop; this caps the walk all the same.
const MAX_HOPS = 100

/**
 * What is wrong with `candidate` among the other redirects and the live pages, by field; empty
 * when nothing is. The rules: `from` a well-formed site path that is no live page's address and
 * no other redirect's `from` (in either language); `to` an address of this site or an https URL,
 * not `from` itself, and not the start of a chain of redirects that comes back to `from`.
 */
export function redirectProblems(
  candidate: RedirectDocument,
  others: readonly RedirectDocument[],
  live: ReadonlySet<string>,
): RedirectProblems {
  const problems: RedirectProblems = {}
  const from = parseRedirectFrom(candidate.from)
  const to = parseRedirectTo(candidate.to)
  if (!from.ok) problems.from = from.message
  if (!to.ok) problems.to = to.message
  if (!from.ok) return problems

  if (live.has(from.value.path)) {
    problems.from =
      'A page is live at this address: a redirect would hide it. Change or unpublish that page first'
    return problems
  }
  const sources = sourceAddresses(from.value)
  const taken = new Map<string, RedirectTarget | null>()
  for (const other of others) {
    const otherFrom = parseRedirectFrom(other.from)
    if (!otherFrom.ok) continue
    const otherTo = parseRedirectTo(other.to)
    for (const address of sourceAddresses(otherFrom.value)) {
      taken.set(address, otherTo.ok ? otherTo.value : null)
    }
  }
  const clash = sources.find((address) => taken.has(address))
  if (clash !== undefined) {
    problems.from = `Another redirect already starts at ${clash}`
    return problems
  }
  if (!to.ok) return problems

  for (const source of sources) {
    let address = targetAddress(to.value, addressLang(source))
    if (pathOf(address) === source) {
      problems.to = 'The new address is the old one: a redirect to itself never ends'
      return problems
    }
    for (let hop = 0; hop < MAX_HOPS; hop += 1) {
      const next = taken.get(pathOf(address))
      if (next === undefined || next === null) break
      address = targetAddress(next, addressLang(address))
      if (sources.includes(pathOf(address))) {
        problems.to = `Through other redirects this leads back to ${source}: a loop`
        return problems
      }
    }
  }
  return problems
}
