import type { NextApiRequest, NextApiResponse } from 'next'
import { createClient } from '@sanity/client'
import { urlSearchParamPreviewSecret, validatePreviewUrl } from '@sanity/preview-url-secret'
import { apiRoute } from '@/lib/http/apiRoute'
import { serverEnv, type SanityConfig } from '@/lib/env'
import { isPreviewSecret, previewPath, sameSitePath } from '@/lib/preview/previewRequest'

// A preview left open is closed by the browser after an hour.
const PREVIEW_MAX_AGE_SECONDS = 60 * 60

function startPreview(res: NextApiResponse, path: string) {
  res.setPreviewData({}, { maxAge: PREVIEW_MAX_AGE_SECONDS })
  return res.redirect(307, path)
}

/** The client Presentation's secret is checked with: drafts need the read token. */
function secretClient(sanity: SanityConfig) {
  return createClient({
    projectId: sanity.projectId,
    dataset: sanity.dataset,
    apiVersion: sanity.apiVersion,
    token: sanity.readToken,
    useCdn: false,
    ...(sanity.apiHost ? { apiHost: sanity.apiHost, useProjectHostname: false } : {}),
  })
}

/**
 * The Studio's Presentation tool opens its frame here with a secret it has just written to the
 * project (a `sanity.previewUrlSecret` draft, valid for an hour): the secret is checked against
 * the project, then the page Presentation asked for (`sanity-preview-pathname`) opens in
 * preview. Without a project there is no Presentation tool (the /studio guide says how to
 * connect one), so the request is refused with that reason.
 */
async function openPresentationPreview(req: NextApiRequest, res: NextApiResponse) {
  const { sanity } = serverEnv()
  if (!sanity?.readToken) {
    return res.status(404).json({
      message:
        'The Presentation tool needs a Sanity project: set SANITY_PROJECT_ID, SANITY_DATASET and SANITY_READ_TOKEN',
    })
  }
  let result: Awaited<ReturnType<typeof validatePreviewUrl>>
  try {
    result = await validatePreviewUrl(secretClient(sanity), req.url ?? '/')
  } catch (error) {
    console.error('The preview-url secret could not be checked with the Sanity project', error)
    return res
      .status(502)
      .json({ message: 'The Sanity project could not be asked to check the secret' })
  }
  const { isValid, redirectTo } = result
  if (!isValid) return res.status(401).json({ message: 'Invalid secret' })
  const path = sameSitePath(redirectTo ?? '/')
  if (path === null) return res.status(400).json({ message: 'path must be a path of this site' })
  return startPreview(res, path)
}

/**
 * An editor's preview: `/api/preview?secret=…&lang=th&path=/products/x` (the Studio's "Open
 * preview", in Thai or English) or `…&path=/en/home` turns on Next's preview mode (pages then
 * read drafts, render on every request, are never cached and carry the visual-editing
 * markers) and opens the page. Presentation's own secret (`sanity-preview-secret`) is checked
 * against the project instead.
 */
async function openPreview(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  if (req.query[urlSearchParamPreviewSecret] !== undefined) return openPresentationPreview(req, res)
  if (!isPreviewSecret(req.query.secret, serverEnv().previewSecret)) {
    return res.status(401).json({ message: 'Invalid secret' })
  }
  const path = previewPath(req.query.path, req.query.lang)
  if ('error' in path) return res.status(400).json({ message: path.error })
  return startPreview(res, path.path)
}

export const previewRoute = apiRoute({ GET: openPreview })
