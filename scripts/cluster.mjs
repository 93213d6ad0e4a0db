#!/usr/bin/env node
// `npm run start:cluster` (after `npm run build`): the product as several instances behind a load
// balancer, on one machine: Redis (Debian's redis-server), the embedded identity provider and
// core service once, two site instances on 127.0.0.1 and nginx (Debian's) on port 3000 in front
// of them (scripts/localCluster.mjs). The packages are installed when missing and running as root.
//
//   node scripts/cluster.mjs [--port 3000] [--host 127.0.0.1] [--instances 2] [--fresh-ports]
//
// The instances take the ports after the load balancer's (3001, 3002) and Redis 6379, each
// another free port when taken; --fresh-ports takes free ports for all but the load balancer.
// REDIS_URL in the environment is used instead of a local Redis. Ctrl-C (or SIGTERM) stops nginx,
// then the instances, which finish their requests in flight, the services and Redis.
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { ensureDebianPackage } from './ensureDebianPackage.mjs'
import { NGINX_PATH } from './loadBalancer.mjs'
import { portProblem, startCluster } from './localCluster.mjs'
import { REDIS_SERVER_PATH } from './redisServer.mjs'

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3000' },
    host: { type: 'string' },
    instances: { type: 'string', default: '2' },
    'fresh-ports': { type: 'boolean', default: false },
  },
})

function fail(message) {
  console.error(`[cluster] ${message}`)
  process.exit(1)
}

const lbPort = Number(args.port)
if (!Number.isInteger(lbPort) || lbPort < 1 || lbPort > 65535) {
  fail(`--port must be a port from 1 to 65535: ${args.port}`)
}
const count = Number(args.instances)
if (!Number.isInteger(count) || count < 2 || count > 16) {
  fail(`--instances must be a whole number from 2 to 16: ${args.instances}`)
}
const hasOwnRedis = (process.env.REDIS_URL ?? '').trim() === ''
// As lib/build/distDir.ts reads it. Without a build each instance would fail and be restarted
// for half a minute before the launcher gives up.
const distDir = process.env.NEXT_DIST_DIR || '.next'
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
if (!existsSync(path.resolve(root, distDir, 'BUILD_ID'))) {
  fail(`No production build in ${distDir}: run npm run build (npm run start:cluster does)`)
}

if (hasOwnRedis)
  ensureDebianPackage({ debianPackage: 'redis-server', executable: REDIS_SERVER_PATH })
ensureDebianPackage({ debianPackage: 'nginx', executable: NGINX_PATH })

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
      server.close(() => resolve(port))
    })
  })
}

/** `preferred` when free on 127.0.0.1 and not taken already, else a free port. */
async function portFor(preferred, taken) {
  if (!args['fresh-ports'] && preferred <= 65535 && !taken.includes(preferred)) {
    if ((await portProblem(preferred, '127.0.0.1')) === undefined) return preferred
  }
  for (;;) {
    const port = await freePort()
    if (!taken.includes(port)) return port
  }
}

const taken = [lbPort]
const instancePorts = []
for (let index = 1; index <= count; index += 1) {
  const port = await portFor(lbPort + index, taken)
  taken.push(port)
  instancePorts.push(port)
}
const redisPort = hasOwnRedis ? await portFor(6379, taken) : undefined

const abort = new AbortController()
/** @type {Awaited<ReturnType<typeof startCluster>> | undefined} */
let cluster
let isStopping = false

async function shutdown(code, message) {
  if (isStopping) return
  isStopping = true
  if (message) console.error(`[cluster] ${message}`)
  // Still starting: startCluster stops what it started and throws, below.
  if (!cluster) {
    console.error('[cluster] stopping what has started')
    return abort.abort()
  }
  console.error(
    '[cluster] stopping nginx, the instances (requests in flight finish), the services and Redis',
  )
  await cluster.stop()
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(0))

console.error(
  `[cluster] starting ${hasOwnRedis ? 'Redis, ' : ''}the identity provider and core service, ` +
    `${count} site instances and nginx…`,
)
try {
  cluster = await startCluster({
    root,
    instancePorts,
    lbPort,
    lbHost: args.host,
    redisPort,
    // Enquiries wait in Redis (a stream) until the core service has them: kept on disk, as
    // REDIS_URL's Redis should be, so stopping the cluster loses none.
    redisDir: path.resolve(root, (process.env.DATA_DIR ?? '').trim() || '.data', 'redis'),
    freshPorts: args['fresh-ports'],
    signal: abort.signal,
    onOutput: (line, source) => {
      if (source === 'launcher stdout') console.log(line)
      else console.error(source === 'nginx' ? `[nginx] ${line}` : line)
    },
  })
} catch (error) {
  if (abort.signal.aborted) process.exit(0)
  // The launcher's lines the message ends with are on the console already.
  fail((error instanceof Error ? error.message : String(error)).split('\n')[0])
}

const rows = [
  [
    'load balancer',
    cluster.loadBalancer.origin,
    `nginx, pid ${cluster.loadBalancer.pid}; configuration and logs in ${cluster.loadBalancer.dir}`,
  ],
  ...cluster.instances.map(({ name, origin }) => [name, origin, `pid ${cluster.pidOf(name)}`]),
  // A REDIS_URL of one's own may hold a password: not repeated.
  ['Redis', cluster.redis ? cluster.redis.url : 'REDIS_URL from the environment', ''],
  ...['identity provider', 'core service']
    .filter((name) => cluster.addresses.has(name))
    .map((name) => [name, cluster.addresses.get(name), `pid ${cluster.pidOf(name)}`]),
]
const width = Math.max(...rows.map(([name]) => name.length))
console.log(
  [
    '[cluster] ready:',
    ...rows.map(([name, address, note]) =>
      `  ${name.padEnd(width)}  ${address}${note ? `  (${note})` : ''}`.trimEnd(),
    ),
    `Open ${cluster.origin}. Ctrl-C stops everything.`,
  ].join('\n'),
)

cluster.stoppedUnexpectedly.then((what) => shutdown(1, `${what}: stopping the cluster`))
