import type { NextApiRequest, NextApiResponse } from 'next'
import { readDatasetFile } from '@/lib/media/datasetFiles'

/** The bundled dataset's files (investor documents), downloadable under their original name. */
export default async function cmsFile(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    return res.status(405).json({ message: 'Method not allowed' })
  }
  const file = await readDatasetFile(String(req.query.name ?? ''))
  if (file === null) return res.status(404).json({ message: 'No such file' })
  const filename = file.filename.replace(/[^\w.-]+/g, '_')
  res.setHeader('Content-Type', 'application/pdf')
  res.setHeader('Content-Disposition', `inline; filename="${filename}"`)
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  res.setHeader('Content-Length', file.bytes.length)
  return res.status(200).send(req.method === 'HEAD' ? '' : file.bytes)
}
