import type { NextApiRequest, NextApiResponse } from 'next'
import { EMBEDDED_PROJECT } from '@/cms/lib/exportAssets'
import { readDatasetImage } from '@/lib/media/datasetFiles'
import { parseImageTransform, transformImage, TransformError } from '@/lib/media/imageTransform'

const MIME = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const

/**
 * The bundled dataset's images, served with the URL scheme of Sanity's image CDN
 * (`/images/{project}/{dataset}/{file}?rect=…&w=…&h=…&fit=crop`), so one URL builder serves
 * both modes. The names are content hashes: a response never changes, so it is cached for good.
 */
export default async function cmsImage(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    return res.status(405).json({ message: 'Method not allowed' })
  }
  const segments = Array.isArray(req.query.path) ? req.query.path : []
  const [kind, projectId, dataset, name] = segments
  const { projectId: embeddedProject, dataset: embeddedDataset } = EMBEDDED_PROJECT
  if (
    segments.length !== 4 ||
    kind !== 'images' ||
    projectId !== embeddedProject ||
    dataset !== embeddedDataset
  ) {
    return res.status(404).json({ message: 'No such image' })
  }
  let transform
  try {
    transform = parseImageTransform(new URL(req.url ?? '', 'http://localhost').searchParams)
  } catch (error) {
    if (error instanceof TransformError) return res.status(400).json({ message: error.message })
    throw error
  }
  const original = await readDatasetImage(name ?? '')
  if (original === null) return res.status(404).json({ message: 'No such image' })
  const output = await transformImage(original, transform)
  res.setHeader('Content-Type', MIME[transform.format])
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  res.setHeader('Content-Length', output.length)
  return res.status(200).send(req.method === 'HEAD' ? '' : output)
}
