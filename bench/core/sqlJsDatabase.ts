/**
 * bench:core's BEFORE: services/core/database.ts as it was up to commit 78c2656, kept here since
 * the service moved to node:sqlite. Unchanged but for what lets today's repositories run on it:
 * `work` gets the service's `Database` (run, all, exec), which makes the very sql.js calls the
 * repositories made then (db.run, selectAll's prepare / step / getAsObject, db.exec); and the
 * migrations and temp files are the service's own (schema.ts, tempFiles.ts).
 *
 * The core service's SQLite file, through sql.js (SQLite compiled to WebAssembly: no native
 * build, which better-sqlite3 would need on this Node 20).
 *
 * sql.js keeps the whole database in memory and hands back the file as bytes. That suits this
 * embedded service: a company's enquiries are a few megabytes at most. Every write transaction
 * is written out whole and durably before its caller hears of it (temp file in the same folder,
 * fsync, rename over the file, fsync the folder), so a crash leaves either the old file or the
 * new one, never a torn one. One process owns a file: the launcher starts one service per file.
 */

import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises'
import path from 'node:path'
import initSqlJs, { type Database, type SqlJsStatic, type SqlValue } from 'sql.js'
import type { CoreDatabase, Database as ServiceDatabase, Row } from '../../services/core/database'
import { applyMigrations } from '../../services/core/schema'
import { removeLeftoverTempFiles, tempFileBeside } from '../../services/core/tempFiles'

let sqlJs: Promise<SqlJsStatic> | undefined

function loadSqlJs(): Promise<SqlJsStatic> {
  // The wasm file sits next to sql.js's own entry point in node_modules.
  const distDir = path.dirname(require.resolve('sql.js/dist/sql-wasm.wasm'))
  sqlJs ??= initSqlJs({ locateFile: (name: string) => path.join(distDir, name) })
  return sqlJs
}

async function writeDurably(file: string, bytes: Uint8Array): Promise<void> {
  const folder = path.dirname(file)
  const temp = tempFileBeside(file)
  try {
    const handle = await open(temp, 'w', 0o600)
    try {
      await handle.writeFile(bytes)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, file)
  } catch (error) {
    await unlink(temp).catch(() => undefined)
    throw error
  }
  // The rename itself is only durable once the folder's entry is on disk.
  const folderHandle = await open(folder, 'r')
  try {
    await folderHandle.sync()
  } finally {
    await folderHandle.close()
  }
}

async function readIfExists(file: string): Promise<Uint8Array | undefined> {
  try {
    return await readFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

function rollback(db: Database): void {
  try {
    db.run('ROLLBACK')
  } catch {
    // Some failures (a full disk, out of memory) make SQLite roll back by itself.
  }
}

function inTransaction(db: Database, work: (db: Database) => void): void {
  db.run('BEGIN')
  try {
    work(db)
    db.run('COMMIT')
  } catch (error) {
    rollback(db)
    throw error
  }
}

function userVersion(db: Database): number {
  return Number(db.exec('PRAGMA user_version')[0]?.values[0]?.[0] ?? 0)
}

/** Brings the schema up to date; returns whether anything changed. */
function migrate(db: Database, file: string): boolean {
  return applyMigrations(
    { exec: (sql) => void db.exec(sql), inTransaction: (work) => inTransaction(db, work) },
    userVersion(db),
    file,
  )
}

/** The calls the repositories made on sql.js, behind the service's `Database`. */
function asServiceDatabase(db: Database): ServiceDatabase {
  return {
    run: (sql, params = []) => {
      db.run(sql, params as SqlValue[])
    },
    all: (sql, params = []) => selectAll(db, sql, params as SqlValue[]),
    exec: (sql) => {
      db.exec(sql)
    },
  }
}

export interface OpenOptions {
  /**
   * Runs once, in a transaction after the schema's, when this open creates the file: what it
   * writes is in the file's first version, so a file never exists without it.
   */
  onCreate?: (db: ServiceDatabase) => void
}

/** Opens (or creates, with its folder and schema) the database file. */
export async function openSqlJsDatabase(
  file: string,
  { onCreate }: OpenOptions = {},
): Promise<CoreDatabase> {
  const SQL = await loadSqlJs()
  await mkdir(path.dirname(file), { recursive: true })
  await removeLeftoverTempFiles(file)
  const existing = await readIfExists(file)

  let db = new SQL.Database(existing)
  // The bytes last written: what memory goes back to when a disk write fails.
  let saved: Uint8Array
  try {
    const isMigrated = migrate(db, file)
    if (existing === undefined && onCreate !== undefined) {
      inTransaction(db, (created) => onCreate(asServiceDatabase(created)))
    }
    saved = db.export()
    if (isMigrated || existing === undefined) await writeDurably(file, saved)
  } catch (error) {
    db.close()
    // sql.js says only "file is not a database": name the file, and never overwrite it.
    throw new Error(`cannot open ${file}: ${(error as Error).message}`, { cause: error })
  }

  let queue: Promise<unknown> = Promise.resolve()
  let isClosed = false
  function enqueue<T>(task: () => T | Promise<T>): Promise<T> {
    if (isClosed) return Promise.reject(new Error('the core database is closed'))
    const run = queue.then(task)
    queue = run.catch(() => undefined)
    return run
  }

  return {
    read: (work) => enqueue(() => work(asServiceDatabase(db))),

    write: (work) =>
      enqueue(async () => {
        db.run('BEGIN IMMEDIATE')
        let result
        try {
          result = work(asServiceDatabase(db))
          db.run('COMMIT')
        } catch (error) {
          rollback(db)
          throw error
        }
        // export() closes and reopens sql.js's connection, so no statement outlives a write.
        const bytes = db.export()
        try {
          await writeDurably(file, bytes)
        } catch (error) {
          db.close()
          db = new SQL.Database(saved)
          throw error
        }
        saved = bytes
        return result
      }),

    // Each write rewrites the whole file: there is no log to empty.
    checkpoint: async () => undefined,

    close: async () => {
      const drained = enqueue(() => db.close())
      isClosed = true
      await drained
    },
  }
}

/** Every row of a query, as plain objects. */
function selectAll(db: Database, sql: string, params: SqlValue[] = []): Row[] {
  const statement = db.prepare(sql, params)
  try {
    const rows: Row[] = []
    while (statement.step()) rows.push(statement.getAsObject())
    return rows
  } finally {
    statement.free()
  }
}
