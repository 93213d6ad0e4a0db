import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { DATASET_DIR } from '@/lib/content/embeddedSource'
import type { ExportAssetManifest } from '@/cms/lib/exportAssets'
import { serverEnv } from '@/lib/env'

// Content-addressed names as the export writes them: nothing else (no "..", no slashes) is read.
const IMAGE_NAME = /^[a-f0-9]{8,64}-(\d{1,5})x(\d{1,5})\.(webp|png|jpg)$/
const FILE_NAME = /^[a-f0-9]{8,64}\.(pdf|svg)$/

/**
 * The dataset's asset index (`assets.json`) exists but cannot be read or parsed (cut short by
 * an export in progress, a full disk): the routes answer 503, the dataset is unavailable, not
 * the request wrong.
 */
export class AssetIndexError extends Error {
  constructor(cause: unknown) {
    super("The dataset's asset index cannot be read; try again shortly", { cause })
  }
}

function datasetDir(): string {
  return serverEnv().datasetDir ?? DATASET_DIR
}

async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await readFile(/*turbopackIgnore: true*/ file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

let indexCache: { version: string; index: ExportAssetManifest | null } | undefined

/**
 * The asset index, parsed once until the file changes; null when the dataset has none (then a
 * file's presence is enough). Throws AssetIndexError when it is there and unreadable.
 */
async function assetIndex(): Promise<ExportAssetManifest | null> {
  const file = path.join(datasetDir(), 'assets.json')
  try {
    const found = await stat(/*turbopackIgnore: true*/ file).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    })
    if (found === null) return null
    const version = `${file}:${found.mtimeMs}:${found.size}`
    if (indexCache?.version !== version) {
      const bytes = await readIfPresent(file)
      const index = bytes === null ? null : (JSON.parse(bytes.toString('utf8')) as unknown)
      if (index !== null && (typeof index !== 'object' || Array.isArray(index))) {
        throw new Error('assets.json is not an object')
      }
      indexCache = { version, index: index as ExportAssetManifest | null }
    }
    return indexCache.index
  } catch (error) {
    throw new AssetIndexError(error)
  }
}

/** One of the dataset's images: its name (a content hash and its size) and pixel size. */
export interface DatasetImage {
  name: string
  width: number
  height: number
}

/**
 * A bundled image by file name, or null when the name is not an image the dataset lists.
 * Reads the index, not the image: a cached variant needs nothing more.
 */
export async function findDatasetImage(name: string): Promise<DatasetImage | null> {
  const match = IMAGE_NAME.exec(name)
  if (!match) return null
  const index = await assetIndex()
  const info = index?.[`images/${name}`]
  if (index !== null && info === undefined) return null
  return {
    name,
    width: info?.width ?? Number(match[1]),
    height: info?.height ?? Number(match[2]),
  }
}

/** The bytes of an image `findDatasetImage` found, or null when its file is missing. */
export function readDatasetImage(image: DatasetImage): Promise<Buffer | null> {
  return readIfPresent(path.join(datasetDir(), 'images', image.name))
}

const MIME_TYPES: Record<string, string> = { pdf: 'application/pdf', svg: 'image/svg+xml' }

/** A bundled file: its bytes, original name and type. */
export interface DatasetFile {
  bytes: Buffer
  filename: string
  mimeType: string
}

/** A bundled file's bytes and original name, or null when it is not a file of the dataset. */
export async function readDatasetFile(name: string): Promise<DatasetFile | null> {
  const match = FILE_NAME.exec(name)
  if (!match) return null
  const bytes = await readIfPresent(path.join(datasetDir(), 'files', name))
  if (bytes === null) return null
  const index = await assetIndex()
  return {
    bytes,
    filename: index?.[`files/${name}`]?.originalFilename ?? name,
    mimeType: MIME_TYPES[match[1]!]!,
  }
}
