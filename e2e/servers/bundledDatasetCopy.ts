import { copyFileSync, existsSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const BUNDLED_DATASET = path.join(__dirname, '..', '..', 'cms', 'dataset')

/**
 * A copy of the bundled dataset in a new temporary folder, for a test server to read and tests
 * to change (a new tagline, a draft) without touching cms/dataset. The documents and their
 * indexes are copied; the binaries (images, files) are linked. The caller removes the folder.
 */
export function copyBundledDataset(prefix = 'e2e-dataset-'): string {
  const copy = mkdtempSync(path.join(tmpdir(), prefix))
  for (const file of ['production.ndjson', 'production.manifest.json', 'assets.json']) {
    if (existsSync(path.join(BUNDLED_DATASET, file))) {
      copyFileSync(path.join(BUNDLED_DATASET, file), path.join(copy, file))
    }
  }
  for (const folder of ['images', 'files']) {
    if (existsSync(path.join(BUNDLED_DATASET, folder))) {
      symlinkSync(path.join(BUNDLED_DATASET, folder), path.join(copy, folder), 'dir')
    }
  }
  return copy
}
