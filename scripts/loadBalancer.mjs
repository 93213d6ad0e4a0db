// The local cluster's load balancer (scripts/cluster.mjs, and the browser tests' cluster): Debian's
// nginx in front of the site's instances, run from a folder of its own — configuration, pid, logs
// and temporary files — so it needs no system configuration and leaves nothing behind; not a
// daemon, in its own process group, stopped by group.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { networkInterfaces, tmpdir } from 'node:os'
import path from 'node:path'

export const NGINX_PATH = '/usr/sbin/nginx'

const START_TIMEOUT_MS = 10_000
/** How long requests in flight get to finish when it stops (nginx's graceful SIGQUIT). */
const STOP_TIMEOUT_MS = 10_000

/** nginx's `listen` addresses: `host:port`, or every IPv4 and (when there is one) IPv6 address. */
export function listenAddresses({ host, port }) {
  if (host) return [`${host.includes(':') ? `[${host}]` : host}:${port}`]
  const hasIpv6 = Object.values(networkInterfaces())
    .flat()
    .some((entry) => entry?.family === 'IPv6' && entry.internal)
  return hasIpv6 ? [String(port), `[::]:${port}`] : [String(port)]
}

/**
 * The configuration: round robin over `upstreams` with passive health checks, idempotent
 * requests retried once on the next instance, and the headers the site reads behind one proxy.
 * @param {{ dir: string, listen: string[], upstreams: { host: string, port: number }[] }} options
 */
export function nginxConfig({ dir, listen, upstreams }) {
  const file = (name) => path.join(dir, name)
  const servers = upstreams.map(
    // Passive health: three failed attempts within 10 s take an instance out for 10 s, then one
    // request tries it again.
    ({ host, port }) => `    server ${host}:${port} max_fails=3 fail_timeout=10s;`,
  )
  // Answers about what every instance shares (the identity provider and core service behind
  // readiness; the core service behind the console's API): the next instance would say the
  // same, and counting them as failures would take healthy instances out of rotation.
  const sharedDependencyRoutes = ['/api/health', '/api/core/'].map(
    (route) => `    location ${route} {
      proxy_pass http://site;
      proxy_next_upstream error timeout;
    }`,
  )
  return `# Written by scripts/loadBalancer.mjs; removed when the load balancer stops.
worker_processes 1;
pid ${file('nginx.pid')};
error_log ${file('error.log')} warn;
error_log stderr warn;

events {
  worker_connections 1024;
}

http {
  log_format upstreams '$remote_addr [$time_local] "$request" $status $body_bytes_sent '
                       'upstream=$upstream_addr upstream_status=$upstream_status $request_time';
  access_log ${file('access.log')} upstreams;
  client_body_temp_path ${file('client_body')};
  proxy_temp_path ${file('proxy')};
  fastcgi_temp_path ${file('fastcgi')};
  uwsgi_temp_path ${file('uwsgi')};
  scgi_temp_path ${file('scgi')};
  server_tokens off;

  upstream site {
${servers.join('\n')}
    keepalive 16;
    # Below Node's 5 s keepAliveTimeout, so nginx never sends a request on a connection the
    # instance is closing (a POST sent there would fail rather than be retried).
    keepalive_timeout 4s;
  }

  server {
${listen.map((address) => `    listen ${address};`).join('\n')}

    # client_max_body_size keeps its 1 MB default, above every body the site takes (64 KB at
    # most), so the site's own limits answer with their own messages.
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # TRUSTED_PROXY_COUNT=1: the instances read the last X-Forwarded-For entry, the address
    # nginx was reached from, and this X-Forwarded-Proto, which replaces the client's.
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 2s;
    # next-auth's answer to the sign-in callback sets the session cookie (4.3 KB of headers with
    # the embedded provider's tokens, in 4 KB chunks beyond that): over nginx's default 4 KB for
    # a response's headers, which made sign-in a 502 "upstream sent too big header".
    proxy_buffer_size 32k;
    proxy_buffers 8 32k;
    # A failed attempt goes to the next instance once. Only idempotent requests: without
    # non_idempotent, nginx never sends a POST (an enquiry) on after an instance got it, so it is
    # never received twice; one refused before it was sent is still passed on.
    proxy_next_upstream_tries 2;

    location / {
      proxy_pass http://site;
      proxy_next_upstream error timeout http_502 http_503 http_504;
    }

${sharedDependencyRoutes.join('\n\n')}
  }
}
`
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal)
  } catch {
    // Gone already.
  }
}

function accepts(host, port) {
  return new Promise((resolve) => {
    const socket = connect(port, host)
    const done = (isUp) => {
      socket.destroy()
      resolve(isUp)
    }
    socket.setTimeout(500, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => done(true))
  })
}

/**
 * Starts nginx on `port` (at `host`, else every address) in front of `upstreams`.
 * @param {{
 *   port: number,
 *   host?: string,
 *   upstreams: { host: string, port: number }[],
 *   onLog?: (line: string) => void,
 * }} options `onLog`: each line of nginx's error log (warnings and errors), as it comes
 * @returns {Promise<{
 *   port: number,
 *   pid: number,
 *   dir: string,
 *   stop: () => Promise<void>,
 *   exited: Promise<unknown>,
 * }>}
 */
export async function startLoadBalancer({ port, host, upstreams, onLog = () => {} }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-cluster-'))
  // Run as root, nginx's workers are `nobody`: they must reach the temporary folders in here.
  chmodSync(dir, 0o755)
  const configFile = path.join(dir, 'nginx.conf')
  writeFileSync(
    configFile,
    nginxConfig({ dir, listen: listenAddresses({ host, port }), upstreams }),
  )

  const child = spawn(
    NGINX_PATH,
    ['-p', dir, '-c', configFile, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let output = ''
  let pending = ''
  child.stderr.on('data', (chunk) => {
    output = (output + chunk).slice(-2_000)
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) if (line.trim() !== '') onLog(line)
  })
  const exited = once(child, 'exit').catch(() => undefined)
  /** @type {Error | undefined} */
  let spawnError
  child.once('error', (error) => (spawnError = error))
  const removeDir = () => rmSync(dir, { recursive: true, force: true })

  const deadline = Date.now() + START_TIMEOUT_MS
  while (!(await accepts(host ?? '127.0.0.1', port))) {
    if (spawnError) {
      removeDir()
      throw new Error(`${NGINX_PATH} cannot be started (${spawnError.message})`)
    }
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      if (child.exitCode === null) killGroup(child.pid, 'SIGKILL')
      await exited
      removeDir()
      throw new Error(`nginx did not start on port ${port}: ${output.trim()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }

  let stopped
  return {
    port,
    pid: child.pid,
    dir,
    /** Stops taking connections, lets requests in flight finish (10 s at most), removes `dir`. */
    stop() {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          killGroup(child.pid, 'SIGQUIT')
          const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), STOP_TIMEOUT_MS)
          await exited
          clearTimeout(timer)
        }
        removeDir()
      })()
      return stopped
    },
    /** Resolves when nginx exits, by stop() or not. */
    exited,
  }
}
