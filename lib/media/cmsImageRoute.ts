import path from 'node:path'
import type { NextApiRequest, NextApiResponse } from 'next'
import { EMBEDDED_PROJECT } from '@/cms/lib/exportAssets'
import { serverEnv } from '@/lib/env'
import { apiRoute } from '@/lib/http/apiRoute'
import { AssetIndexError, findDatasetImage, readDatasetImage } from '@/lib/media/datasetFiles'
import {
  fitToSource,
  parseImageTransform,
  transformImage,
  TransformError,
  variantKey,
} from '@/lib/media/imageTransform'
import {
  createTransformQueue,
  QueueFullError,
  TRANSFORM_CONCURRENCY,
  TRANSFORM_QUEUE_LENGTH,
} from '@/lib/media/transformQueue'
import { createVariantCache, type VariantCache } from '@/lib/media/variantCache'
import { sendApiMessage } from '@/lib/http/apiError'

const MIME = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const

/** The disk the encoded variants may take in the data folder. */
const CACHE_MAX_BYTES = 512 * 1024 * 1024

const queue = createTransformQueue<Buffer | null>({
  concurrency: TRANSFORM_CONCURRENCY,
  maxWaiting: TRANSFORM_QUEUE_LENGTH,
})
let cache: VariantCache | undefined
const variantCache = () =>
  (cache ??= createVariantCache(path.join(serverEnv().dataDir, 'image-variants'), {
    maxBytes: CACHE_MAX_BYTES,
  }))

/**
 * The bundled dataset's images, served with the URL scheme of Sanity's image CDN
 * (`/images/{project}/{dataset}/{file}?rect=…&w=…&h=…&fit=crop`), so one URL builder serves
 * both modes. Only the variants the site's own URLs ask for are served (lib/media/imageVariants),
 * each encoded once into the data folder's cache, a few at a time (lib/media/transformQueue);
 * 503 with Retry-After when too many wait. The names are content hashes: a response never
 * changes, so it is cached for good.
 */
async function cmsImage(req: NextApiRequest, res: NextApiResponse) {
  const segments = Array.isArray(req.query.path) ? req.query.path : []
  const [kind, projectId, dataset, name] = segments
  const { projectId: embeddedProject, dataset: embeddedDataset } = EMBEDDED_PROJECT
  if (
    segments.length !== 4 ||
    kind !== 'images' ||
    projectId !== embeddedProject ||
    dataset !== embeddedDataset
  ) {
    return sendApiMessage(req, res, 404, 'noSuchImage')
  }
  try {
    const asked = parseImageTransform(new URL(req.url ?? '', 'http://localhost').searchParams)
    const source = await findDatasetImage(name ?? '')
    if (source === null) return sendApiMessage(req, res, 404, 'noSuchImage')
    const transform = fitToSource(asked, source)
    const key = variantKey(source.name, transform)
    const output =
      (await variantCache().get(key)) ??
      (await queue.run(key, async () => {
        const original = await readDatasetImage(source)
        if (original === null) return null
        const encoded = await transformImage(original, transform)
        await variantCache().put(key, encoded)
        return encoded
      }))
    if (output === null) return sendApiMessage(req, res, 404, 'noSuchImage')
    res.setHeader('Content-Type', MIME[transform.format])
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    res.setHeader('Content-Length', output.length)
    return res.status(200).send(req.method === 'HEAD' ? '' : output)
  } catch (error) {
    if (error instanceof TransformError) return res.status(400).json({ message: error.message })
    if (error instanceof QueueFullError) {
      res.setHeader('Retry-After', String(error.retryAfterSeconds))
      res.setHeader('Cache-Control', 'no-store')
      return res.status(503).json({ message: error.message })
    }
    if (error instanceof AssetIndexError) {
      console.error(`${error.message}:`, error.cause)
      res.setHeader('Retry-After', '30')
      res.setHeader('Cache-Control', 'no-store')
      return res.status(503).json({ message: error.message })
    }
    throw error
  }
}

export const cmsImageRoute = apiRoute({ GET: cmsImage, HEAD: cmsImage })
