// The production server the site bench measures: the same launcher as `npm start`
// (scripts/start.mjs), on a free port on 127.0.0.1, in a process group of its own so stopping
// it stops the embedded services too.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

export interface RunningServer {
  origin: string
  stop(): Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Resolves once `url` answers 200, or fails after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await sleep(250)
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`)
}

/** Starts the built site (`npm run build` first) with its own data folder, removed at stop. */
export async function startSite(): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'))
  const child = spawn(
    process.execPath,
    ['scripts/start.mjs', '--host', '127.0.0.1', '--port', String(port), '--fresh-ports'],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const origin = `http://127.0.0.1:${port}`
  try {
    await Promise.race([
      waitForOk(`${origin}/th/home`, 120_000),
      exited.then(() => {
        throw new Error('the site stopped while starting (see its output above)')
      }),
    ])
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, stop }
}
