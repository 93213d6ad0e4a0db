// npm run bench:core — the core service's two writes on a database a year old, before (sql.js:
// the whole file exported, rewritten and fsynced per write; bench/core/sqlJsDatabase.ts) and
// after (node:sqlite with write-ahead logging; services/core/database.ts), in one run:
//   1. seeds one database: a year of analytics and 50 000 enquiries (seedDatabase.ts);
//   2. gives each implementation a copy (sql.js's in rollback-journal mode, as its era left
//      files) and the same repositories, analytics batches and enquiries;
//   3. for analytics batches, then for enquiries, in rounds alternating between the two, times
//      one write at a time and reads the bytes it sent to the disk (/proc/self/io), against the
//      rows' own size (rowSizes.ts). SQLite's copies of its log into the file (every ~1 000
//      pages) fall on some of the writes and are in their figures; the last, at close, is
//      reported beside them.
// Targets, after: p95 ≤ 10 ms for both writes; write_bytes per write ≤ 100 × the rows' size.
// Writes bench/results/core.json and core.md; exits 1 on a miss.
//   --rounds N          alternating rounds (6)
//   --before-writes N   writes of each kind per round with sql.js (4: ~1 s each)
//   --after-writes N    writes of each kind per round with node:sqlite (60)
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { backup, DatabaseSync } from 'node:sqlite'
import { parseArgs } from 'node:util'
import { createDailySalt } from '../../services/core/dailySalt'
import { openDatabase, type CoreDatabase } from '../../services/core/database'
import { createEnquiryRepository } from '../../services/core/enquiryRepository'
import {
  bangkokDay,
  createSiteAnalyticsRepository,
} from '../../services/core/siteAnalyticsRepository'
import { seededRandom } from '../../services/core/seededRandom'
import { diskWrites } from './diskWrites'
import { measureWrite, summarise, type WriteSample } from './measure'
import { markdown, type CoreBenchResults } from './report'
import { analyticsBatchBytes, enquiryBytes } from './rowSizes'
import { SEED, seedAnalytics, seedEnquiries } from './seedDatabase'
import { openSqlJsDatabase } from './sqlJsDatabase'
import { analyticsBatch, enquiry } from './traffic'

const TARGET_P95_MS = 10
const TARGET_BYTES_PER_ROW_BYTE = 100
const WARM_UP_WRITES = 3
const SITE_CLIENT = 'siam-harvest-site'
const root = path.join(__dirname, '..', '..')

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '6' },
    'before-writes': { type: 'string', default: '4' },
    'after-writes': { type: 'string', default: '60' },
  },
})

const load1 = () => Math.round(loadavg()[0]! * 100) / 100
// One clock for the whole run: its Bangkok day is "today" for the seed and every write.
const now = new Date()
const today = bangkokDay(now)
// A fixed salt: the same visitor ids, run after run.
const visitorId = () => createDailySalt(() => Buffer.alloc(32, 7))

type Kind = 'analytics' | 'enquiry'

interface Subject {
  name: 'before' | 'after'
  file: string
  database: CoreDatabase
  /** The next write of a kind, with its rows' size; both subjects get the same sequence. */
  next: Record<Kind, () => { write: () => Promise<unknown>; rowBytes: number }>
  samples: Record<Kind, WriteSample[]>
}

function subject(
  name: Subject['name'],
  file: string,
  database: CoreDatabase,
  storedVisitors: ReadonlySet<string>,
): Subject {
  const analytics = createSiteAnalyticsRepository(database, visitorId(), () => now)
  const enquiries = createEnquiryRepository(database, () => now)
  const random = seededRandom(2)
  const returning = [...storedVisitors]
  return {
    name,
    file,
    database,
    next: {
      analytics: () => {
        const events = analyticsBatch(random, returning[Math.floor(random() * returning.length)]!)
        const rowBytes = analyticsBatchBytes(today, events, storedVisitors)
        return { write: () => analytics.record(events), rowBytes }
      },
      enquiry: () => {
        const input = enquiry(random, now.toISOString())
        const rowBytes = enquiryBytes(input, now.toISOString(), SITE_CLIENT)
        return { write: () => enquiries.create(input, SITE_CLIENT), rowBytes }
      },
    },
    samples: { analytics: [], enquiry: [] },
  }
}

async function seed(file: string) {
  const started = Date.now()
  const database = await openDatabase(file)
  const random = seededRandom(1)
  const analytics = createSiteAnalyticsRepository(database, visitorId(), () => now)
  const visitors = await seedAnalytics(database, analytics, random, today)
  await seedEnquiries(database, random, now)
  const rows = await database.read((db) =>
    Object.fromEntries(
      [
        'analytics_days',
        'analytics_page_views',
        'analytics_referrers',
        'analytics_visitors_today',
        'analytics_vitals',
        'enquiries',
        'enquiry_history',
      ].map((table) => [table, Number(db.all(`SELECT COUNT(*) AS n FROM ${table}`)[0]?.n)]),
    ),
  )
  await database.close()
  return { visitors, rows, fileBytes: statSync(file).size, seconds: (Date.now() - started) / 1000 }
}

/**
 * A copy written by SQLite page by page, as the service's own file is. (A whole-file copy, cp
 * or copyFileSync, leaves the copy in the kernel's page cache in large folios, and Linux then
 * counts each later 4 KiB change to it as the whole folio in write_bytes: up to 10x here.)
 */
async function copyDatabase(from: string, to: string): Promise<void> {
  const source = new DatabaseSync(from, { readOnly: true })
  try {
    await backup(source, to)
  } finally {
    source.close()
  }
}

/** A copy as the sql.js versions kept it: rollback-journal mode, no log beside it. */
async function copyForSqlJs(from: string, to: string): Promise<void> {
  await copyDatabase(from, to)
  const db = new DatabaseSync(to)
  db.exec('PRAGMA journal_mode = DELETE')
  db.close()
}

async function run(subject: Subject, kind: Kind, isMeasured: boolean) {
  const { write, rowBytes } = subject.next[kind]()
  const sample = await measureWrite(write, rowBytes)
  if (isMeasured) subject.samples[kind].push(sample)
}

const fileBytes = (file: string) =>
  ['', '-wal'].reduce((sum, suffix) => {
    try {
      return sum + statSync(`${file}${suffix}`).size
    } catch {
      return sum
    }
  }, 0)

async function main() {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-core-'))
  const loadAverage = { start: load1(), afterSeed: 0, end: 0 }
  try {
    const seedFile = path.join(folder, 'seed.sqlite')
    console.log(`seeding ${seedFile} …`)
    const seeded = await seed(seedFile)
    loadAverage.afterSeed = load1()
    console.log(
      `seeded in ${seeded.seconds} s: ${(seeded.fileBytes / 2 ** 20).toFixed(1)} MiB`,
      seeded.rows,
    )

    const beforeFile = path.join(folder, 'before', 'core.sqlite')
    const afterFile = path.join(folder, 'after', 'core.sqlite')
    for (const file of [beforeFile, afterFile]) mkdirSync(path.dirname(file))
    await copyForSqlJs(seedFile, beforeFile)
    await copyDatabase(seedFile, afterFile)
    const stored = new Set(seeded.visitors)
    const before = subject('before', beforeFile, await openSqlJsDatabase(beforeFile), stored)
    const after = subject('after', afterFile, await openDatabase(afterFile), stored)
    const writes = { before: Number(args['before-writes']), after: Number(args['after-writes']) }

    for (const each of [before, after]) {
      for (let index = 0; index < WARM_UP_WRITES; index++) {
        await run(each, 'analytics', false)
        await run(each, 'enquiry', false)
      }
    }
    const rounds = Number(args.rounds)
    // One kind at a time, as the service meets them: a stream of batches (one every 2 s), and
    // enquiries now and then; so SQLite's copies of the log hold the pages of the kind measured.
    for (const kind of ['analytics', 'enquiry'] as const) {
      for (let round = 0; round < rounds; round++) {
        for (const each of round % 2 === 0 ? [before, after] : [after, before]) {
          for (let index = 0; index < writes[each.name]; index++) await run(each, kind, true)
        }
        console.log(`${kind}: round ${round + 1}/${rounds} done, load average ${load1()}`)
      }
    }
    await before.database.close()
    const beforeClose = diskWrites().writeBytes
    await after.database.close()
    const closeWriteBytes = diskWrites().writeBytes - beforeClose
    loadAverage.end = load1()

    const summary = (each: Subject) => ({
      analyticsBatch: summarise(each.samples.analytics),
      enquiry: summarise(each.samples.enquiry),
      fileBytesAtEnd: fileBytes(each.file),
    })
    const results: CoreBenchResults = {
      at: new Date().toISOString(),
      machine: {
        cores: availableParallelism(),
        node: process.version,
        sqlite: process.versions.sqlite ?? 'unknown',
        loadAverage,
      },
      seed: { ...SEED, rows: seeded.rows, fileBytes: seeded.fileBytes, seconds: seeded.seconds },
      rounds,
      writesPerRound: writes,
      before: summary(before),
      after: { ...summary(after), closeWriteBytes },
      targets: { p95Ms: TARGET_P95_MS, writeBytesPerRowByte: TARGET_BYTES_PER_ROW_BYTE },
      pass: [after.samples.analytics, after.samples.enquiry].every((samples) => {
        const { p95Ms, writeBytesPerRowByte } = summarise(samples)
        return p95Ms <= TARGET_P95_MS && writeBytesPerRowByte <= TARGET_BYTES_PER_ROW_BYTE
      }),
    }
    console.log(JSON.stringify({ before: results.before, after: results.after }, null, 2))
    const out = path.join(root, 'bench', 'results')
    mkdirSync(out, { recursive: true })
    writeFileSync(path.join(out, 'core.json'), `${JSON.stringify(results, null, 2)}\n`)
    writeFileSync(path.join(out, 'core.md'), markdown(results))
    console.log(markdown(results))
    if (!results.pass) {
      console.error('bench:core: a target was missed (see core.md)')
      process.exitCode = 1
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
