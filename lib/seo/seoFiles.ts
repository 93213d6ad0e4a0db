import type { IncomingMessage, ServerResponse } from 'node:http'
import { serverEnv } from '@/lib/env'
import { loadSitemapEntries } from './loadSitemap'
import { robotsTxt, sitemapXml } from './sitemap'

/** Anything but GET and HEAD: 405 with what is allowed. Returns whether it answered. */
function refusedMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false
  res.statusCode = 405
  res.setHeader('Allow', 'GET, HEAD')
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.end(JSON.stringify({ message: 'Use GET' }))
  return true
}

function send(req: IncomingMessage, res: ServerResponse, contentType: string, body: string) {
  res.statusCode = 200
  res.setHeader('Content-Type', contentType)
  res.setHeader('Content-Length', Buffer.byteLength(body))
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** /sitemap.xml: every public page in Thai and English. */
export async function sendSitemap(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (refusedMethod(req, res)) return
  const { siteUrl, revalidateSeconds } = serverEnv()
  const xml = sitemapXml(siteUrl, await loadSitemapEntries())
  // Crawlers may keep it for the ISR interval; the content source is read at most that often.
  res.setHeader('Cache-Control', `public, max-age=0, s-maxage=${revalidateSeconds}`)
  send(req, res, 'application/xml; charset=utf-8', xml)
}

/** /robots.txt, pointing crawlers at the sitemap. */
export function sendRobots(req: IncomingMessage, res: ServerResponse): void {
  if (refusedMethod(req, res)) return
  res.setHeader('Cache-Control', 'public, max-age=3600')
  send(req, res, 'text/plain; charset=utf-8', robotsTxt(serverEnv().siteUrl))
}
