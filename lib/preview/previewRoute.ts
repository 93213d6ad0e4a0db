import type { NextApiRequest, NextApiResponse } from 'next'
import { apiRoute } from '@/lib/http/apiRoute'
import { serverEnv } from '@/lib/env'
import { isPreviewSecret, sameSitePath } from '@/lib/preview/previewRequest'

// A preview left open is closed by the browser after an hour.
const PREVIEW_MAX_AGE_SECONDS = 60 * 60

/**
 * An editor's preview link: `/api/preview?secret=…&path=/en/home` turns on Next's preview
 * mode (pages then read drafts, render on every request and are never cached) and opens the
 * page.
 */
function openPreview(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  if (!isPreviewSecret(req.query.secret, serverEnv().previewSecret)) {
    return res.status(401).json({ message: 'Invalid secret' })
  }
  const path = sameSitePath(req.query.path)
  if (path === null) return res.status(400).json({ message: 'path must be a path of this site' })
  res.setPreviewData({}, { maxAge: PREVIEW_MAX_AGE_SECONDS })
  return res.redirect(307, path)
}

export const previewRoute = apiRoute({ GET: openPreview })
