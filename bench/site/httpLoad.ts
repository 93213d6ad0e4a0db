// Load from autocannon over loopback: a cached ISR page against a bare node:http server sending
// the same bytes, and a longer run across many ISR pages that must end without one error.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { freePort, waitForOk } from './siteServer'

export interface LoadFigures {
  requestsPerSecond: number
  p99LatencyMs: number
  requests: number
  /** Connection errors, time-outs and answers outside 2xx. */
  errors: number
}

export interface ThroughputComparison {
  path: string
  htmlBytes: number
  isr: LoadFigures
  plain: LoadFigures
  /** ISR requests/s as a share of the plain server's. */
  ratio: number
}

async function load(
  url: string,
  connections: number,
  seconds: number,
  paths?: string[],
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // No Accept-Encoding: both servers send the same uncompressed bytes.
    ...(paths ? { requests: paths.map((p) => ({ method: 'GET' as const, path: p })) } : {}),
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99LatencyMs: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

/** Runs the plain server on a free port with `html` in memory until `stop`. */
async function startPlainServer(html: Buffer) {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-plain-'))
  const file = path.join(folder, 'page.html')
  writeFileSync(file, html)
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [path.join(__dirname, 'plainServer.mjs'), String(port), file],
    {
      detached: true,
      stdio: 'ignore',
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const origin = `http://127.0.0.1:${port}`
  await waitForOk(origin, 10_000)
  return {
    origin,
    async stop() {
      if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
      await exited
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

/** Several runs against one server as one: their requests over their time, the worst p99. */
function combined(runs: LoadFigures[], seconds: number): LoadFigures {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0)
  return {
    requestsPerSecond: Math.round(requests / seconds),
    p99LatencyMs: Math.max(...runs.map((run) => run.p99LatencyMs)),
    requests,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  }
}

/** The comparison's rounds: the machine's state changes over a minute, so they alternate. */
const ROUNDS = 3

/**
 * requests/s and p99 of `pagePath` on the site (a cached ISR page) and of a plain server sending
 * the same bytes, under the same load, each after a short warm-up. The `seconds` of each are
 * spread over alternating rounds, so a slow spell of this shared machine weighs on both.
 */
export async function compareWithPlainServer(
  siteOrigin: string,
  pagePath: string,
  connections: number,
  seconds: number,
): Promise<ThroughputComparison> {
  const response = await fetch(`${siteOrigin}${pagePath}`)
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`)
  const html = Buffer.from(await response.arrayBuffer())
  const warmUpSeconds = 5
  const roundSeconds = seconds / ROUNDS

  const plainServer = await startPlainServer(html)
  try {
    const isrUrl = `${siteOrigin}${pagePath}`
    const plainUrl = `${plainServer.origin}${pagePath}`
    await load(isrUrl, connections, warmUpSeconds)
    await load(plainUrl, connections, warmUpSeconds)
    const isrRuns: LoadFigures[] = []
    const plainRuns: LoadFigures[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      isrRuns.push(await load(isrUrl, connections, roundSeconds))
      plainRuns.push(await load(plainUrl, connections, roundSeconds))
    }
    const isr = combined(isrRuns, seconds)
    const plain = combined(plainRuns, seconds)
    const ratio = Math.round((isr.requestsPerSecond / plain.requestsPerSecond) * 1000) / 1000
    return { path: pagePath, htmlBytes: html.length, isr, plain, ratio }
  } finally {
    await plainServer.stop()
  }
}

/** `connections` connections cycling through `paths` for `seconds`. */
export function loadAcrossPages(
  siteOrigin: string,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  return load(siteOrigin, connections, seconds, paths)
}
