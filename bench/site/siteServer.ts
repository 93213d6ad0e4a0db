// The servers the site bench measures, each on a free port on 127.0.0.1 in a process group of its
// own (stopping it stops its children too): the production site, started by the same launcher as
// `npm start` (scripts/start.mjs), and the reference and floor apps beside it (bench/site/reference).
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FirstScreen } from './firstScreen'

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

/**
 * Runs `args` (node) in a process group of its own until `readyPath` answers 200; stopping it
 * stops the whole group, then runs `cleanUp`.
 */
async function startServer(
  port: number,
  args: string[],
  readyPath: string,
  env: NodeJS.ProcessEnv = process.env,
  cleanUp: () => void = () => {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, args, {
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    // Stopping twice is harmless: a child that has exited (or been killed) is left alone.
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
      await exited
    }
    cleanUp()
  }
  const origin = `http://127.0.0.1:${port}`
  try {
    await Promise.race([
      waitForOk(`${origin}${readyPath}`, 120_000),
      exited.then(() => {
        throw new Error(`${args.join(' ')} stopped while starting (see its output above)`)
      }),
    ])
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, stop }
}

/** Starts the built site (`npm run build` first) with its own data folder, removed at stop. */
export async function startSite(): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'))
  return startServer(
    port,
    ['scripts/start.mjs', '--host', '127.0.0.1', '--port', String(port), '--fresh-ports'],
    '/th/home',
    { ...process.env, DATA_DIR: dataDir },
    () => rmSync(dataDir, { recursive: true, force: true }),
  )
}

const NEXT_CLI = path.join('node_modules', 'next', 'dist', 'bin', 'next')
const PANDA_CLI = path.join('node_modules', '@pandacss', 'dev', 'bin.js')

export interface ReferenceApp {
  label: string
  dir: string
  /** Its styles are written at build time by Panda from the app's own panda.config.mjs. */
  panda?: boolean
}

/** The reference apps (bench/site/reference/README.md), by what they measure. */
export const REFERENCE_APPS: readonly ReferenceApp[] = [
  { label: 'Next and React alone', dir: path.join('bench', 'site', 'reference', 'plain') },
  {
    label: "the same page in Chakra, with the site's system",
    dir: path.join('bench', 'site', 'reference', 'chakra'),
  },
  {
    label: "the same page in Panda, with the site's theme",
    dir: path.join('bench', 'site', 'reference', 'panda'),
    panda: true,
  },
]

/**
 * The floors (bench/site/reference/floor): each bench page's largest paint alone, at the page's own
 * path, the base of the page budgets (firstScreen.ts). One app per kind of first screen; each is
 * started once the site's first screens are written, and reads them from FIRST_SCREENS_FILE.
 */
export const FLOOR_APPS = {
  image: { label: 'image floors', dir: path.join('bench', 'site', 'reference', 'floor', 'image') },
  text: { label: 'text floors', dir: path.join('bench', 'site', 'reference', 'floor', 'text') },
} satisfies Record<FirstScreen['kind'], ReferenceApp>

/** The reference app whose overlays are timed beside the site's (overlayTiming.ts). */
export const PANDA_REFERENCE = REFERENCE_APPS.find((app) => app.panda)!

/**
 * Builds a reference app unless `onlyIfMissing` and it has a build. A Panda app's
 * `styled-system/` (gitignored) is generated first, from its own config and folder.
 */
export function buildReference(app: ReferenceApp, onlyIfMissing: boolean): void {
  const { dir } = app
  if (onlyIfMissing && existsSync(path.join(dir, '.next-reference', 'BUILD_ID'))) return
  if (app.panda) {
    const appDir = path.resolve(dir)
    execFileSync(
      process.execPath,
      [
        PANDA_CLI,
        'codegen',
        '--silent',
        '--config',
        path.join(appDir, 'panda.config.mjs'),
        '--cwd',
        appDir,
      ],
      { stdio: 'inherit' },
    )
  }
  execFileSync(process.execPath, [NEXT_CLI, 'build', dir], { stdio: 'inherit' })
}

/** Serves a built reference app with `next start`, ready once `readyPath` answers 200. */
export async function startReference(
  dir: string,
  readyPath = '/',
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningServer> {
  const port = await freePort()
  const args = [NEXT_CLI, 'start', dir, '--hostname', '127.0.0.1', '--port', String(port)]
  return startServer(port, args, readyPath, env)
}

/** Serves a built floor app with the first screens in `firstScreensFile`, one of them at `readyPath`. */
export function startFloor(
  app: ReferenceApp,
  firstScreensFile: string,
  readyPath: string,
): Promise<RunningServer> {
  const env = { ...process.env, FIRST_SCREENS_FILE: firstScreensFile }
  return startReference(app.dir, readyPath, env)
}
