import { MAX_EDITOR_REDIRECTS, liveAddresses } from '@/cms/lib/redirects'
import { DOCUMENT_PAGES } from '@/cms/lib/documentPath'
import { editorRedirectsQuery, pageAddressesQuery } from '@/cms/queries/redirects'
import { fetchContent } from '@/lib/content/fetchContent'
import { LANGS } from '@/lib/i18n/lang'
import { localHref } from '@/lib/routes'
import { REDIS_KEY_PREFIX, sharedRedis } from '@/lib/redis/redisConnection'
import { onContentChange } from '@/lib/search/contentChanges'
import type { AutomaticRedirect } from './automaticRedirects'
import { automaticRedirectStore, type AutomaticRedirectStore } from './automaticRedirectStore'
import { buildRedirectMap, type Redirect } from './redirectTable'
import type { RedirectDocument, AddressedDocument } from '@/cms/lib/redirects'

/**
 * This process's redirects, in memory: answering one costs a Map look-up, nothing per request
 * reaches Redis or the content source. `refresh` reads every source again: at start, on the
 * webhook's instance, on every other instance when that one announces a content change (Redis
 * pub/sub, lib/search/contentChanges.ts), and once a minute in case an announcement was missed
 * (the automatic store only if its version changed). A moved page needs the automatic store
 * alone: `refreshAutomatic`, on the webhook's instance and, told on a channel of its own, on
 * every other, so the old address redirects everywhere without waiting for the content source.
 */
export interface RedirectTable {
  /** The redirect from a language-prefixed path without its query (`/en/products/old`). */
  lookup(pathname: string): Redirect | undefined
  /** Whether a language-free path is redirected in either language (the sitemap leaves it out). */
  isRedirected(languageFreePath: string): boolean
  /** Reads the sources again; resolves when a read that started after this call is done. */
  refresh(): Promise<void>
  /**
   * Reads the automatic store alone (a Redis GET or a small file): what a moved page changes,
   * without waiting for the content source, which a full `refresh` reads too.
   */
  refreshAutomatic(): Promise<void>
  /** Resolves once the first read is done. */
  ready(): Promise<void>
  /** How many addresses redirect (both languages counted). */
  size(): number
}

export interface RedirectSources {
  automatic: Pick<AutomaticRedirectStore, 'read' | 'version'>
  editors(): Promise<RedirectDocument[]>
  pages(): Promise<AddressedDocument[]>
  log?: (message: string) => void
  now?: () => number
}

export function createRedirectTable({
  automatic,
  editors,
  pages,
  log = (message) => console.warn(message),
  now = Date.now,
}: RedirectSources): RedirectTable {
  let redirects = new Map<string, Redirect>()
  let automaticEntries: AutomaticRedirect[] = []
  let automaticVersion: string | null = null
  // Reads of the automatic store may overlap (a full read, a moved page's quick one): only one
  // started later than the last applied may replace what it applied.
  let automaticReads = 0
  let automaticApplied = 0
  let editorDocs: RedirectDocument[] = []
  let live = new Set<string>()
  let liveReadAt = -Infinity
  let lastRefused = ''
  let first: Promise<void> | null = null
  let running: Promise<void> | null = null
  let queued: Promise<void> | null = null

  async function readAutomatic() {
    automaticReads += 1
    const read = automaticReads
    try {
      const version = await automatic.version()
      if (version === automaticVersion) return
      const stored = await automatic.read()
      if (read < automaticApplied) return
      automaticApplied = read
      automaticEntries = stored.entries
      automaticVersion = stored.version
    } catch (error) {
      log(`[redirects] the automatic redirects could not be read: ${message(error)}`)
    }
  }

  function rebuild() {
    const built = buildRedirectMap(automaticEntries, editorDocs, live, liveReadAt)
    redirects = built.redirects
    // Said once per change of what is refused, not on every minute's read.
    const refused = built.refused.join('\n')
    if (refused !== '' && refused !== lastRefused) log(`[redirects] left out:\n${refused}`)
    lastRefused = refused
  }

  // Each source is read on its own: one that fails keeps what was last read from it.
  async function load() {
    const startedAt = now()
    const [, editorsRead, pagesRead] = await Promise.allSettled([
      readAutomatic(),
      editors(),
      pages(),
    ])
    if (editorsRead.status === 'fulfilled') editorDocs = editorsRead.value
    else log(`[redirects] the editors' redirects could not be read: ${message(editorsRead.reason)}`)
    if (pagesRead.status === 'fulfilled') {
      live = liveAddresses(pagesRead.value)
      liveReadAt = startedAt
    } else log(`[redirects] the pages' addresses could not be read: ${message(pagesRead.reason)}`)
    rebuild()
  }

  function refresh(): Promise<void> {
    if (running === null) {
      running = load().finally(() => {
        running = null
      })
      return running
    }
    // A change announced while a read runs may have come after it began: one more read follows.
    queued ??= running.then(() => {
      queued = null
      return refresh()
    })
    return queued
  }

  return {
    lookup: (pathname) => redirects.get(pathname),
    isRedirected: (path) => LANGS.some((lang) => redirects.has(localHref(lang, path))),
    refresh,
    async refreshAutomatic() {
      await readAutomatic()
      rebuild()
    },
    ready() {
      first ??= refresh()
      return first
    },
    size: () => redirects.size,
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** How often an instance reads the redirects again in case it missed an announcement. */
export const REFRESH_INTERVAL_MS = 60_000

// On globalThis: the server's request listener (scripts/server.ts), the webhook's API route and
// the sitemap are separate module copies in one process, and must read one table.
const TABLE_KEY = Symbol.for('siam-harvest.redirect-table')
type WithTable = typeof globalThis & { [TABLE_KEY]?: RedirectTable }

const CHANNEL = `${REDIS_KEY_PREFIX}redirects-changed`

/**
 * Tells every instance that the automatic redirects changed (a page moved), so each reads them
 * at once, without waiting for the content source as the content-change announcement's full
 * read does. Never throws: an instance that misses it reads them within a minute anyway.
 */
export async function announceRedirectChange(): Promise<void> {
  const connection = sharedRedis()
  if (!connection) return
  try {
    await connection.run('redirects', (client) => client.publish(CHANNEL, 'changed'))
  } catch {
    // Logged once by the connection.
  }
}

/** This process's table over the site's sources, made (and first read) on first use. */
export function siteRedirects(): RedirectTable {
  const holder = globalThis as WithTable
  if (holder[TABLE_KEY] === undefined) {
    const table = createRedirectTable({
      automatic: automaticRedirectStore(),
      editors: () => fetchContent(editorRedirectsQuery, { limit: MAX_EDITOR_REDIRECTS }),
      pages: () => fetchContent(pageAddressesQuery, { types: Object.keys(DOCUMENT_PAGES) }),
    })
    holder[TABLE_KEY] = table
    void table.ready()
    // A page moved on another instance: its redirect, here, within milliseconds.
    sharedRedis()?.subscribe(
      CHANNEL,
      () => void table.refreshAutomatic(),
      () => void table.refresh(),
    )
    // A webhook that reached another instance (an editor's redirect, a page published at an
    // address) changes this one's redirects too.
    onContentChange(() => void table.refresh())
    setInterval(() => void table.refresh(), REFRESH_INTERVAL_MS).unref()
  }
  return holder[TABLE_KEY]
}
