import type { NextApiRequest, NextApiResponse } from 'next'
import { serverEnv } from '@/lib/env'
import { robotsTxt } from '@/lib/seo/sitemap'

/** /robots.txt (rewritten here in next.config.ts), pointing crawlers at the sitemap. */
export default function robotsRoute(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    return res.status(405).json({ message: 'Use GET' })
  }
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'public, max-age=3600')
  res.status(200).send(robotsTxt(serverEnv().siteUrl))
}
