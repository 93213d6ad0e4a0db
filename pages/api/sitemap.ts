import type { NextApiRequest, NextApiResponse } from 'next'
import { serverEnv } from '@/lib/env'
import { loadSitemapEntries } from '@/lib/seo/loadSitemap'
import { sitemapXml } from '@/lib/seo/sitemap'

/** /sitemap.xml (rewritten here in next.config.ts): every public page in Thai and English. */
export default async function sitemapRoute(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    return res.status(405).json({ message: 'Use GET' })
  }
  const xml = sitemapXml(serverEnv().siteUrl, await loadSitemapEntries())
  res.setHeader('Content-Type', 'application/xml; charset=utf-8')
  // Crawlers may keep it for the ISR interval; the content source is read at most that often.
  res.setHeader('Cache-Control', `public, max-age=0, s-maxage=${serverEnv().revalidateSeconds}`)
  res.status(200).send(xml)
}
