import { NEVER_REDIRECTED } from '@/cms/lib/redirects'

/**
 * A redirect the site made by itself when a document's address changed: language-free paths
 * (`/products/old` → `/products/new`), answered under /th and /en. `at` (ms) is when it was
 * made: the oldest go first when the store is full.
 */
export interface AutomaticRedirect {
  from: string
  to: string
  at: number
}

/**
 * At most this many are kept; past it the oldest are dropped (their old addresses become 404s).
 * A corporate site renames a few documents a month: ten thousand is decades, and about a
 * megabyte as JSON, which every instance reads whole when it changes.
 */
export const MAX_AUTOMATIC_REDIRECTS = 10_000

export type ChangeResult =
  { ok: true; entries: AutomaticRedirect[]; changed: boolean } | { ok: false; message: string }

// A page address as the route table makes it (documentPagePath encodes the slug).
const SITE_PATH = /^(\/[A-Za-z0-9\-._~%]+)+$/

function addressProblem(path: string): string | null {
  if (!SITE_PATH.test(path)) return `"${path}" is not an address of a page of this site`
  const reserved = NEVER_REDIRECTED.find(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  )
  return reserved === undefined ? null : `Addresses under ${reserved} are never redirected`
}

/**
 * The store after a page moved from `from` to `to`, as one hop from every old address: an
 * address that led to `from` now leads to `to` (A→B, then B→C: A→C and B→C), nothing leads
 * away from `to` any more (it is a live page again: renaming back to an old address removes
 * that address's redirect), and the oldest entries go past `limit`. Refused, with the reason: a
 * move to itself, an address that is not a page's, and — should the entries have been changed
 * by hand — a result in which some address leads back to itself.
 */
export function applyMove(
  entries: readonly AutomaticRedirect[],
  from: string,
  to: string,
  at: number,
  limit = MAX_AUTOMATIC_REDIRECTS,
): ChangeResult {
  const problem = addressProblem(from) ?? addressProblem(to)
  if (problem !== null) return { ok: false, message: problem }
  if (from === to) return { ok: false, message: `${from} would redirect to itself: a loop` }
  const next = entries
    .filter((entry) => entry.from !== to && entry.from !== from)
    .map((entry) => (entry.to === from ? { ...entry, to } : entry))
    .filter((entry) => entry.from !== entry.to)
  next.push({ from, to, at })
  const loop = findLoop(next)
  if (loop !== null) return { ok: false, message: `Refused: ${loop} would lead back to itself` }
  return { ok: true, entries: newestFirstBounded(next, limit), changed: true }
}

/** The store once `address` is a live page: nothing may redirect away from it. */
export function applyLive(entries: readonly AutomaticRedirect[], address: string): ChangeResult {
  const next = entries.filter((entry) => entry.from !== address)
  return { ok: true, entries: next, changed: next.length !== entries.length }
}

/** The first address from which following the entries comes back to it, or null. */
export function findLoop(entries: readonly AutomaticRedirect[]): string | null {
  const targets = new Map(entries.map((entry) => [entry.from, entry.to]))
  for (const start of targets.keys()) {
    const seen = new Set([start])
    let address = targets.get(start)
    while (address !== undefined) {
      if (seen.has(address)) return start
      seen.add(address)
      address = targets.get(address)
    }
  }
  return null
}

/** The `limit` newest entries, oldest first (the order they are kept in). */
function newestFirstBounded(entries: AutomaticRedirect[], limit: number): AutomaticRedirect[] {
  if (entries.length <= limit) return entries
  return [...entries].sort((a, b) => a.at - b.at).slice(entries.length - limit)
}

/**
 * Entries read back from storage, checked one by one: anything malformed is left out and named
 * in `refused` (the store is written by this code only, but a file or a Redis key can be edited
 * or cut short), as are entries beyond the bound and those in a loop.
 */
export function readEntries(value: unknown): { entries: AutomaticRedirect[]; refused: string[] } {
  const refused: string[] = []
  if (!Array.isArray(value)) {
    return { entries: [], refused: value === undefined ? [] : ['the stored value is not a list'] }
  }
  const byFrom = new Map<string, AutomaticRedirect>()
  for (const item of value) {
    const entry = item as Partial<AutomaticRedirect> | null
    if (
      typeof entry?.from !== 'string' ||
      typeof entry.to !== 'string' ||
      typeof entry.at !== 'number' ||
      addressProblem(entry.from) !== null ||
      addressProblem(entry.to) !== null ||
      entry.from === entry.to
    ) {
      refused.push(JSON.stringify(item)?.slice(0, 200) ?? String(item))
      continue
    }
    byFrom.set(entry.from, { from: entry.from, to: entry.to, at: entry.at })
  }
  let entries = [...byFrom.values()]
  for (let loop = findLoop(entries); loop !== null; loop = findLoop(entries)) {
    refused.push(`${loop} (a loop)`)
    const start = loop
    entries = entries.filter((entry) => entry.from !== start)
  }
  if (entries.length > MAX_AUTOMATIC_REDIRECTS) {
    refused.push(`${entries.length - MAX_AUTOMATIC_REDIRECTS} beyond the bound`)
    entries = newestFirstBounded(entries, MAX_AUTOMATIC_REDIRECTS)
  }
  return { entries, refused }
}
