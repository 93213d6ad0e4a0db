// The floors of a bench run: each page's first screen found on the running site, written for the
// floor apps (bench/site/reference/floor), which are then served, one per kind of first screen.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FirstScreen } from './firstScreen'
import { FLOOR_APPS, type RunningServer, startFloor } from './siteServer'
import { writeFirstScreens } from './writeFirstScreens'

export interface RunningFloors {
  screens: FirstScreen[]
  /** The floor of a page's first screen: its app's origin and the page's own path. */
  urlOf(screen: FirstScreen): string
  /** Stops the floor apps and removes the first screens' folder. */
  stop(): Promise<void>
}

export async function startFloors(
  siteOrigin: string,
  pages: string[],
  chromePath: string,
): Promise<RunningFloors> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-first-screens-'))
  const servers: Partial<Record<FirstScreen['kind'], RunningServer>> = {}
  const stop = async () => {
    await Promise.all(Object.values(servers).map((server) => server.stop()))
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const { file, screens } = await writeFirstScreens(siteOrigin, pages, dir, chromePath)
    for (const screen of screens) {
      servers[screen.kind] ??= await startFloor(FLOOR_APPS[screen.kind], file, screen.page)
    }
    const urlOf = (screen: FirstScreen) => `${servers[screen.kind]!.origin}${screen.page}`
    return { screens, urlOf, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
