/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase } from './database'

// An acknowledged write survives `kill -9` at once: testWriter.ts, in a process of its own,
// acknowledges each write on stdout once write() resolved; the test kills it on reading one.

const ROOT = path.resolve(__dirname, '../..')
/**
 * Enough writes (~4 pages each) for SQLite to have copied its log into the file once (it does
 * every ~1 000 pages) and to leave the latest in the log only.
 */
const ACKNOWLEDGED_BEFORE_KILL = 400
// Generous: tsx's start and 400 fsyncs on a loaded two-core machine.
const WRITER_TIMEOUT_MS = 40_000

let folder: string
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'core-kill-'))
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

/** Runs the writer until it has acknowledged `count` writes, then kills it with SIGKILL at once. */
function writeThenKill(file: string, count: number): Promise<string[]> {
  const writer = spawn(process.execPath, ['--import', 'tsx', 'services/core/testWriter.ts', file], {
    cwd: ROOT,
    // stdin: the writer stops when it closes, should this test end without killing it.
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  const acknowledged: string[] = []
  let pending = ''
  let errors = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => writer.kill('SIGKILL'), WRITER_TIMEOUT_MS)
    writer.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    writer.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) acknowledged.push(line.replace(/^acknowledged /, ''))
      if (acknowledged.length >= count) writer.kill('SIGKILL')
    })
    writer.on('exit', (code, signal) => {
      clearTimeout(timer)
      if (signal === 'SIGKILL' && acknowledged.length >= count) resolve(acknowledged)
      else
        reject(
          new Error(`writer ended (${code ?? signal}) after ${acknowledged.length}\n${errors}`),
        )
    })
  })
}

it(
  'keeps every write acknowledged before a kill -9',
  async () => {
    const file = path.join(folder, 'core.sqlite')
    const acknowledged = await writeThenKill(file, ACKNOWLEDGED_BEFORE_KILL)
    // Killed with writes in the log only: the reopen below must recover them from it.
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0)

    const database = await openDatabase(file)
    try {
      const stored = await database.read((db) =>
        db.all('SELECT id FROM enquiries ORDER BY id').map((row) => String(row.id)),
      )
      expect(stored.slice(0, acknowledged.length)).toEqual(acknowledged)
      // The one write in flight may have committed before its acknowledgement was printed.
      expect(stored.length - acknowledged.length).toBeLessThanOrEqual(1)
      const integrity = await database.read((db) => db.all('PRAGMA integrity_check'))
      expect(integrity).toEqual([{ integrity_check: 'ok' }])
    } finally {
      await database.close()
    }
  },
  WRITER_TIMEOUT_MS + 10_000,
)
