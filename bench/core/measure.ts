/** One write at a time, timed and weighed: how long until it resolved, and what reached the disk. */

import { performance } from 'node:perf_hooks'
import { percentile, round } from '../stats'
import { diskWrites } from './diskWrites'

export interface WriteSample {
  ms: number
  /** Bytes this process sent towards the disk meanwhile (/proc/self/io write_bytes). */
  writeBytes: number
  /** Bytes it handed to write() meanwhile (wchar). */
  wchar: number
  /** The rows' own size (rowSizes.ts). */
  rowBytes: number
}

/** Nothing else in this process writes while `write` runs: the counters' change is its own. */
export async function measureWrite(write: () => Promise<unknown>, rowBytes: number) {
  const before = diskWrites()
  const start = performance.now()
  await write()
  const ms = performance.now() - start
  const after = diskWrites()
  return {
    ms,
    writeBytes: after.writeBytes - before.writeBytes,
    wchar: after.wchar - before.wchar,
    rowBytes,
  } satisfies WriteSample
}

export interface WriteSummary {
  samples: number
  p50Ms: number
  p95Ms: number
  maxMs: number
  /** Means over every write: SQLite's copies of its log into the file fall on a few of them. */
  meanWriteBytes: number
  p50WriteBytes: number
  meanWchar: number
  meanRowBytes: number
  /** meanWriteBytes / meanRowBytes. */
  writeBytesPerRowByte: number
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

export function summarise(samples: WriteSample[]): WriteSummary {
  const ms = samples.map((sample) => sample.ms)
  const meanWriteBytes = Math.round(mean(samples.map((sample) => sample.writeBytes)))
  const meanRowBytes = Math.round(mean(samples.map((sample) => sample.rowBytes)))
  return {
    samples: samples.length,
    p50Ms: round(percentile(ms, 50)),
    p95Ms: round(percentile(ms, 95)),
    maxMs: round(Math.max(...ms)),
    meanWriteBytes,
    p50WriteBytes: percentile(
      samples.map((sample) => sample.writeBytes),
      50,
    ),
    meanWchar: Math.round(mean(samples.map((sample) => sample.wchar))),
    meanRowBytes,
    writeBytesPerRowByte: round(meanWriteBytes / meanRowBytes),
  }
}
