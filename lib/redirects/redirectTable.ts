import {
  REDIRECT_LANGS,
  REDIRECT_STATUS,
  parseRedirectFrom,
  parseRedirectTo,
  sourceAddresses,
  targetAddress,
  addressLang,
  type RedirectDocument,
} from '@/cms/lib/redirects'
import { localHref } from '@/lib/routes'
import type { AutomaticRedirect } from './automaticRedirects'

/** Where a request is sent: an address of the site (with its language) or an https URL. */
export interface Redirect {
  location: string
  status: 307 | 308
}

export interface RedirectMap {
  /** By language-prefixed path (`/en/products/old`), each target already one hop away. */
  redirects: Map<string, Redirect>
  /** What was left out and why, for the log. */
  refused: string[]
}

/**
 * How long after an automatic redirect was made the pages' addresses must have been read for a
 * page there to override it: the content source's CDN may answer from before the move a little
 * while (the automatic store itself drops a redirect at once when the webhook says a document
 * took its address; this catches a webhook that never came).
 */
export const LIVE_READ_MARGIN_MS = 60_000

const pathOf = (address: string) => address.replace(/[?#].*$/, '')
const queryOf = (address: string) => address.slice(pathOf(address).length)

/**
 * The redirects a server answers, from the automatic store, the editors' `redirect` documents
 * (newest first) and the addresses of live pages. An editor's redirect wins over an automatic
 * one from the same address; none is kept from a live page's address (the Studio refuses it,
 * and an automatic one is moot once a page lives there again). Chains through either kind are
 * followed to their end, so every redirect is one hop; an address whose chain loops is left out.
 */
export function buildRedirectMap(
  automatic: readonly AutomaticRedirect[],
  editors: readonly RedirectDocument[],
  live: ReadonlySet<string>,
  liveReadAt = Infinity,
): RedirectMap {
  const refused: string[] = []
  const direct = new Map<string, Redirect>()

  for (const doc of editors) {
    const from = parseRedirectFrom(doc.from)
    const to = parseRedirectTo(doc.to)
    const name = doc._id ?? String(doc.from)
    if (!from.ok || !to.ok) {
      refused.push(
        `${name}: ${from.ok ? '' : from.message}${!from.ok && !to.ok ? '; ' : ''}${to.ok ? '' : to.message}`,
      )
      continue
    }
    if (live.has(from.value.path)) {
      refused.push(`${name}: a page is live at ${from.value.path}`)
      continue
    }
    const status = REDIRECT_STATUS[doc.kind === 'temporary' ? 'temporary' : 'permanent']
    for (const address of sourceAddresses(from.value)) {
      if (direct.has(address)) {
        refused.push(`${name}: another redirect already starts at ${address}`)
        continue
      }
      direct.set(address, { location: targetAddress(to.value, addressLang(address)), status })
    }
  }
  for (const entry of automatic) {
    // A page at the address judges an automatic redirect only if the addresses were read well
    // after it was made: one read before (a moved page's redirect applied at once, the pages'
    // addresses read a minute ago) still has the page at its old address.
    if (live.has(entry.from) && entry.at + LIVE_READ_MARGIN_MS <= liveReadAt) continue
    for (const lang of REDIRECT_LANGS) {
      const address = localHref(lang, entry.from)
      if (!direct.has(address))
        direct.set(address, { location: localHref(lang, entry.to), status: 308 })
    }
  }

  const redirects = new Map<string, Redirect>()
  for (const [address, first] of direct) {
    const seen = new Set([address])
    let { location, status } = first
    let isLoop = false
    for (let next = direct.get(pathOf(location)); next !== undefined;) {
      if (seen.has(pathOf(location))) {
        isLoop = true
        break
      }
      seen.add(pathOf(location))
      // The last query given wins; a hop without one keeps the one before.
      location =
        queryOf(next.location) === '' ? `${next.location}${queryOf(location)}` : next.location
      // Permanent only when every hop is.
      if (next.status === 307) status = 307
      next = direct.get(pathOf(location))
    }
    if (isLoop || seen.has(pathOf(location))) {
      refused.push(`${address}: leads back to itself`)
      continue
    }
    redirects.set(address, { location, status })
  }
  return { redirects, refused }
}

/**
 * The Location of a redirect for a request that came with `query` (`?a=1` or ''): the request's
 * query is kept, after the target's own.
 */
export function locationWithQuery(location: string, query: string): string {
  if (query === '' || query === '?') return location
  const hash = location.indexOf('#')
  const base = hash === -1 ? location : location.slice(0, hash)
  const fragment = hash === -1 ? '' : location.slice(hash)
  return `${base}${base.includes('?') ? '&' : '?'}${query.replace(/^\?/, '')}${fragment}`
}
