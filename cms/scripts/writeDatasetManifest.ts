// Writes production.manifest.json for the dataset's production.ndjson as it is now: for a dataset
// exported by other means (`sanity dataset export`, an editor's copy) that is known to be complete.
// `npm run dataset:generate` writes the manifest itself.
// Run: npm run dataset:manifest (cd cms && npx sanity exec scripts/writeDatasetManifest.ts)
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DATASET_MANIFEST_FILE, datasetManifestOf, toDatasetManifest } from '../lib/datasetManifest'

const datasetDir = process.env.DATASET_DIR || path.join(process.cwd(), 'dataset')
const ndjson = readFileSync(path.join(datasetDir, 'production.ndjson'))
const file = path.join(datasetDir, DATASET_MANIFEST_FILE)
// Through a rename, like the export: the site never reads half a manifest.
writeFileSync(`${file}.tmp`, toDatasetManifest(ndjson))
renameSync(`${file}.tmp`, file)
const { documents, sha256 } = datasetManifestOf(ndjson)
console.log(`${path.relative(process.cwd(), file)}: ${documents} documents, sha256 ${sha256}`)
