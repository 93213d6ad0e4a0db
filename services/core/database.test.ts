/**
 * @jest-environment node
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { openDatabase, type CoreDatabase, type Database } from './database'
import { MIGRATIONS } from './schema'

let folder: string
let file: string
const opened: CoreDatabase[] = []

async function open(): Promise<CoreDatabase> {
  const database = await openDatabase(file)
  opened.push(database)
  return database
}

function insert(id: string) {
  return (db: Database) =>
    db.run(
      `INSERT INTO enquiries (id, received_at, lang, topic, name, email, message, status,
         updated_at, search_text)
       VALUES (?, '2026-11-21T03:00:00.000Z', 'th', 'products', 'n', 'e', 'm', 'new', 'now', 's')`,
      [id],
    )
}

const ids = (db: Database) => db.all('SELECT id FROM enquiries ORDER BY id').map((r) => r.id)

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'core-db-'))
  file = path.join(folder, 'nested', 'core.sqlite')
})
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close().catch(() => undefined)))
  rmSync(folder, { recursive: true, force: true })
})

describe('openDatabase', () => {
  it('creates the folder, the file and the schema at its latest version', async () => {
    const database = await open()
    expect(existsSync(file)).toBe(true)
    const version = await database.read((db) => db.all('PRAGMA user_version')[0]?.user_version)
    expect(version).toBe(MIGRATIONS.length)
    expect(await database.read(ids)).toEqual([])
  })

  it('has every write in the file or its log when it resolves: another connection reads it', async () => {
    const database = await open()
    await database.write(insert('a'))
    // Read-only and separate, as another process reads it: the row is in the files, not in
    // memory only. (That it stays there through a kill -9: database.kill.test.ts.)
    const reader = new DatabaseSync(file, { readOnly: true })
    try {
      expect(reader.prepare('SELECT id FROM enquiries').all()).toEqual([{ id: 'a' }])
    } finally {
      reader.close()
    }
  })

  it('runs writes one at a time and keeps them all', async () => {
    const database = await open()
    const names = Array.from({ length: 20 }, (_, index) => `id-${String(index).padStart(2, '0')}`)
    await Promise.all(names.map((name) => database.write(insert(name))))
    await database.close()
    expect(await (await open()).read(ids)).toEqual(names)
  })

  it('undoes a write whose work throws, in memory and on disk', async () => {
    const database = await open()
    await expect(
      database.write((db) => {
        insert('a')(db)
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    await database.write(insert('b'))
    expect(await database.read(ids)).toEqual(['b'])
  })

  it('undoes a write the disk refuses, and takes the next one', async () => {
    const database = await open()
    await database.write(insert('a'))
    // "database or disk is full": SQLite's own I/O refusal, as a full disk would give it.
    const tooBig = (db: Database) => {
      insert('b')(db)
      const pages = Number(db.all('PRAGMA page_count')[0]?.page_count)
      db.exec(`PRAGMA max_page_count = ${pages}`)
      db.run('UPDATE enquiries SET message = ? WHERE id = ?', ['x'.repeat(1_000_000), 'b'])
    }
    await expect(database.write(tooBig)).rejects.toThrow(/full/)
    expect(await database.read(ids)).toEqual(['a'])

    await database.write((db) => db.exec('PRAGMA max_page_count = 1073741823'))
    await database.write(insert('c'))
    await database.close()
    expect(await (await open()).read(ids)).toEqual(['a', 'c'])
  })

  it('ignores and removes a temp file left by a crash before its rename', async () => {
    const database = await open()
    await database.write(insert('a'))
    await database.close()
    const leftover = path.join(path.dirname(file), '.core.sqlite.tmp-4242-7')
    // Half a database: what a crash in the middle of writing the temp file leaves.
    writeFileSync(leftover, readFileSync(file).subarray(0, 1000))

    const reopened = await open()
    expect(await reopened.read(ids)).toEqual(['a'])
    expect(existsSync(leftover)).toBe(false)
    await reopened.write(insert('b'))
    expect(await reopened.read(ids)).toEqual(['a', 'b'])
  })

  it("runs onCreate for the file it creates only, in that file's first version", async () => {
    const onCreate = jest.fn((db: Database) => {
      // Built beside it: the file appears only once it holds what onCreate writes.
      expect(existsSync(file)).toBe(false)
      insert('first')(db)
    })
    const database = await openDatabase(file, { onCreate })
    opened.push(database)
    await database.close()
    const reopened = await openDatabase(file, { onCreate })
    opened.push(reopened)
    expect(onCreate).toHaveBeenCalledTimes(1)
    expect(await reopened.read(ids)).toEqual(['first'])
  })

  it('makes a new file whole even beside the log of a file removed after a crash', async () => {
    const database = await open()
    await database.write(insert('old'))
    // What a kill -9 leaves (the log, not yet copied into the file), then a hand removes the
    // file alone: the log must not be replayed into the next new file.
    const log = readFileSync(`${file}-wal`)
    await database.close()
    rmSync(file)
    writeFileSync(`${file}-wal`, log)

    const created = await openDatabase(file, { onCreate: insert('new') })
    opened.push(created)
    expect(await created.read(ids)).toEqual(['new'])
  })

  it('leaves no file behind when onCreate fails', async () => {
    const failing = () => {
      throw new Error('no examples today')
    }
    await expect(openDatabase(file, { onCreate: failing })).rejects.toThrow('no examples today')
    expect(readdirSync(path.dirname(file))).toEqual([])
  })

  it('refuses a file that is not a database, naming it and leaving it untouched', async () => {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, 'these are not the bytes of an SQLite database, at all, really')
    await expect(openDatabase(file)).rejects.toThrow(`cannot open ${file}`)
    expect(readFileSync(file, 'utf8')).toMatch(/^these are not/)
    expect(readdirSync(path.dirname(file))).toEqual(['core.sqlite'])
  })

  it('refuses a file from a newer version of the service', async () => {
    const database = await open()
    await database.write((db) => db.exec(`PRAGMA user_version = ${MIGRATIONS.length + 1}`))
    await database.close()
    await expect(openDatabase(file)).rejects.toThrow(/schema version/)
  })

  it('refuses work after close', async () => {
    const database = await open()
    await database.close()
    await expect(database.read(ids)).rejects.toThrow(/closed/)
  })
})
