import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DIST_DIR } from '../../lib/build/distDir'
import { FAKETIME_ENV, FAKETIME_PATH, faketimeWrapper } from '../../scripts/faketime.mjs'
import { copyBundledDataset } from './bundledDatasetCopy'
import { startLauncher } from './launcher'

export interface ClockedSite {
  origin: string
  /** The site's clock now (ms since the epoch): what a webhook's signature is dated with. */
  now(): number
  /** The pid the launcher reports for `name` (`core service`): tests stop and resume it. */
  pidOf(name: string): number | undefined
  stop(): Promise<void>
}

/**
 * The whole product (e2e/servers/launcher.ts) under Debian's faketime, its clock at `at` (an ISO
 * instant) when it starts and running on from there: the site, the identity provider and the
 * core service all read that time, as they would on that day. It reads a copy of the bundled
 * dataset of its own, so tests can compute what it shows from cms/dataset.
 *
 * It serves the same build as the main test server, and writes the pages it renders again into
 * that build's folder, as any instance does: stop() puts the build's pages back as they were,
 * so no page rendered on another day is left for the main server or a later run to serve.
 */
export async function startClockedSite(at: string): Promise<ClockedSite> {
  if (!existsSync(FAKETIME_PATH)) {
    throw new Error(
      `${FAKETIME_PATH} is missing: run node scripts/ensure-faketime.mjs (npm run test:e2e does)`,
    )
  }
  const wrapper = faketimeWrapper(Date.parse(at))
  // The whole seconds of the offset, as faketime applies them.
  const offsetMs = Number(wrapper.at(-1)) * 1000
  const datasetDir = copyBundledDataset('e2e-clocked-dataset-')
  const restorePages = keepRenderedPages()
  const cleanUp = () => {
    restorePages()
    rmSync(datasetDir, { recursive: true, force: true })
  }
  try {
    const launcher = await startLauncher(
      { ...FAKETIME_ENV, CONTENT_DATASET_DIR: datasetDir },
      { wrapper },
    )
    return {
      origin: launcher.origin,
      now: () => Date.now() + offsetMs,
      pidOf: launcher.pidOf,
      stop: async () => {
        await launcher.stop()
        cleanUp()
      },
    }
  } catch (error) {
    cleanUp()
    throw error
  }
}

/**
 * Copies the build's rendered pages aside; the function it returns puts them back. Both where
 * the build wrote them (`server/pages`) and where Next's file cache keeps the ones rendered
 * again (`server/route-cache`): left there, a page rendered on the clocked day would be served
 * by the next server of this build.
 */
function keepRenderedPages(): () => void {
  const server = path.resolve(__dirname, '..', '..', DIST_DIR, 'server')
  const restores = ['pages', 'route-cache'].map((folder) => keepFolder(path.join(server, folder)))
  return () => restores.forEach((restore) => restore())
}

function keepFolder(folder: string): () => void {
  if (!existsSync(folder)) return () => rmSync(folder, { recursive: true, force: true })
  const kept = mkdtempSync(path.join(tmpdir(), 'e2e-clocked-pages-'))
  cpSync(folder, kept, { recursive: true, preserveTimestamps: true })
  const keptFiles = new Set(readdirSync(kept, { recursive: true }).map(String))
  return () => {
    for (const file of readdirSync(folder, { recursive: true }).map(String)) {
      if (!keptFiles.has(file)) rmSync(path.join(folder, file), { recursive: true, force: true })
    }
    cpSync(kept, folder, { recursive: true, force: true, preserveTimestamps: true })
    rmSync(kept, { recursive: true, force: true })
  }
}
