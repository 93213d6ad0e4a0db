/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import initSqlJs, { type Database as SqlJsDatabase } from 'sql.js'
import { openDatabase, type CoreDatabase } from './database'
import { MIGRATIONS } from './schema'

// The .data/core files of the service's sql.js versions (schema versions 1 to 4) open as they
// are: sql.js wrote plain SQLite files (its whole database, exported, renamed over the file), in
// rollback-journal mode. sql.js stays a devDependency for this test and for bench:core.

/** The schema version of the last sql.js release of the service. */
const SQL_JS_ERA_VERSION = 4

let folder: string
let file: string
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'core-sqljs-'))
  file = path.join(folder, 'core.sqlite')
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

/** A file as the sql.js versions wrote it: `version` migrations, then `fill`, exported. */
async function writeWithSqlJs(version: number, fill: (db: SqlJsDatabase) => void) {
  const SQL = await initSqlJs()
  const db = new SQL.Database()
  try {
    for (const migration of MIGRATIONS.slice(0, version)) db.exec(migration)
    db.exec(`PRAGMA user_version = ${version}`)
    fill(db)
    writeFileSync(file, db.export())
  } finally {
    db.close()
  }
}

const ENQUIRY_V1_COLUMNS = `id, received_at, lang, topic, name, email, phone, company, message,
  status, updated_at, search_text`

function addEnquiries(db: SqlJsDatabase) {
  db.run(
    `INSERT INTO enquiries (${ENQUIRY_V1_COLUMNS}) VALUES
       ('e-1', '2026-03-01T02:00:00.000Z', 'th', 'products', 'สมชาย ใจดี', 'somchai@example.com',
        '081 000 0000', NULL, 'ขอใบเสนอราคาข้าวหอมมะลิ', 'in_progress', '2026-03-02T02:00:00.000Z',
        'สมชาย ใจดี'),
       ('e-2', '2026-03-03T02:00:00.000Z', 'en', 'media', 'Ann Lee', 'ann@example.org', NULL,
        'Food Weekly', 'An interview, please', 'new', '2026-03-03T02:00:00.000Z', 'ann lee')`,
  )
  db.run(
    `INSERT INTO enquiry_history (enquiry_id, at, status, note, changed_by) VALUES
       ('e-1', '2026-03-01T02:00:00.000Z', 'new', NULL, 'siam-harvest-site'),
       ('e-1', '2026-03-02T02:00:00.000Z', 'in_progress', 'โทรกลับแล้ว', 'admin@example.com'),
       ('e-2', '2026-03-03T02:00:00.000Z', 'new', NULL, 'siam-harvest-site')`,
  )
}

function addAnalytics(db: SqlJsDatabase) {
  db.run(`INSERT INTO analytics_days VALUES ('2026-03-01', 12, 5), ('2026-03-02', 3, NULL)`)
  db.run(`INSERT INTO analytics_page_views VALUES ('2026-03-01', '/th/home', 9),
    ('2026-03-01', '/en/about/awards', 3), ('2026-03-02', '/th/home', 3)`)
  db.run(`INSERT INTO analytics_referrers VALUES ('2026-03-01', 'www.google.com', 4)`)
  db.run(`INSERT INTO analytics_visitors_today VALUES ('2026-03-02', '${'a'.repeat(64)}')`)
  db.run(`INSERT INTO analytics_vitals VALUES ('2026-03-01', '/th/home', 'LCP', 2500, 7),
    ('2026-03-01', '/th/home', 'CLS', 20, 1)`)
}

const TABLES: Record<string, string> = {
  enquiries: `SELECT ${ENQUIRY_V1_COLUMNS} FROM enquiries ORDER BY id`,
  enquiry_history: 'SELECT * FROM enquiry_history ORDER BY seq',
  analytics_days: 'SELECT * FROM analytics_days ORDER BY day',
  analytics_page_views: 'SELECT * FROM analytics_page_views ORDER BY day, path',
  analytics_referrers: 'SELECT * FROM analytics_referrers ORDER BY day, domain',
  analytics_visitors_today: 'SELECT * FROM analytics_visitors_today ORDER BY day, digest',
  analytics_vitals: 'SELECT * FROM analytics_vitals ORDER BY day, path, metric, value',
}

/** What sql.js reads from its own file, table by table, as plain objects. */
async function readWithSqlJs(tables: string[]) {
  const SQL = await initSqlJs()
  const db = new SQL.Database(readFileSync(file))
  try {
    return Object.fromEntries(
      tables.map((table) => {
        const [result] = db.exec(TABLES[table]!)
        const rows = (result?.values ?? []).map((values) =>
          Object.fromEntries(values.map((value, index) => [result!.columns[index], value])),
        )
        return [table, rows]
      }),
    )
  } finally {
    db.close()
  }
}

async function readWithService(database: CoreDatabase, tables: string[]) {
  return database.read((db) =>
    Object.fromEntries(tables.map((table) => [table, db.all(TABLES[table]!)])),
  )
}

const pragma = (database: CoreDatabase, name: string) =>
  database.read((db) => db.all(`PRAGMA ${name}`)[0]?.[name])

it('opens a file of schema version 1 from sql.js, its rows intact, and brings it up to date', async () => {
  await writeWithSqlJs(1, addEnquiries)
  const before = await readWithSqlJs(['enquiries', 'enquiry_history'])

  const database = await openDatabase(file)
  try {
    expect(await pragma(database, 'user_version')).toBe(MIGRATIONS.length)
    expect(await pragma(database, 'journal_mode')).toBe('wal')
    expect(await readWithService(database, ['enquiries', 'enquiry_history'])).toEqual(before)
    // The later migrations' columns and tables, empty or at their defaults.
    const added = await database.read((db) =>
      db.all('SELECT product_id, is_example FROM enquiries ORDER BY id'),
    )
    expect(added).toEqual([
      { product_id: null, is_example: 0 },
      { product_id: null, is_example: 0 },
    ])
    expect(await database.read((db) => db.all('SELECT * FROM analytics_days'))).toEqual([])
    expect(await pragma(database, 'integrity_check')).toBe('ok')
  } finally {
    await database.close()
  }
})

it('opens a file of the last sql.js version, analytics included, its rows intact', async () => {
  await writeWithSqlJs(SQL_JS_ERA_VERSION, (db) => {
    addEnquiries(db)
    addAnalytics(db)
  })
  const tables = Object.keys(TABLES)
  const before = await readWithSqlJs(tables)

  const database = await openDatabase(file)
  try {
    expect(await readWithService(database, tables)).toEqual(before)
    // Brought up to date: the analytics tables now keep their rows in their key's order.
    expect(await pragma(database, 'user_version')).toBe(MIGRATIONS.length)
    const rebuilt = await database.read((db) =>
      db.all(
        `SELECT name FROM sqlite_schema
         WHERE sql LIKE '%WITHOUT ROWID' AND name LIKE 'analytics%' ORDER BY name`,
      ),
    )
    expect(rebuilt.map((row) => row.name)).toEqual([
      'analytics_days',
      'analytics_page_views',
      'analytics_referrers',
      'analytics_visitors_today',
      'analytics_vitals',
    ])
    await database.write((db) =>
      db.run(`UPDATE analytics_days SET views = views + 1 WHERE day = '2026-03-02'`),
    )
  } finally {
    await database.close()
  }
  const reopened = await openDatabase(file)
  try {
    const days = await reopened.read((db) => db.all(TABLES.analytics_days!))
    expect(days).toEqual([
      { day: '2026-03-01', views: 12, visitors: 5 },
      { day: '2026-03-02', views: 4, visitors: null },
    ])
    expect(await pragma(reopened, 'integrity_check')).toBe('ok')
  } finally {
    await reopened.close()
  }
})
