import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { DATASET_DIR } from '@/lib/content/embeddedSource'
import type { ExportAssetManifest } from '@/cms/lib/exportAssets'
import { serverEnv } from '@/lib/env'

// Content-addressed names as the export writes them: nothing else (no "..", no slashes) is read.
const IMAGE_NAME = /^[a-f0-9]{8,64}-\d{1,5}x\d{1,5}\.(webp|png|jpg)$/
const FILE_NAME = /^[a-f0-9]{8,64}\.(pdf)$/

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

/** A bundled image's bytes, or null when the name is not an image of the dataset. */
export function readDatasetImage(name: string): Promise<Buffer | null> {
  if (!IMAGE_NAME.test(name)) return Promise.resolve(null)
  return readIfPresent(path.join(datasetDir(), 'images', name))
}

/** A bundled file's bytes and original name, or null when it is not a file of the dataset. */
export async function readDatasetFile(
  name: string,
): Promise<{ bytes: Buffer; filename: string } | null> {
  if (!FILE_NAME.test(name)) return null
  const bytes = await readIfPresent(path.join(datasetDir(), 'files', name))
  if (bytes === null) return null
  const manifestBytes = await readIfPresent(path.join(datasetDir(), 'assets.json'))
  const manifest: ExportAssetManifest = manifestBytes
    ? JSON.parse(manifestBytes.toString('utf8'))
    : {}
  return { bytes, filename: manifest[`files/${name}`]?.originalFilename ?? name }
}
