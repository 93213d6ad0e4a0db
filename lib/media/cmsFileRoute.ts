import type { NextApiRequest, NextApiResponse } from 'next'
import { apiRoute } from '@/lib/http/apiRoute'
import { AssetIndexError, readDatasetFile } from '@/lib/media/datasetFiles'
import { sendApiMessage } from '@/lib/http/apiError'
import { SVG_POLICY } from '@/lib/security/svgPolicy'

/**
 * The bundled dataset's files (investor documents, brands' SVG logos), downloadable under their
 * original name. An SVG is a download in a sandbox: opened in a tab, its scripts never run here.
 */
async function cmsFile(req: NextApiRequest, res: NextApiResponse) {
  let file
  try {
    file = await readDatasetFile(String(req.query.name ?? ''))
  } catch (error) {
    if (!(error instanceof AssetIndexError)) throw error
    // The dataset is being replaced or was cut short: unavailable for now, not the request wrong.
    console.error(`${error.message}:`, error.cause)
    res.setHeader('Retry-After', '30')
    res.setHeader('Cache-Control', 'no-store')
    return res.status(503).json({ message: error.message })
  }
  if (file === null) return sendApiMessage(req, res, 404, 'noSuchFile')
  const filename = file.filename.replace(/[^\w.-]+/g, '_')
  const isSvg = file.mimeType === 'image/svg+xml'
  res.setHeader('Content-Type', file.mimeType)
  res.setHeader('Content-Disposition', `${isSvg ? 'attachment' : 'inline'}; filename="${filename}"`)
  if (isSvg) res.setHeader('Content-Security-Policy', SVG_POLICY)
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  res.setHeader('Content-Length', file.bytes.length)
  return res.status(200).send(req.method === 'HEAD' ? '' : file.bytes)
}

export const cmsFileRoute = apiRoute({ GET: cmsFile, HEAD: cmsFile })
