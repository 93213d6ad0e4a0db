// The local cluster's layout, the same for `npm run start:cluster` (scripts/cluster.mjs) and the
// browser tests (e2e/servers/cluster.ts): a Redis the instances share, the launcher
// (scripts/start.mjs) with the embedded identity provider and core service once and several site
// instances on 127.0.0.1, and, in front of them, nginx as the load balancer. Redis, the launcher
// and nginx each run in a process group of their own and are stopped by group.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { createLauncherLog } from './launcherLog.mjs'
import { startLoadBalancer } from './loadBalancer.mjs'
import { startRedisServer } from './redisServer.mjs'

/** The instances listen here only: behind the load balancer, the one proxy they trust. */
const INSTANCE_HOST = '127.0.0.1'
/** Requests in flight get 10 s after the 1 s notice (scripts/server.ts); then the group is killed. */
const LAUNCHER_STOP_MS = 15_000

/** The address a browser on this machine uses for a server listening at `host`. */
export function localOrigin(host, port) {
  if (!host || host === '0.0.0.0' || host === '::') return `http://localhost:${port}`
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

/**
 * Why `port` cannot be listened on at `host` (every address when unset) now: `in use`, or the
 * error's code (EADDRNOTAVAIL: not an address of this machine); undefined when it can.
 * @returns {Promise<string | undefined>}
 */
export function portProblem(port, host) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', (error) => resolve(error.code === 'EADDRINUSE' ? 'in use' : error.code))
    server.listen(port, host, () => server.close(() => resolve(undefined)))
  })
}

function isGroupAlive(pid) {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal)
  } catch {
    // Gone already.
  }
}

const blank = (value) => (value ?? '').trim() === ''
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Splits a stream into lines for `onLine`. */
function eachLine(stream, onLine) {
  let pending = ''
  stream.on('data', (chunk) => {
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) onLine(line)
  })
}

/**
 * Starts the cluster; resolves once every instance is ready (`/api/health?ready=1`) and the load
 * balancer passes requests on. Throws, having stopped what it started, when a part does not.
 *
 * @param {object} options
 * @param {string} options.root the project's folder, where scripts/start.mjs is (no
 *   import.meta here: Playwright compiles this module for the browser tests to CommonJS)
 * @param {number[]} options.instancePorts one site instance on each, on 127.0.0.1
 * @param {number} [options.lbPort] nginx in front of them on this port; none when unset
 * @param {string} [options.lbHost] the address nginx listens at (default: every address)
 * @param {number} [options.redisPort] the local Redis's port (default: a free one); no local
 *   Redis is started when `env` has a REDIS_URL
 * @param {string} [options.redisDir] the local Redis keeps an append-only file there (default:
 *   nothing on disk)
 * @param {Record<string, string | undefined>} [options.env] the instances' environment (default:
 *   this process's); REDIS_URL, TRUSTED_PROXY_COUNT (1) and SITE_URL (the load balancer's
 *   address) are added when blank
 * @param {boolean} [options.freshPorts] the embedded services on any free port, not 4000/4010
 * @param {(line: string, source: 'launcher' | 'launcher stdout' | 'nginx') => void} [options.onOutput]
 * @param {number} [options.readyTimeoutMs]
 * @param {AbortSignal} [options.signal] cancels the start: what started is stopped, it throws
 */
export async function startCluster({
  root,
  instancePorts,
  lbPort,
  lbHost,
  redisPort,
  redisDir,
  env = process.env,
  freshPorts = false,
  onOutput = () => {},
  readyTimeoutMs = 120_000,
  signal,
}) {
  const lbProblem = lbPort === undefined ? undefined : await portProblem(lbPort, lbHost)
  if (lbProblem) {
    throw new Error(
      `The load balancer cannot listen on ${lbHost ? `${lbHost} port` : 'port'} ${lbPort}: ${lbProblem}`,
    )
  }
  const lbOrigin = lbPort === undefined ? undefined : localOrigin(lbHost, lbPort)
  /** @type {{ stop: () => Promise<void> }[]} what is running, stopped in reverse order */
  const started = []
  const stopStarted = async () => {
    for (const part of [...started].reverse()) await part.stop()
  }
  const checkCancelled = () => {
    if (signal?.aborted) throw new Error('Start cancelled')
  }

  try {
    let redisServer
    let redis
    const launcherEnv = { ...env }
    if (blank(env.REDIS_URL)) {
      redisServer = await startRedisServer({ port: redisPort, dir: redisDir })
      redis = {
        url: redisServer.url,
        port: redisServer.port,
        /** Stops Redis (an outage for the instances); start() brings it back on the same port. */
        stop: () => redisServer.stop(),
        start: async () => {
          await redisServer.stop()
          redisServer = await startRedisServer({ port: redis.port, dir: redisDir })
        },
      }
      started.push({ stop: () => redisServer.stop() })
      launcherEnv.REDIS_URL = redisServer.url
      checkCancelled()
    }
    // Behind exactly one proxy: rate limits key on the address nginx was reached from.
    if (blank(env.TRUSTED_PROXY_COUNT)) launcherEnv.TRUSTED_PROXY_COUNT = '1'
    // Sign-in comes back to the address browsers use, the load balancer's, not an instance's.
    if (lbOrigin && blank(env.SITE_URL) && blank(env.NEXTAUTH_URL)) launcherEnv.SITE_URL = lbOrigin

    const launcher = spawn(
      process.execPath,
      [
        'scripts/start.mjs',
        '--instances',
        String(instancePorts.length),
        '--port',
        instancePorts.join(','),
        '--host',
        INSTANCE_HOST,
        ...(freshPorts ? ['--fresh-ports'] : []),
      ],
      { cwd: root, env: launcherEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    const launcherLog = createLauncherLog()
    eachLine(launcher.stdout, (line) => onOutput(line, 'launcher stdout'))
    eachLine(launcher.stderr, (line) => {
      launcherLog.read(line)
      onOutput(line, 'launcher')
    })
    const launcherExited = new Promise((resolve) =>
      launcher.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`)),
    )
    let isLauncherRunning = true
    launcherExited.then(() => (isLauncherRunning = false))
    started.push({
      async stop() {
        // The launcher passes SIGTERM on; the instances finish their requests in flight.
        killGroup(launcher.pid, 'SIGTERM')
        const deadline = Date.now() + LAUNCHER_STOP_MS
        while (isGroupAlive(launcher.pid) && Date.now() < deadline) await pause(100)
        killGroup(launcher.pid, 'SIGKILL')
        await launcherExited
      },
    })

    const instances = instancePorts.map((port, index) => {
      const name = instancePorts.length === 1 ? 'next' : `site ${index + 1}`
      return {
        name,
        port,
        origin: localOrigin(INSTANCE_HOST, port),
        pid: () => launcherLog.pidOf(name),
      }
    })
    const deadline = Date.now() + readyTimeoutMs
    for (const instance of instances) {
      for (;;) {
        const isReady = await fetch(`${instance.origin}/api/health?ready=1`, {
          signal: AbortSignal.timeout(5_000),
        }).then(
          (response) => response.ok,
          () => false,
        )
        if (isReady) break
        checkCancelled()
        if (!isLauncherRunning || Date.now() > deadline) {
          const why = isLauncherRunning
            ? `was not ready within ${readyTimeoutMs / 1000} s`
            : `did not start: the launcher stopped (${await launcherExited})`
          throw new Error(
            `${instance.name} (${instance.origin}) ${why}. The launcher's last lines:\n` +
              launcherLog.lines.slice(-30).join('\n'),
          )
        }
        await pause(250)
      }
    }

    let loadBalancer
    if (lbPort !== undefined) {
      checkCancelled()
      loadBalancer = await startLoadBalancer({
        port: lbPort,
        host: lbHost,
        upstreams: instances.map(({ port }) => ({ host: INSTANCE_HOST, port })),
        onLog: (line) => onOutput(line, 'nginx'),
      })
      started.push(loadBalancer)
      const probe = `${localOrigin(lbHost ?? INSTANCE_HOST, lbPort)}/api/health`
      const response = await fetch(probe, { signal: AbortSignal.timeout(5_000) }).catch(
        (error) => error,
      )
      if (!(response instanceof Response) || !response.ok) {
        const answer = response instanceof Response ? response.status : String(response)
        throw new Error(`nginx does not pass requests on (${probe}: ${answer})`)
      }
    }

    let stopping
    checkCancelled()
    return {
      /** The address browsers use: the load balancer's, else the first instance's. */
      origin: lbOrigin ?? instances[0].origin,
      loadBalancer: loadBalancer && {
        origin: lbOrigin,
        port: lbPort,
        pid: loadBalancer.pid,
        dir: loadBalancer.dir,
      },
      instances,
      /** Addresses the launcher reported, by name: `identity provider`, `core service`, `site 1` … */
      addresses: launcherLog.addresses,
      redis,
      redisUrl: launcherEnv.REDIS_URL,
      launcherPid: launcher.pid,
      /** Every line of the launcher's log (its own, the services' and the instances' stderr). */
      log: launcherLog.lines,
      pidOf: launcherLog.pidOf,
      nextStart: launcherLog.nextStart,
      /** Resolves with what stopped when the launcher or nginx stops before stop() is called. */
      stoppedUnexpectedly: new Promise((resolve) => {
        Promise.race([
          launcherExited.then((how) => `the launcher stopped (${how})`),
          ...(loadBalancer ? [loadBalancer.exited.then(() => 'nginx stopped')] : []),
        ]).then((what) => {
          if (!stopping) resolve(what)
        })
      }),
      /** nginx (requests in flight finish), the launcher's group (instances drain), Redis. */
      stop() {
        stopping ??= stopStarted()
        return stopping
      },
    }
  } catch (error) {
    await stopStarted()
    throw error
  }
}
