/**
 * Builds the bundled dataset (cms/dataset/) from the content modules (cms/seed/content/), as
 * FORMAT.md describes. Run from cms/: `node --import tsx seed/build.ts` (npm run dataset:generate).
 * Not `sanity exec`: since Sanity CLI 8 it runs a script as an ES module (Vite's module runner),
 * and the seed's modules are CommonJS as jest loads them (__dirname, require).
 *
 * SEED_CONTENT  folder of the content modules (default seed/content); e.g. seed/fixtures
 * SEED_OUT      dataset folder to write (default dataset); required with another SEED_CONTENT,
 *               so that trial content never replaces the real dataset
 * SEED_CACHE    folder keeping drawn images between builds (default
 *               node_modules/.cache/cms-seed); `off` draws every image afresh
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { schemaTypes } from '../schemas'
import { countByType, generateDataset } from './generateDataset'
import { cachedRenderer, defaultCacheDir } from './renderCache'
import { writeDataset } from './writeDataset'

const DEFAULT_CONTENT = path.join(__dirname, 'content')
const DEFAULT_OUT = path.join(__dirname, '..', 'dataset')

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

async function main() {
  const started = Date.now()
  const contentDir = path.resolve(process.env.SEED_CONTENT || DEFAULT_CONTENT)
  const outDir = path.resolve(process.env.SEED_OUT || DEFAULT_OUT)
  if (contentDir !== DEFAULT_CONTENT && outDir === DEFAULT_OUT) {
    throw new Error('SEED_CONTENT is not the real content: set SEED_OUT to another folder')
  }

  // Loaded by path (not a static import) so that SEED_CONTENT can point at a fixture.
  const content = createRequire(__filename)(contentDir) as Record<string, unknown>
  const cacheDir = process.env.SEED_CACHE || defaultCacheDir()
  const renderImage = cacheDir && cacheDir !== 'off' ? cachedRenderer(cacheDir) : undefined
  const { documents, assets } = await generateDataset(content, schemaTypes, { renderImage })
  const generated = Date.now()
  const summary = writeDataset(outDir, documents, assets)

  const images = assets.filter((asset) => asset.path.startsWith('images/')).length
  console.log(`Dataset written to ${path.relative(process.cwd(), outDir) || '.'}`)
  for (const [type, count] of Object.entries(countByType(documents))) {
    console.log(`  ${type.padEnd(18)} ${String(count).padStart(4)}`)
  }
  console.log(`  ${'documents'.padEnd(18)} ${String(documents.length).padStart(4)}`)
  console.log(
    `  production.ndjson ${kilobytes(summary.bytes.documents)}, assets.json ${kilobytes(summary.bytes.assets)}`,
  )
  console.log(
    `  images ${images} (${kilobytes(summary.bytes.images)}), files ${assets.length - images} (${kilobytes(summary.bytes.files)})`,
  )
  console.log(
    `  ${summary.written} file(s) written, ${summary.removed.length} unreferenced removed`,
  )
  console.log(`  generated in ${generated - started} ms, written in ${Date.now() - generated} ms`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
