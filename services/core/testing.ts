/**
 * Test helper: the real core service in its own process (and process group), as the launcher
 * runs it, so a test can stop it and start it again on the same port and database file.
 */

import { spawn } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')
const STARTUP_TIMEOUT_MS = 25_000

export interface CoreProcessOptions {
  port: number
  /** Kept across restarts: the enquiries stored before a stop are there after the start. */
  dbFile: string
  issuer: string
}

export interface RunningCore {
  /** `http://127.0.0.1:<port>` */
  url: string
  output: () => string
  /** SIGTERM to the process group; resolves with the exit code once the database is closed. */
  stop: () => Promise<number | null>
}

export async function startCore({
  port,
  dbFile,
  issuer,
}: CoreProcessOptions): Promise<RunningCore> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/core/main.ts'], {
    cwd: ROOT,
    env: {
      NODE_ENV: 'test',
      PATH: process.env.PATH ?? '',
      CORE_HOST: '127.0.0.1',
      CORE_PORT: String(port),
      CORE_DB_FILE: dbFile,
      CORE_ISSUER: issuer,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  const url = `http://127.0.0.1:${port}`
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`core service did not start in time\n${output}`)),
      STARTUP_TIMEOUT_MS,
    )
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(`core service listening on ${url}`)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`core service exited with ${code}\n${output}`))
    })
  })
  // main.ts prints its address a moment before it takes SIGTERM to mean "close and stop": a
  // request answered means it is past that point.
  const health = await fetch(`${url}/health`)
  if (!health.ok) throw new Error(`core service /health answered ${health.status}`)
  return {
    url,
    output: () => output,
    async stop() {
      const isRunning = child.exitCode === null && child.signalCode === null
      if (isRunning && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
      return exited
    },
  }
}
