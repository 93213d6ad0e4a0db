import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises'
import path from 'node:path'
import { serverEnv } from '@/lib/env'
import { REDIS_KEY_PREFIX, sharedRedis, type RedisConnection } from '@/lib/redis/redisConnection'
import { readEntries, type AutomaticRedirect, type ChangeResult } from './automaticRedirects'

/** The automatic redirects and the version they were written under (new on every write). */
export interface StoredRedirects {
  version: string
  entries: AutomaticRedirect[]
}

export type UpdateResult = { ok: true; changed: boolean } | { ok: false; message: string }

/**
 * Where the automatic redirects are kept: one place every instance reads. `update` applies a
 * change (automaticRedirects.ts) to the current entries and writes the result, atomically with
 * respect to other writers; it throws when the store cannot be reached (the webhook then answers
 * 503 and Sanity retries), and resolves `ok: false` when the change is refused.
 */
export interface AutomaticRedirectStore {
  read(): Promise<StoredRedirects>
  /** The current version alone: a small read, to learn whether `read` is needed. */
  version(): Promise<string>
  update(change: (entries: readonly AutomaticRedirect[]) => ChangeResult): Promise<UpdateResult>
}

const newVersion = () => `${Date.now()}-${randomBytes(4).toString('hex')}`

function decode(text: string | null | undefined, where: string): StoredRedirects {
  if (text === null || text === undefined || text === '') return { version: '', entries: [] }
  let value: { version?: unknown; entries?: unknown }
  try {
    value = JSON.parse(text) as typeof value
  } catch {
    console.warn(`[redirects] ${where} is not JSON: read as no redirects`)
    return { version: '', entries: [] }
  }
  const { entries, refused } = readEntries(value?.entries)
  if (refused.length > 0) {
    console.warn(
      `[redirects] ${where}: left out ${refused.length}: ${refused.slice(0, 5).join('; ')}`,
    )
  }
  return { version: typeof value?.version === 'string' ? value.version : '', entries }
}

const encode = (stored: StoredRedirects) => JSON.stringify(stored)

/**
 * One instance without Redis: a JSON file in the data folder, written whole under a temporary
 * name, fsynced and renamed over the old one (a reader finds the old file or the new, never half
 * of one, after a crash too). Writes are serialised in this process, its only writer.
 */
export function createFileRedirectStore(file: string): AutomaticRedirectStore {
  let queue: Promise<unknown> = Promise.resolve()

  async function read(): Promise<StoredRedirects> {
    try {
      return decode(await readFile(/*turbopackIgnore: true*/ file, 'utf8'), file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { version: '', entries: [] }
      throw error
    }
  }

  async function write(stored: StoredRedirects) {
    await mkdir(/*turbopackIgnore: true*/ path.dirname(file), { recursive: true })
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
    const handle = await open(/*turbopackIgnore: true*/ temporary, 'w', 0o600)
    try {
      await handle.writeFile(encode(stored))
      await handle.sync()
    } finally {
      await handle.close()
    }
    try {
      await rename(/*turbopackIgnore: true*/ temporary, file)
    } catch (error) {
      await unlink(/*turbopackIgnore: true*/ temporary).catch(() => undefined)
      throw error
    }
  }

  return {
    read,
    version: async () => (await read()).version,
    update(change) {
      const run = async (): Promise<UpdateResult> => {
        const current = await read()
        const result = change(current.entries)
        if (!result.ok) return result
        if (result.changed) await write({ version: newVersion(), entries: result.entries })
        return { ok: true, changed: result.changed }
      }
      const done = queue.then(run, run)
      queue = done.catch(() => undefined)
      return done
    },
  }
}

const DATA_KEY = `${REDIS_KEY_PREFIX}redirects:automatic`
const VERSION_KEY = `${REDIS_KEY_PREFIX}redirects:automatic:version`

// Writes the entries only if nobody wrote since they were read: a compare-and-set on the version,
// in one script, so two instances handling two webhooks at once never lose one's redirect.
// (WATCH would need a connection of its own: this one is shared by every store of the process.)
const WRITE_IF_UNCHANGED = `
if (redis.call('GET', KEYS[1]) or '') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[3])
redis.call('SET', KEYS[1], ARGV[2])
return 1`

// Two webhooks a second is already more than Sanity sends; a change losing this many races in a
// row means something else writes the key.
const MAX_ATTEMPTS = 5

/**
 * Several instances: the entries as one JSON value in Redis, beside a small version key that an
 * instance reads to learn whether its copy is current. Kept without expiry: a redirect is for
 * good. As durable as Redis is (run it with `appendonly yes`, as for the enquiries).
 */
export function createRedisRedirectStore(connection: RedisConnection): AutomaticRedirectStore {
  const read = async () =>
    decode(
      await connection.run('redirects', (client) => client.get(DATA_KEY)),
      `Redis key ${DATA_KEY}`,
    )
  return {
    read,
    version: async () =>
      (await connection.run('redirects', (client) => client.get(VERSION_KEY))) ?? '',
    async update(change) {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
        const current = await read()
        const result = change(current.entries)
        if (!result.ok) return result
        if (!result.changed) return { ok: true, changed: false }
        const version = newVersion()
        const written = await connection.run('redirects', (client) =>
          client.eval(WRITE_IF_UNCHANGED, {
            keys: [VERSION_KEY, DATA_KEY],
            arguments: [current.version, version, encode({ version, entries: result.entries })],
          }),
        )
        if (written === 1) return { ok: true, changed: true }
      }
      throw new Error(`The redirects in Redis changed ${MAX_ATTEMPTS} times while being updated`)
    },
  }
}

// On globalThis: the webhook's API route and the server's request listener are separate module
// copies in one process, and must share one store.
const STORE_KEY = Symbol.for('siam-harvest.automatic-redirect-store')
type WithStore = typeof globalThis & { [STORE_KEY]?: AutomaticRedirectStore }

/** The file in the data folder that keeps one instance's automatic redirects. */
export function redirectsFile(dataDir: string): string {
  return path.join(dataDir, 'redirects', 'automatic.json')
}

/** The one place the store is chosen: Redis when REDIS_URL is set, else a file in DATA_DIR. */
export function automaticRedirectStore(): AutomaticRedirectStore {
  const holder = globalThis as WithStore
  if (holder[STORE_KEY] === undefined) {
    const connection = sharedRedis()
    holder[STORE_KEY] =
      connection === undefined
        ? createFileRedirectStore(redirectsFile(serverEnv().dataDir))
        : createRedisRedirectStore(connection)
  }
  return holder[STORE_KEY]
}
