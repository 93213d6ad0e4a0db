// npm run bench:cluster — the production build as `npm run start:cluster` runs it (Redis, two
// instances, nginx in front), on free ports with a data folder of its own:
//   1. one instance against two: requests/s and p99 through nginx, with one upstream and with
//      both, in alternating rounds (the machine's state drifts), per core of this machine;
//   2. `--kill-seconds` (60) of 50 connections through nginx while one instance is killed
//      (`--signal`, SIGKILL by default) and started again by the launcher: how many failed.
// Writes bench/results/cluster.json and cluster.md; exits 1 when a request failed in (2).
//   --skip-build  measure the existing build
//   --seconds N   each side of the comparison, over 3 rounds (30)
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startLoadBalancer } from '../../scripts/loadBalancer.mjs'
import { startCluster } from '../../scripts/localCluster.mjs'
import { freePort } from '../site/siteServer'

const CONNECTIONS = 50
const ROUNDS = 3
const PAGE_COUNT = 24
const root = path.join(__dirname, '..', '..')

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    seconds: { type: 'string', default: '30' },
    'kill-seconds': { type: 'string', default: '60' },
    signal: { type: 'string', default: 'SIGKILL' },
  },
})

interface Figures {
  requestsPerSecond: number
  p99LatencyMs: number
  requests: number
  /** Connection errors, time-outs and answers outside 2xx. */
  errors: number
  /** The same, by kind. */
  failures: { connection: number; timeouts: number; non2xx: number }
}

async function load(origin: string, paths: string[], seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  })
  return {
    requestsPerSecond: Math.round(result.requests.total / seconds),
    p99LatencyMs: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    failures: { connection: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** The site's public pages as its sitemap lists them, every `step`-th, as paths. */
async function pagePaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  const step = Math.max(1, Math.floor(paths.length / PAGE_COUNT))
  return paths.filter((_, index) => index % step === 0).slice(0, PAGE_COUNT)
}

const load1 = () => Math.round(loadavg()[0]! * 100) / 100

async function main() {
  if (!args['skip-build']) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  // nginx's warnings and errors: what it retried on the other instance, what it could not.
  const nginxLog: string[] = []
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-cluster-'))
  const ports = [await freePort(), await freePort(), await freePort()]
  const cluster = await startCluster({
    root,
    instancePorts: ports.slice(1),
    lbPort: ports[0],
    lbHost: '127.0.0.1',
    env: { ...process.env, REDIS_URL: '', DATA_DIR: dataDir },
    freshPorts: true,
    onOutput: (line, source) => {
      if (source === 'nginx') nginxLog.push(line)
    },
  })
  const [first, second] = cluster.instances
  // nginx with the first instance alone: the same proxy in front of one instance.
  const alone = await startLoadBalancer({
    port: await freePort(),
    host: '127.0.0.1',
    upstreams: [{ host: '127.0.0.1', port: first!.port }],
  })
  const aloneOrigin = `http://127.0.0.1:${alone.port}`
  const bothOrigin = cluster.loadBalancer!.origin
  try {
    const paths = await pagePaths(bothOrigin)
    // Every page rendered once and in the shared cache before anything is measured.
    for (const origin of [aloneOrigin, bothOrigin]) await load(origin, paths, 5)

    const seconds = Number(args.seconds)
    const loadBefore = load1()
    const one: Figures[] = []
    const two: Figures[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      one.push(await load(aloneOrigin, paths, seconds / ROUNDS))
      two.push(await load(bothOrigin, paths, seconds / ROUNDS))
    }
    const cores = availableParallelism()
    const summary = (runs: Figures[]) => {
      const rps = median(runs.map((run) => run.requestsPerSecond))
      return {
        requestsPerSecond: rps,
        requestsPerSecondPerCore: Math.round(rps / cores),
        p99LatencyMs: median(runs.map((run) => run.p99LatencyMs)),
        errors: runs.reduce((sum, run) => sum + run.errors, 0),
        rounds: runs,
      }
    }
    const comparison = {
      cores,
      loadAverage: { before: loadBefore, after: load1() },
      oneInstance: summary(one),
      twoInstances: summary(two),
    }
    console.log(JSON.stringify(comparison, null, 2))

    // A crash (or a rolling restart) under load: one instance goes at a third of the run.
    const killSeconds = Number(args['kill-seconds'])
    const signal = args.signal as NodeJS.Signals
    const events: string[] = []
    const killAt = Math.round((killSeconds / 3) * 1000)
    const killer = setTimeout(() => {
      const pid = second!.pid()!
      events.push(`${second!.name} (pid ${pid}) sent ${signal} at ${killAt / 1000} s`)
      const restarted = cluster.nextStart(second!.name, 30_000)
      process.kill(pid, signal)
      const sentAt = Date.now()
      restarted.then(
        (newPid) => events.push(`started again as pid ${newPid} after ${Date.now() - sentAt} ms`),
        (error: unknown) => events.push(String(error)),
      )
    }, killAt)
    const loadBeforeKill = load1()
    const underKill = await load(bothOrigin, paths, killSeconds)
    clearTimeout(killer)
    const kill = {
      seconds: killSeconds,
      connections: CONNECTIONS,
      signal,
      ...underKill,
      events,
      nginx: nginxSummary(nginxLog),
      loadAverage: { before: loadBeforeKill, after: load1() },
    }
    console.log(JSON.stringify(kill, null, 2))

    const results = { at: new Date().toISOString(), pages: paths.length, comparison, kill }
    const out = path.join(root, 'bench', 'results')
    mkdirSync(out, { recursive: true })
    writeFileSync(path.join(out, 'cluster.json'), `${JSON.stringify(results, null, 2)}\n`)
    writeFileSync(path.join(out, 'cluster.md'), markdown(results))
    if (underKill.errors > 0) {
      console.error(`${underKill.errors} requests failed while an instance was killed`)
      process.exitCode = 1
    }
  } finally {
    await alone.stop()
    await cluster.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * What nginx said during the run: attempts it passed on to the other instance (the instance
 * went away before answering: nothing had reached the client yet), and anything else (a
 * response cut after it had begun cannot be passed on).
 */
function nginxSummary(lines: string[]) {
  const errors = lines.filter((line) => line.includes('[error]'))
  const passedOn = errors.filter((line) =>
    /while (reading response header from upstream|connecting to upstream)/.test(line),
  )
  return { passedOnToTheOther: passedOn.length, other: errors.filter((l) => !passedOn.includes(l)) }
}

function markdown(results: {
  at: string
  pages: number
  comparison: {
    cores: number
    loadAverage: { before: number; after: number }
    oneInstance: {
      requestsPerSecond: number
      requestsPerSecondPerCore: number
      p99LatencyMs: number
      errors: number
    }
    twoInstances: {
      requestsPerSecond: number
      requestsPerSecondPerCore: number
      p99LatencyMs: number
      errors: number
    }
  }
  kill: Figures & {
    nginx: ReturnType<typeof nginxSummary>
    seconds: number
    signal: string
    events: string[]
    loadAverage: { before: number; after: number }
  }
}): string {
  const { comparison: c, kill: k } = results
  const row = (name: string, f: typeof c.oneInstance) =>
    `| ${name} | ${f.requestsPerSecond} | ${f.requestsPerSecondPerCore} | ${f.p99LatencyMs} | ${f.errors} |`
  return [
    `# Cluster bench (${results.at})`,
    '',
    `${CONNECTIONS} connections through nginx across ${results.pages} ISR pages; medians of ${ROUNDS} alternating rounds; ${c.cores} cores; load average ${c.loadAverage.before} → ${c.loadAverage.after}.`,
    '',
    '| behind nginx | requests/s | requests/s per core | p99 ms | errors |',
    '|---|---|---|---|---|',
    row('one instance', c.oneInstance),
    row('two instances', c.twoInstances),
    '',
    `## ${k.seconds} s while one instance is sent ${k.signal} and started again`,
    '',
    `${k.requests} requests, ${k.requestsPerSecond} requests/s, p99 ${k.p99LatencyMs} ms, **${k.errors} failed** (connection ${k.failures.connection}, time-outs ${k.failures.timeouts}, not 2xx ${k.failures.non2xx}); nginx passed ${k.nginx.passedOnToTheOther} attempts on to the other instance; load average ${k.loadAverage.before} → ${k.loadAverage.after}.`,
    ...k.nginx.other.map((line) => `- nginx: ${line}`),
    '',
    ...k.events.map((event) => `- ${event}`),
    '',
  ].join('\n')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
