/** bench:core's Markdown report (bench/results/core.md). */

import type { WriteSummary } from './measure'

export interface CoreBenchResults {
  at: string
  machine: {
    cores: number
    node: string
    sqlite: string
    loadAverage: { start: number; afterSeed: number; end: number }
  }
  seed: Record<string, unknown> & {
    rows: Record<string, number>
    fileBytes: number
    seconds: number
  }
  rounds: number
  writesPerRound: { before: number; after: number }
  before: { analyticsBatch: WriteSummary; enquiry: WriteSummary; fileBytesAtEnd: number }
  after: {
    analyticsBatch: WriteSummary
    enquiry: WriteSummary
    fileBytesAtEnd: number
    /** write_bytes of close(): SQLite's last copy of the log into the file. */
    closeWriteBytes: number
  }
  targets: { p95Ms: number; writeBytesPerRowByte: number }
  pass: boolean
}

const MIB = 2 ** 20
const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
/** Disk bytes a second at one analytics batch every 2 s, the site's pace. */
const perSecond = (bytes: number) =>
  bytes / 2 >= MIB ? `${(bytes / 2 / MIB).toFixed(1)} MiB/s` : `${kib(bytes / 2)}/s`

export function markdown(results: CoreBenchResults): string {
  const { machine, seed, targets } = results
  const row = (name: string, write: string, s: WriteSummary, isChecked: boolean) => {
    const mark = (ok: boolean) => (isChecked ? (ok ? ' ✓' : ' ✗') : '')
    return `| ${name} | ${write} | ${s.samples} | ${s.p50Ms} | ${s.p95Ms}${mark(s.p95Ms <= targets.p95Ms)} | ${s.maxMs} | ${kib(s.meanWriteBytes)} | ${kib(s.p50WriteBytes)} | ${kib(s.meanWchar)} | ${s.meanRowBytes} B | ${s.writeBytesPerRowByte}×${mark(s.writeBytesPerRowByte <= targets.writeBytesPerRowByte)} |`
  }
  const rows = Object.entries(seed.rows)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ')
  return [
    `# Core service writes (${results.at})`,
    '',
    `One database seeded with a year of analytics and ${seed.enquiries} enquiries (${mib(seed.fileBytes)}; ${rows}; seeded in ${seed.seconds} s). Before: sql.js, the whole file exported, written and fsynced per write (bench/core/sqlJsDatabase.ts). After: node:sqlite, write-ahead log, synchronous=FULL (services/core/database.ts). ${results.rounds} alternating rounds of ${results.writesPerRound.before} (before) and ${results.writesPerRound.after} (after) writes of each kind; ${machine.cores} cores, Node ${machine.node}, SQLite ${machine.sqlite}; load average ${machine.loadAverage.start} at the start, ${machine.loadAverage.afterSeed} after seeding, ${machine.loadAverage.end} at the end.`,
    '',
    '| | write | samples | p50 ms | p95 ms | max ms | write_bytes / write (mean) | (p50) | wchar / write | rows’ own size | write_bytes ÷ rows |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    row('before', 'analytics batch', results.before.analyticsBatch, false),
    row('before', 'enquiry', results.before.enquiry, false),
    row('after', 'analytics batch', results.after.analyticsBatch, true),
    row('after', 'enquiry', results.after.enquiry, true),
    '',
    `Targets (after): p95 ≤ ${targets.p95Ms} ms, write_bytes per write ≤ ${targets.writeBytesPerRowByte} × the rows’ own size: **${results.pass ? 'pass' : 'fail'}**.`,
    '',
    'The rows’ own size: each row the write inserts or updates, in SQLite’s record format, index entries left out (bench/core/rowSizes.ts). write_bytes is what the process sent towards the disk (/proc/self/io; the file system’s journal is not in it), means over every write, SQLite’s copies of its log into the file included where they fell; wchar is what it handed to write(). A write of small rows costs about one 4 KiB page of log per row it changes, whatever the size of the file: the analytics rows are ~40 bytes each.',
    '',
    `At one analytics batch every 2 s: ${perSecond(results.before.analyticsBatch.meanWriteBytes)} to disk before, ${perSecond(results.after.analyticsBatch.meanWriteBytes)} after. Files at the end: before ${mib(results.before.fileBytesAtEnd)}, after ${mib(results.after.fileBytesAtEnd)} (file and log). After's close (SQLite's last copy of the log into the file, not in the figures above): ${kib(results.after.closeWriteBytes)}, over ${results.rounds * results.writesPerRound.after * 2} writes.`,
    '',
  ].join('\n')
}
