import { EMBEDDED_FILE_BASE, EMBEDDED_IMAGE_BASE } from '@/cms/lib/exportAssets'
import { findDatasetImage, readDatasetFile, readDatasetImage } from '@/lib/media/datasetFiles'

/** An asset's original bytes: the file as uploaded, never a resized variant. */
export type ReadAsset = (url: string) => Promise<Buffer>

// The largest original the kit takes from a content source: a picture past this is a mistake
// in the content, not something to hold in memory while the kit is built.
const MAX_ASSET_BYTES = 50 * 1024 * 1024
const FETCH_TIMEOUT_MS = 30_000

/** The bundled dataset's file behind an embedded asset URL, or null when the URL is not one. */
async function readEmbedded(url: string): Promise<Buffer | null> {
  const name = url.slice(url.lastIndexOf('/') + 1)
  if (url.startsWith(`${EMBEDDED_IMAGE_BASE}/`)) {
    const image = await findDatasetImage(name)
    return image && readDatasetImage(image)
  }
  if (url.startsWith(`${EMBEDDED_FILE_BASE}/`)) return (await readDatasetFile(name))?.bytes ?? null
  throw new Error(`Not an asset URL: ${url}`)
}

/**
 * Reads an asset by its `url` as the content source gives it: the bundled dataset's files in
 * embedded mode, Sanity's CDN otherwise (an asset's plain URL is its original file). Throws when
 * the asset cannot be read: the kit is then not built, and the last one stays.
 */
export const readAsset: ReadAsset = async (url) => {
  if (url.startsWith('/')) {
    const bytes = await readEmbedded(url)
    if (bytes === null) throw new Error(`The dataset has no file for ${url}`)
    return bytes
  }
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const length = Number(response.headers.get('content-length') ?? 0)
  if (length > MAX_ASSET_BYTES) throw new Error(`${url} is larger than the kit takes`)
  const bytes = Buffer.from(await response.arrayBuffer())
  if (bytes.length > MAX_ASSET_BYTES) throw new Error(`${url} is larger than the kit takes`)
  return bytes
}
