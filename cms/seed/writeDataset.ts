import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { DATASET_MANIFEST_FILE, toDatasetManifest } from '../lib/datasetManifest'
import type { ExportAssetManifest } from '../lib/exportAssets'
import type { StoredAsset } from './assetStore'

export const DOCUMENTS_FILE = 'production.ndjson'
export const ASSETS_FILE = 'assets.json'
const BINARY_FOLDERS = ['images', 'files'] as const

const byTypeThenId = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const left = `${a._type}\u0000${a._id}`
  const right = `${b._type}\u0000${b._id}`
  return left < right ? -1 : left > right ? 1 : 0
}

/** One document a line, sorted by type then id: the order stays put from build to build. */
export function toNdjson(documents: Record<string, unknown>[]): string {
  return [...documents]
    .sort(byTypeThenId)
    .map((document) => `${JSON.stringify(document)}\n`)
    .join('')
}

export function toAssetManifest(assets: StoredAsset[]): string {
  const manifest: ExportAssetManifest = {}
  for (const asset of assets) manifest[asset.path] = asset.info
  return `${JSON.stringify(manifest, null, 2)}\n`
}

/**
 * Writes a file only when its content changed, through a temporary file and a rename: the app's
 * embedded content source reloads on a changed modification time and must never read half a file.
 */
function writeIfChanged(file: string, content: string | Buffer): boolean {
  if (existsSync(file) && readFileSync(file).equals(Buffer.from(content))) return false
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, content)
  renameSync(temporary, file)
  return true
}

export interface WriteSummary {
  written: number
  removed: string[]
  bytes: { documents: number; assets: number; images: number; files: number }
}

/**
 * Writes the dataset folder: the binaries (new ones only: a name is its content's hash), then
 * assets.json, then production.ndjson and its manifest (count and checksum, so that a reader
 * can tell a complete file from one cut short), then removes binaries nothing references any more.
 */
export function writeDataset(
  outDir: string,
  documents: Record<string, unknown>[],
  assets: StoredAsset[],
): WriteSummary {
  for (const folder of BINARY_FOLDERS) mkdirSync(path.join(outDir, folder), { recursive: true })
  let written = 0
  const bytes = { documents: 0, assets: 0, images: 0, files: 0 }
  for (const asset of assets) {
    const file = path.join(outDir, asset.path)
    if (!existsSync(file) || statSync(file).size !== asset.buffer.length) {
      writeFileSync(file, asset.buffer)
      written++
    }
    bytes[asset.path.startsWith('images/') ? 'images' : 'files'] += asset.buffer.length
  }

  const manifest = toAssetManifest(assets)
  const ndjson = toNdjson(documents)
  if (writeIfChanged(path.join(outDir, ASSETS_FILE), manifest)) written++
  if (writeIfChanged(path.join(outDir, DOCUMENTS_FILE), ndjson)) written++
  if (writeIfChanged(path.join(outDir, DATASET_MANIFEST_FILE), toDatasetManifest(ndjson))) written++
  bytes.assets = Buffer.byteLength(manifest)
  bytes.documents = Buffer.byteLength(ndjson)

  const referenced = new Set(assets.map((asset) => asset.path))
  const removed: string[] = []
  for (const folder of BINARY_FOLDERS) {
    for (const name of readdirSync(path.join(outDir, folder)).sort()) {
      const relative = `${folder}/${name}`
      if (referenced.has(relative)) continue
      rmSync(path.join(outDir, relative), { force: true })
      removed.push(relative)
    }
  }
  return { written, removed, bytes }
}
