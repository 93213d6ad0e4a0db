import type { NextApiRequest, NextApiResponse } from 'next'
import { sameSitePath } from '@/lib/preview/previewRequest'

/** Ends the preview (the banner's link) and goes back to the page, now as visitors see it. */
export default function exitPreviewRoute(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET')
    return res.status(405).json({ message: 'Use GET' })
  }
  const path = req.query.path === undefined ? '/' : sameSitePath(req.query.path)
  if (path === null) return res.status(400).json({ message: 'path must be a path of this site' })
  res.clearPreviewData()
  return res.redirect(307, path)
}
