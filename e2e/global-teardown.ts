import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Removes the dataset copy playwright.config.ts made for the test server. */
export default function globalTeardown() {
  const copy = process.env.E2E_DATASET_DIR
  // Only a folder the config made: never whatever else the variable might name.
  if (copy && path.basename(copy).startsWith('e2e-dataset-') && path.dirname(copy) === tmpdir()) {
    rmSync(copy, { recursive: true, force: true })
  }
}
