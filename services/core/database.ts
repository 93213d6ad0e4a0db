/**
 * The core service's SQLite file, through Node's own SQLite (`node:sqlite`: no native build).
 *
 * Write-ahead logging: a write appends the pages it changed to `<file>-wal` and fsyncs them
 * (`synchronous = FULL`) before its caller hears of it, so an acknowledged write survives a crash
 * or `kill -9`, and it costs what it changes, not the size of the file. SQLite copies the log back
 * into the file every thousand pages or so and on close. One process owns a file (the launcher
 * starts one service per file); another may read it, read-only (e2e/servers/coreDatabase.ts).
 *
 * Files written by the earlier sql.js versions are plain SQLite files: they open as they are and
 * are switched to write-ahead logging on their first open.
 */

import { mkdir, open, rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { DatabaseSync, type StatementSync } from 'node:sqlite'
import { applyMigrations } from './schema'
import { removeLeftoverTempFiles, tempFileBeside } from './tempFiles'

export type SqlValue = null | number | bigint | string | Uint8Array
export type Row = Record<string, SqlValue>

/** The connection as `read` and `write` hand it to their work. */
export interface Database {
  /** Runs a statement that returns no rows. */
  run(sql: string, params?: readonly SqlValue[]): void
  /** Every row of a query, as plain objects. */
  all(sql: string, params?: readonly SqlValue[]): Row[]
  /** Runs statements without parameters, one after the other (migrations). */
  exec(sql: string): void
}

export interface CoreDatabase {
  /** Runs `work` on the database as the last write left it. */
  read<T>(work: (db: Database) => T): Promise<T>
  /**
   * Runs `work` in a transaction and resolves once its changes are on disk. If `work` throws, or
   * the disk refuses the commit, nothing changes and the promise rejects.
   */
  write<T>(work: (db: Database) => T): Promise<T>
  /** Closes the file (SQLite folds the log back into it); later work is refused. */
  close(): Promise<void>
  /**
   * Copies the log into the file and empties it, so that the older versions of the pages a
   * deletion changed (a PDPA request) are not kept in `-wal` either.
   */
  checkpoint(): Promise<void>
}

const CONNECTION_OPTIONS = {
  // Waited (synchronously) when another connection holds a lock: a reader recovering the log, a
  // backup. The service's own writes never wait on each other: it is the only writer.
  timeout: 5000,
  // As the sql.js versions had it (SQLite's default): the REFERENCES clauses are not enforced.
  enableForeignKeyConstraints: false,
}

/** Prepared statements kept; the service's SQL is a few dozen texts. */
const MAX_PREPARED_STATEMENTS = 200

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

async function fsync(fileOrFolder: string): Promise<void> {
  const handle = await open(fileOrFolder, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    // Some failures (a full disk, out of memory) make SQLite roll back by itself.
    if (db.isTransaction) db.exec('ROLLBACK')
    throw error
  }
}

/** Brings the schema up to date, one transaction per migration. */
function migrate(db: DatabaseSync, file: string): void {
  const version = Number(db.prepare('PRAGMA user_version').get()?.user_version ?? 0)
  applyMigrations(
    { exec: (sql) => db.exec(sql), inTransaction: (work) => inTransaction(db, work) },
    version,
    file,
  )
}

/** The connection's statements, each prepared once. */
function withPreparedStatements(db: DatabaseSync): Database {
  const prepared = new Map<string, StatementSync>()
  const statement = (sql: string) => {
    let found = prepared.get(sql)
    if (found === undefined) {
      // The oldest is forgotten first (the collector finalizes it); SQL built per call, such
      // as an IN list, cannot grow the cache without bound.
      if (prepared.size >= MAX_PREPARED_STATEMENTS) prepared.delete(prepared.keys().next().value!)
      found = db.prepare(sql)
      prepared.set(sql, found)
    }
    return found
  }
  return {
    run: (sql, params = []) => {
      statement(sql).run(...params)
    },
    all: (sql, params = []) => statement(sql).all(...params),
    exec: (sql) => db.exec(sql),
  }
}

export interface OpenOptions {
  /**
   * Runs once, in a transaction after the schema's, when this open creates the file: what it
   * writes is in the file's first version, so a file never exists without it.
   */
  onCreate?: (db: Database) => void
}

/**
 * A new file, schema and `onCreate` included, built beside `file` and renamed into place: until
 * the rename there is no file, after it a complete one.
 */
async function createFile(file: string, onCreate: OpenOptions['onCreate']): Promise<void> {
  const folder = path.dirname(file)
  const temp = tempFileBeside(file)
  try {
    const db = new DatabaseSync(temp, CONNECTION_OPTIONS)
    try {
      // Nothing in the temp file counts before the rename: one fsync below, not one a commit.
      db.exec('PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF')
      migrate(db, file)
      if (onCreate !== undefined) inTransaction(db, () => onCreate(withPreparedStatements(db)))
    } finally {
      db.close()
    }
    await fsync(temp)
    // A log or journal beside a file that is gone (removed by hand after a crash) would be
    // replayed into the new one: it belongs to no file now.
    await Promise.all(
      ['-wal', '-shm', '-journal'].map((suffix) => unlink(`${file}${suffix}`).catch(ignoreMissing)),
    )
    await rename(temp, file)
  } catch (error) {
    await unlink(temp).catch(() => undefined)
    throw error
  }
  // The rename itself is only durable once the folder's entry is on disk.
  await fsync(folder)
}

function switchToWriteAheadLog(db: DatabaseSync): void {
  const mode = db.prepare('PRAGMA journal_mode = WAL').get()?.journal_mode
  // SQLite keeps the old mode where processes cannot share memory over the file (some network
  // file systems): refuse, rather than run with a write that rewrites the file in place.
  if (mode !== 'wal') throw new Error(`journal mode is ${String(mode)}, not wal`)
  // FULL: every commit fsyncs the log. NORMAL would acknowledge writes a power cut can undo.
  db.exec('PRAGMA synchronous = FULL')
}

/** Opens (or creates, with its folder and schema) the database file. */
export async function openDatabase(
  file: string,
  { onCreate }: OpenOptions = {},
): Promise<CoreDatabase> {
  await mkdir(path.dirname(file), { recursive: true })
  await removeLeftoverTempFiles(file)

  let db: DatabaseSync | undefined
  try {
    if (!(await exists(file))) await createFile(file, onCreate)
    db = new DatabaseSync(file, CONNECTION_OPTIONS)
    switchToWriteAheadLog(db)
    // Personal data (enquiries, alert subscribers): a deleted row's bytes are overwritten with
    // zeros, not left in the file's free pages for anyone who reads the file raw.
    db.exec('PRAGMA secure_delete = ON')
    migrate(db, file)
  } catch (error) {
    db?.close()
    // SQLite says only "file is not a database": name the file. It has written nothing to it.
    throw new Error(`cannot open ${file}: ${(error as Error).message}`, { cause: error })
  }

  const connection = db
  const statements = withPreparedStatements(connection)
  let isClosed = false
  const openConnection = () => {
    if (isClosed) throw new Error('the core database is closed')
    return connection
  }

  // The work is synchronous (node:sqlite blocks until SQLite returns, the fsync included), so
  // one call runs to its end before the next: no queue is needed to keep writes one at a time.
  return {
    read: async (work) => {
      openConnection()
      return work(statements)
    },

    write: async (work) => inTransaction(openConnection(), () => work(statements)),

    checkpoint: async () => {
      openConnection().exec('PRAGMA wal_checkpoint(TRUNCATE)')
    },

    close: async () => {
      openConnection().close()
      isClosed = true
    },
  }
}
