import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Removes the dataset copy and the data folder playwright.config.ts made for the test server. */
export default function globalTeardown() {
  removeTempFolder(process.env.E2E_DATASET_DIR, 'e2e-dataset-')
  removeTempFolder(process.env.E2E_DATA_DIR, 'e2e-data-')
}

// Only a folder the config made: never whatever else the variable might name.
function removeTempFolder(folder: string | undefined, prefix: string) {
  if (folder && path.basename(folder).startsWith(prefix) && path.dirname(folder) === tmpdir()) {
    rmSync(folder, { recursive: true, force: true })
  }
}
