import type { NextApiRequest, NextApiResponse } from 'next'
import { sendApiMessage } from '@/lib/http/apiError'
import { apiRoute } from '@/lib/http/apiRoute'
import { logToServerLog } from '@/lib/http/logError'
import { isLang } from '@/lib/i18n/lang'
import { SVG_POLICY } from '@/lib/security/svgPolicy'
import type { OpenedKitFile, PressKitStore } from './pressKitStore'

// A kit's address names no revision (the press room's links stay the same across publishes):
// caches keep a file a few minutes and then ask again, answered 304 while the kit is the same.
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=60'
// The names a kit gives its files (buildPressKit.ts); anything else is no file of the kit.
const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,150}\.[a-z]{2,4}$/

/** The validator of a file: the kit's revision names its content, the name the file in it. */
const etagOf = (file: OpenedKitFile) => `"${file.kit.revision}-${file.name}"`

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const each = tag.trim()
    return each === '*' || each === etag || each === `W/${etag}`
  })
}

async function send(req: NextApiRequest, res: NextApiResponse, file: OpenedKitFile) {
  const etag = etagOf(file)
  res.setHeader('ETag', etag)
  res.setHeader('Cache-Control', CACHE_CONTROL)
  if (matches(req.headers['if-none-match'], etag)) {
    await file.handle.close()
    return res.status(304).end()
  }
  const saveAs = `${file.kit.downloadPrefix}${file.name}`
  res.setHeader('Content-Type', file.mimeType)
  res.setHeader('Content-Length', file.size)
  res.setHeader('Content-Disposition', `attachment; filename="${saveAs}"`)
  res.setHeader('Content-Language', file.kit.lang)
  // An SVG opened on its own runs with the site's origin unless sandboxed.
  if (file.mimeType === 'image/svg+xml') res.setHeader('Content-Security-Policy', SVG_POLICY)
  res.status(200)
  if (req.method === 'HEAD') {
    await file.handle.close()
    return res.end()
  }
  const stream = file.handle.createReadStream()
  await new Promise<void>((resolve, reject) => {
    stream.on('error', reject)
    res.on('close', resolve)
    stream.pipe(res)
  })
}

/**
 * `GET /api/press-kit/{file}?lang=th|en`: one file of the language's press kit, or its ZIP
 * (`press-kit-th.zip`), as a download. A missing or repeated language is 400, a name the kit does
 * not list 404 (in the kit's language), a content source or build that fails 503; GET and HEAD
 * only. The kit is built once per content revision (pressKitStore.ts), never per request.
 */
export function createPressKitRoute(store: () => PressKitStore) {
  async function pressKitFile(req: NextApiRequest, res: NextApiResponse) {
    const { lang, name } = req.query
    if (typeof lang !== 'string' || !isLang(lang)) {
      res.setHeader('Cache-Control', 'no-store')
      return sendApiMessage(req, res, 400, 'langRequired')
    }
    if (typeof name !== 'string' || !FILE_NAME.test(name)) {
      res.setHeader('Cache-Control', 'no-store')
      return sendApiMessage(req, res, 404, 'noSuchFile', lang)
    }
    let file: OpenedKitFile | null
    try {
      file = await store().file(lang, name)
    } catch (error) {
      logToServerLog(`The press kit (${lang}) cannot be built:`, error)
      res.setHeader('Cache-Control', 'no-store')
      res.setHeader('Retry-After', '30')
      return sendApiMessage(req, res, 503, 'pressKitUnavailable', lang)
    }
    if (file === null) {
      res.setHeader('Cache-Control', 'no-store')
      return sendApiMessage(req, res, 404, 'noSuchFile', lang)
    }
    return send(req, res, file)
  }
  return apiRoute({ GET: pressKitFile, HEAD: pressKitFile })
}
