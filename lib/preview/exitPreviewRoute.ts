import type { NextApiRequest, NextApiResponse } from 'next'
import { apiRoute } from '@/lib/http/apiRoute'
import { sameSitePath } from '@/lib/preview/previewRequest'

/** Ends the preview (the banner's link) and goes back to the page, now as visitors see it. */
function closePreview(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  const path = req.query.path === undefined ? '/' : sameSitePath(req.query.path)
  if (path === null) return res.status(400).json({ message: 'path must be a path of this site' })
  res.clearPreviewData()
  return res.redirect(307, path)
}

export const exitPreviewRoute = apiRoute({ GET: closePreview })
