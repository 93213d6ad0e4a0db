import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createLauncherLog } from '../../scripts/launcherLog.mjs'

/** A free port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export interface Launcher {
  origin: string
  dataDir: string
  /** Every line the launcher and its children wrote (stderr and stdout, as they came). */
  log: string[]
  /** The pid the launcher last reported for `name` (`core service`, `identity provider`). */
  pidOf(name: string): number | undefined
  /** Resolves with the next pid `name` is started with, once the launcher reports it. */
  nextStart(name: string, timeoutMs: number): Promise<number>
  stop(): Promise<void>
}

export interface LauncherOptions {
  /**
   * A command the launcher runs under, its children too (`faketime …`, e2e/servers/clockedSite.ts):
   * its words come before `node scripts/start.mjs …`.
   */
  wrapper?: string[]
}

/**
 * A whole product of its own — the production build with the embedded identity provider and
 * core service, as `npm start` runs it — on free ports and a data folder of its own, for tests
 * that break it. The launcher runs in a process group of its own; stop() ends the group.
 */
export async function startLauncher(
  env: Record<string, string> = {},
  { wrapper = [] }: LauncherOptions = {},
): Promise<Launcher> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-launcher-'))
  const [command = process.execPath, ...commandArgs] = [
    ...wrapper,
    process.execPath,
    'scripts/start.mjs',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--fresh-ports',
  ]
  const child: ChildProcess = spawn(command, commandArgs, {
    cwd: path.join(__dirname, '..', '..'),
    env: { ...process.env, ...env, DATA_DIR: dataDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const launcherLog = createLauncherLog()
  for (const stream of [child.stdout!, child.stderr!]) {
    let pending = ''
    stream.on('data', (chunk: Buffer) => {
      pending += chunk.toString()
      const lines = pending.split('\n')
      pending = lines.pop()!
      for (const line of lines) launcherLog.read(line)
    })
  }
  const origin = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        // Already gone.
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8_000))])
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // Stopped in time.
      }
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 120_000
  for (let ready = false; !ready;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`the launcher did not become ready:\n${launcherLog.lines.join('\n')}`)
    }
    ready = await fetch(`${origin}/api/health?ready=1`).then(
      (response) => response.ok,
      () => false,
    )
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    origin,
    dataDir,
    log: launcherLog.lines,
    pidOf: launcherLog.pidOf,
    nextStart: launcherLog.nextStart,
    stop,
  }
}
