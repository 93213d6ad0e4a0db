// Starts Debian's redis-server for the tests and the local cluster: on 127.0.0.1, a free port
// unless one is asked for, nothing written to disk unless a folder is given, in its own process
// group so that stopping the group leaves nothing behind.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'

export const REDIS_SERVER_PATH = '/usr/bin/redis-server'

const HOST = '127.0.0.1'
const START_TIMEOUT_MS = 10_000
const STOP_TIMEOUT_MS = 5_000

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, HOST, () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Whether a Redis on `port` answers PING (it takes connections a moment after it starts). */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = connect(port, HOST)
    let reply = ''
    const done = (isUp) => {
      socket.destroy()
      resolve(isUp)
    }
    socket.setTimeout(500, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.on('data', (chunk) => {
      reply += chunk
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'))
    })
  })
}

/**
 * @param {{ port?: number, dir?: string }} [options] `port`: a fixed port to start on again after
 *   a stop; `dir`: keep an append-only file there, so what Redis holds (the enquiry stream among
 *   it) outlives a stop
 * @returns {Promise<{ port: number, url: string, stop: () => Promise<void> }>}
 */
export async function startRedisServer({ port, dir } = {}) {
  const listenPort = port ?? (await freePort())
  if (dir) mkdirSync(dir, { recursive: true, mode: 0o700 })
  const child = spawn(
    REDIS_SERVER_PATH,
    [
      '--bind',
      HOST,
      '--port',
      String(listenPort),
      // No snapshots; an append-only file only in `dir`, else a throw-away store.
      '--save',
      '',
      '--appendonly',
      dir ? 'yes' : 'no',
      '--dir',
      dir ?? tmpdir(),
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  // redis-server logs to stdout, why it stopped included; kept for the error below.
  let output = ''
  const keep = (chunk) => (output = (output + chunk).slice(-2_000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = once(child, 'exit').catch(() => undefined)
  /** @type {Error | undefined} */
  let spawnError
  child.once('error', (error) => (spawnError = error))

  const deadline = Date.now() + START_TIMEOUT_MS
  while (!(await answersPing(listenPort))) {
    if (spawnError) {
      throw new Error(
        `${REDIS_SERVER_PATH} cannot be started (${spawnError.message}): run node scripts/ensure-redis-server.mjs`,
      )
    }
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
      throw new Error(`redis-server did not start on port ${listenPort}: ${output.trim()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }

  let isStopped = false
  return {
    port: listenPort,
    url: `redis://${HOST}:${listenPort}`,
    async stop() {
      if (isStopped) return
      isStopped = true
      if (child.exitCode !== null || child.signalCode !== null) return
      process.kill(-child.pid, 'SIGTERM')
      const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), STOP_TIMEOUT_MS)
      await exited
      clearTimeout(timer)
    },
  }
}
