#!/usr/bin/env node
// Starts the whole product: the embedded identity provider and core service when none is
// configured (IDP_ISSUER / CORE_API_URL unset), then Next (`next start`, or `next dev` with
// --dev) wired to them. `npm start`, `npm run dev` and the browser-test setup all use it.
//
//   node scripts/start.mjs [--dev] [--host 127.0.0.1] [--port 3000] [--instances N]
//
// `--instances N` (the local cluster, scripts/cluster.mjs) starts the services once and N site
// servers, named `site 1` … `site N`, on `--port` and the ports after it, or on the ports
// `--port` lists (`--port 3001,3007`). Each has a data folder of its own and is restarted like
// a service when it exits: one instance down leaves the others serving.
//
// The services run as children in this process's group: stopping the group (Ctrl-C, or the
// test runner stopping its server) stops them all; SIGTERM to this process alone is passed on.
// An embedded service that crashes is restarted on the same port (scripts/supervisor.mjs): the
// site keeps serving meanwhile, and enquiries wait in the outbox until the core service is back.
// Only Next's exit (with one instance), or a child crashing again and again, stops everything.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { browserOrigin } from './browserOrigin.mjs'
import { unsupportedRuntime } from './runtime.mjs'
import { siteInstances } from './siteInstances.mjs'
import { createSupervisor } from './supervisor.mjs'

// Every child is started from this process's Node (process.execPath): refuse any other than the
// line the project brings, rather than fail later on what an older Node lacks (node:sqlite).
const runtimeProblem = unsupportedRuntime(
  createRequire(import.meta.url)('../package.json').engines.node,
)
if (runtimeProblem !== undefined) {
  console.error(runtimeProblem)
  process.exit(1)
}
console.error(`[launcher] Node ${process.version} (${process.execPath})`)

const { values: args } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    host: { type: 'string' },
    port: { type: 'string', default: '3000' },
    instances: { type: 'string' },
    'fresh-ports': { type: 'boolean', default: false },
  },
})

const env = { ...process.env }
const blank = (name) => (env[name] ?? '').trim() === ''
const dataDir = path.resolve(blank('DATA_DIR') ? '.data' : env.DATA_DIR)
const coreAudience = blank('CORE_API_AUDIENCE') ? 'urn:siam-harvest:core' : env.CORE_API_AUDIENCE

/** @type {import('./siteInstances.mjs').SiteInstance[]} */
let sites
try {
  sites = siteInstances({ port: args.port, instances: args.instances, dataDir })
  if (args.dev && sites.length > 1) {
    throw new Error('--dev serves one instance: leave --instances out')
  }
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
// next-auth needs the origin the browser uses: NEXTAUTH_URL, else SITE_URL, else our own (the
// first instance's; the cluster sets SITE_URL to its load balancer's).
const siteOrigin = browserOrigin(env, { host: args.host, port: String(sites[0].port) })

const supervisor = createSupervisor({ stopAll })

function stopAll(code) {
  if (supervisor.stopping) return
  supervisor.stop()
  const children = supervisor.children()
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  // Give the core service time to flush its database, then go.
  setTimeout(() => process.exit(code), 3000).unref()
  Promise.all(children.map((child) => exited(child))).then(() => process.exit(code))
}

function exited(child) {
  return child.exitCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r))
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0))

/** Starts a child under supervision; `critical`: its exit stops everything. */
function run(name, command, commandArgs, childEnv, { critical = false } = {}) {
  supervisor.supervise(
    name,
    () => spawn(command, commandArgs, { env: childEnv, stdio: 'inherit' }),
    { critical },
  )
}

/** Whether `port` can be listened on at `host` (every address when unset) now. */
function isFree(port, host) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, host, () => server.close(() => resolve(true)))
  })
}

/**
 * The preferred port when it is free, else any free one. A stable port keeps the embedded
 * issuer's address, and so sessions, valid across restarts.
 */
function freePort(preferred = 0) {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error) => {
      if (preferred !== 0 && error.code === 'EADDRINUSE') resolve(freePort(0))
      else reject(error)
    })
    server.listen(preferred, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitFor(name, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (supervisor.stopping) return
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  console.error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`)
  stopAll(1)
}

/** Secrets of the embedded setup, made once and kept in the git-ignored data folder. */
function embeddedSecrets() {
  const file = path.join(dataDir, 'embedded', 'secrets.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'))
  const secrets = {
    nextauthSecret: randomBytes(32).toString('base64url'),
    clientSecret: randomBytes(32).toString('base64url'),
  }
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  chmodSync(file, 0o600)
  return secrets
}

const tsx = ['--import', 'tsx']

// With several instances a busy port would only show as one instance restarting over and over:
// say so now. One instance keeps failing as Next always did, with its own message.
if (sites.length > 1) {
  const busy = []
  for (const site of sites) if (!(await isFree(site.port, args.host))) busy.push(site.port)
  if (busy.length > 0) {
    const ports = busy.length === 1 ? `Port ${busy[0]} is` : `Ports ${busy.join(', ')} are`
    console.error(`${ports} in use: choose others with --port`)
    process.exit(1)
  }
}

// The browser tests ask for any free port (--fresh-ports), so they never meet a running copy.
const PREFERRED_IDP_PORT = args['fresh-ports'] ? 0 : 4000
const PREFERRED_CORE_PORT = args['fresh-ports'] ? 0 : 4010
const waits = []

if (blank('IDP_ISSUER')) {
  const secrets = embeddedSecrets()
  const port = await freePort(PREFERRED_IDP_PORT)
  Object.assign(env, {
    IDP_ISSUER: `http://127.0.0.1:${port}`,
    IDP_CLIENT_ID: 'siam-harvest-site',
    IDP_CLIENT_SECRET: secrets.clientSecret,
  })
  if (blank('NEXTAUTH_SECRET')) env.NEXTAUTH_SECRET = secrets.nextauthSecret
  console.error(`[launcher] identity provider on ${env.IDP_ISSUER}`)
  run('identity provider', process.execPath, [...tsx, 'services/idp/main.ts'], {
    ...process.env,
    IDP_HOST: '127.0.0.1',
    IDP_PORT: String(port),
    IDP_DATA_DIR: path.join(dataDir, 'idp'),
    IDP_CLIENT_ID: env.IDP_CLIENT_ID,
    IDP_CLIENT_SECRET: env.IDP_CLIENT_SECRET,
    IDP_REDIRECT_URIS: `${siteOrigin}/api/auth/callback/idp`,
    IDP_POST_LOGOUT_REDIRECT_URIS: `${siteOrigin}/`,
    IDP_CORE_AUDIENCE: coreAudience,
  })
  waits.push(waitFor('identity provider', `${env.IDP_ISSUER}/.well-known/openid-configuration`))
}

if (blank('CORE_API_URL')) {
  const port = await freePort(PREFERRED_CORE_PORT)
  env.CORE_API_URL = `http://127.0.0.1:${port}`
  console.error(`[launcher] core service on ${env.CORE_API_URL}`)
  run('core service', process.execPath, [...tsx, 'services/core/main.ts'], {
    ...process.env,
    CORE_HOST: '127.0.0.1',
    CORE_PORT: String(port),
    CORE_DB_FILE: path.join(dataDir, 'core', 'core.sqlite'),
    CORE_ISSUER: env.IDP_ISSUER,
    CORE_AUDIENCE: coreAudience,
    // A new database of the embedded default starts with a few enquiries marked as examples,
    // so a first visit to the console shows what it is for; CORE_EXAMPLE_ENQUIRIES=false keeps
    // it empty. A configured core service (CORE_API_URL) never gets them.
    CORE_EXAMPLE_ENQUIRIES: blank('CORE_EXAMPLE_ENQUIRIES') ? 'true' : env.CORE_EXAMPLE_ENQUIRIES,
  })
  waits.push(waitFor('core service', `${env.CORE_API_URL}/health`))
}

await Promise.all(waits)
if (!supervisor.stopping) {
  env.NEXTAUTH_URL = siteOrigin
  if (args.dev) {
    // Next's own entry point on this Node: node_modules/.bin/next would run whichever `node`
    // comes first on the PATH.
    const next = path.join('node_modules', 'next', 'dist', 'bin', 'next')
    const hostArgs = args.host ? ['-H', args.host] : []
    run('next', process.execPath, [next, 'dev', '-p', String(sites[0].port), ...hostArgs], env, {
      critical: true,
    })
  } else {
    // Next's handler in a server of our own (scripts/server.ts): the https redirect behind a
    // trusted proxy runs before Next, and SIGTERM drains requests in flight.
    const hostArgs = args.host ? ['--host', args.host] : []
    for (const site of sites) {
      if (sites.length > 1) {
        console.error(
          `[launcher] ${site.name} on http://${args.host ?? 'localhost'}:${site.port} (data in ${site.dataDir})`,
        )
      }
      run(
        site.name,
        process.execPath,
        [...tsx, 'scripts/server.ts', '--port', String(site.port), ...hostArgs],
        { ...env, NODE_ENV: 'production', DATA_DIR: site.dataDir },
        { critical: site.critical },
      )
    }
  }
}
