/**
 * The provider's state on disk, one JSON file per entry (the store without REDIS_URL).
 *
 * Why a file per entry, written whole under a temporary name and renamed over the old one,
 * rather than an append-only log: a rename happens entirely or not at all, so after `kill -9` a
 * reader finds the old entry or the new one, never half of one (the data is fsynced before the
 * rename, so that holds across a power cut too), and there is no log to replay or compact. Every
 * call reads the disk, so a process started over the same folder while the old one still answers
 * agrees with it; a log would need a single writer. The store holds hundreds of small entries,
 * so a few file operations a request cost nothing noticeable.
 *
 * Under `dir` (every name is a SHA-256 digest: no id, uid or code a request carries becomes a
 * path):
 *   entries/<E>.json     E = digest(model, id)       { model, id, expiresAt, payload }
 *   index/<I>.json       I = digest(model, kind, v)  { model, id, expiresAt }: a uid, a userCode
 *   grants/<G>.<E>.json  G = digest(grantId)         { expiresAt }: a token or code of the grant
 *   tmp/                 writes in progress
 *
 * Bound: an expired entry is never returned, and a sweep deletes it with its index and grant
 * files: at start, every 10 minutes and after every 1 000 writes. A sweep also keeps at most
 * MAX_ENTRIES entries (10 000, about 1 kB each), deleting those that expire soonest first: a flood
 * of sign-in starts could sign people out early, never fill the disk.
 */

import { createHash, randomBytes } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Adapter, AdapterPayload } from 'oidc-provider'
import { GRANT_MEMBER_MODELS, lifetimeSeconds, type StateStore } from './stateStore'

export const MAX_ENTRIES = 10_000
const SWEEP_INTERVAL_MS = 10 * 60 * 1000
const SWEEP_AFTER_WRITES = 1_000
// A temporary file this old was left by a process that stopped in the middle of a write.
const ABANDONED_WRITE_MS = 60 * 1000
const FILE_MODE = 0o600
const FOLDER_MODE = 0o700

interface StoredEntry {
  model: string
  id: string
  /** Milliseconds since the epoch, on the store's clock. */
  expiresAt: number
  payload: AdapterPayload
}

interface StoredIndex {
  model: string
  id: string
  expiresAt: number
}

export interface FileStateStoreOptions {
  dir: string
  /** The clock, in milliseconds: tests move it. */
  now?: () => number
  maxEntries?: number
  onSweepError?: (error: unknown) => void
}

export interface FileStateStore extends StateStore {
  /** Deletes what has expired and what is over the cap (the store runs it by itself too). */
  sweep(): Promise<void>
}

function digest(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\0')).digest('base64url')
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT'
}

/** The file's JSON; undefined when it is missing or not JSON (never torn: see above). */
async function readJson<T>(file: string): Promise<T | undefined> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if (isMissing(error)) return undefined
    throw error
  }
  try {
    return JSON.parse(text) as T
  } catch {
    return undefined
  }
}

async function remove(file: string): Promise<void> {
  try {
    await unlink(file)
  } catch (error) {
    if (!isMissing(error)) throw error
  }
}

export function createFileStateStore({
  dir,
  now = Date.now,
  maxEntries = MAX_ENTRIES,
  onSweepError = (error) => console.error('identity provider: state sweep failed', error),
}: FileStateStoreOptions): FileStateStore {
  const folders = {
    entries: path.join(dir, 'entries'),
    index: path.join(dir, 'index'),
    grants: path.join(dir, 'grants'),
    tmp: path.join(dir, 'tmp'),
  }
  const ready = Promise.all(
    Object.values(folders).map((folder) => mkdir(folder, { recursive: true, mode: FOLDER_MODE })),
  )

  const entryFile = (name: string) => path.join(folders.entries, `${name}.json`)
  const indexFile = (model: string, kind: string, value: string) =>
    path.join(folders.index, `${digest(model, kind, value)}.json`)
  const grantFile = (grantId: string, name: string) =>
    path.join(folders.grants, `${digest(grantId)}.${name}.json`)

  async function write(file: string, value: unknown): Promise<void> {
    await ready
    const temporary = path.join(folders.tmp, `${randomBytes(12).toString('hex')}.json`)
    const handle = await open(temporary, 'wx', FILE_MODE)
    try {
      await handle.writeFile(JSON.stringify(value))
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, file)
  }

  async function readEntry(model: string, id: string): Promise<StoredEntry | undefined> {
    await ready
    const entry = await readJson<StoredEntry>(entryFile(digest(model, id)))
    // Left for the sweep to delete: a write of the same id may have just replaced it.
    if (!entry || entry.model !== model || entry.id !== id || entry.expiresAt <= now()) {
      return undefined
    }
    return entry
  }

  let sweeps: Promise<void> = Promise.resolve()
  let sweepsQueued = 0
  let writesSinceSweep = 0

  async function sweepOnce(): Promise<void> {
    await ready
    const time = now()
    const live: { name: string; expiresAt: number }[] = []
    for (const file of await readdir(folders.entries)) {
      const entry = await readJson<StoredEntry>(path.join(folders.entries, file))
      if (!entry || typeof entry.expiresAt !== 'number' || entry.expiresAt <= time) {
        await remove(path.join(folders.entries, file))
      } else {
        live.push({ name: path.basename(file, '.json'), expiresAt: entry.expiresAt })
      }
    }
    live.sort((a, b) => a.expiresAt - b.expiresAt)
    const evicted = new Set(live.slice(0, Math.max(0, live.length - maxEntries)).map((e) => e.name))
    for (const name of evicted) await remove(entryFile(name))

    for (const file of await readdir(folders.index)) {
      const index = await readJson<StoredIndex>(path.join(folders.index, file))
      if (!index || !(index.expiresAt > time) || evicted.has(digest(index.model, index.id))) {
        await remove(path.join(folders.index, file))
      }
    }
    for (const file of await readdir(folders.grants)) {
      const member = await readJson<{ expiresAt: number }>(path.join(folders.grants, file))
      if (!member || !(member.expiresAt > time) || evicted.has(file.split('.')[1] ?? '')) {
        await remove(path.join(folders.grants, file))
      }
    }
    // On the file system's clock, not the store's: these are the files' own times.
    for (const file of await readdir(folders.tmp)) {
      const { mtimeMs } = await stat(path.join(folders.tmp, file)).catch(() => ({ mtimeMs: NaN }))
      if (Date.now() - mtimeMs > ABANDONED_WRITE_MS) await remove(path.join(folders.tmp, file))
    }
  }

  /** A sweep after those already queued, so that it sees every write made before the call. */
  function sweep(): Promise<void> {
    writesSinceSweep = 0
    sweepsQueued += 1
    sweeps = sweeps
      .catch(() => undefined)
      .then(sweepOnce)
      .finally(() => (sweepsQueued -= 1))
    return sweeps
  }

  function sweepInBackground(): void {
    if (sweepsQueued === 0) sweep().catch(onSweepError)
  }

  sweepInBackground()
  const timer = setInterval(sweepInBackground, SWEEP_INTERVAL_MS)
  timer.unref()

  function adapter(model: string): Adapter {
    async function find(id: string) {
      return (await readEntry(model, id))?.payload
    }

    async function findBy(kind: 'uid' | 'userCode', value: string) {
      const index = await readJson<StoredIndex>(indexFile(model, kind, value))
      if (!index || index.expiresAt <= now()) return undefined
      const payload = await find(index.id)
      return payload?.[kind] === value ? payload : undefined
    }

    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = now() + lifetimeSeconds(expiresIn) * 1000
        const name = digest(model, id)
        // The grant's list first: a token on disk is always one its grant's revocation finds.
        if (GRANT_MEMBER_MODELS.has(model) && payload.grantId) {
          await write(grantFile(payload.grantId, name), { expiresAt })
        }
        await write(entryFile(name), { model, id, expiresAt, payload } satisfies StoredEntry)
        if (model === 'Session' && payload.uid) {
          await write(indexFile(model, 'uid', payload.uid), { model, id, expiresAt })
        }
        if (payload.userCode) {
          await write(indexFile(model, 'userCode', payload.userCode), { model, id, expiresAt })
        }
        writesSinceSweep += 1
        if (writesSinceSweep >= SWEEP_AFTER_WRITES) sweepInBackground()
      },
      find,
      findByUid: (uid) => findBy('uid', uid),
      findByUserCode: (userCode) => findBy('userCode', userCode),
      async consume(id) {
        const entry = await readEntry(model, id)
        if (!entry) return
        entry.payload.consumed = Math.floor(now() / 1000)
        await write(entryFile(digest(model, id)), entry)
      },
      async destroy(id) {
        await ready
        await remove(entryFile(digest(model, id)))
      },
      async revokeByGrantId(grantId) {
        await ready
        const prefix = `${digest(grantId)}.`
        const members = (await readdir(folders.grants)).filter((file) => file.startsWith(prefix))
        for (const file of members) {
          await remove(entryFile(path.basename(file.slice(prefix.length), '.json')))
          await remove(path.join(folders.grants, file))
        }
      },
    }
  }

  return {
    adapter,
    sweep,
    async close() {
      clearInterval(timer)
      await sweeps.catch(() => undefined)
    },
  }
}
