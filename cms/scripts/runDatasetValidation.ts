import { spawnSync } from 'node:child_process'
import path from 'node:path'

const CMS_DIR = path.join(process.cwd(), 'cms')
// Sanity's CLI entry point, run on this process's Node: node_modules/.bin/sanity would run on
// whichever `node` comes first on the PATH.
const SANITY_CLI = path.join(process.cwd(), 'node_modules', 'sanity', 'bin', 'sanity')

/**
 * Runs scripts/validateDataset.ts over the dataset in `datasetDir` as `npm run dataset:validate`
 * does (Sanity's validateDocument on each document); for tests, which read its output.
 */
export function runDatasetValidation(datasetDir: string) {
  return spawnSync(
    process.execPath,
    [SANITY_CLI, 'exec', 'scripts/validateDataset.ts', '--mock-browser-env'],
    {
      cwd: CMS_DIR,
      env: { ...process.env, DATASET_DIR: datasetDir },
      encoding: 'utf8',
      timeout: 170_000,
    },
  )
}
