import type { IncomingMessage, ServerResponse } from 'node:http'
import { serverEnv } from '@/lib/env'
import { isAllowedMethod } from '@/lib/http/allowedMethods'
import { apiMessage, requestLang } from '@/lib/http/apiMessage'
import { loadSitemapEntries } from './loadSitemap'
import { robotsTxt, sitemapXml } from './sitemap'

/** Anything but GET and HEAD: 405 with what is allowed. Returns whether it answered. */
export function refusedMethod(req: IncomingMessage, res: ServerResponse): boolean {
  const allowed = ['GET', 'HEAD']
  if (isAllowedMethod(req, res, allowed)) return false
  const values = { method: req.method ?? '', allowed: allowed.join(', ') }
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.end(JSON.stringify({ message: apiMessage(requestLang(req), 'methodNotAllowed', values) }))
  return true
}

/** Answers 200 with `body` (its headers only to HEAD). */
export function send(req: IncomingMessage, res: ServerResponse, contentType: string, body: string) {
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
