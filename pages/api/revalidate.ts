import type { NextApiRequest, NextApiResponse } from 'next'
import { serverEnv } from '@/lib/env'
import { builtPages } from '@/lib/revalidation/builtPages'
import { contentDocumentFinder } from '@/lib/revalidation/documentFinder'
import { revalidateDocument } from '@/lib/revalidation/revalidateDocument'
import type { RevalidationReport } from '@/lib/revalidation/revalidatePaths'
import {
  BodyTooLargeError,
  SIGNATURE_HEADER_NAME,
  checkWebhook,
  readRawBody,
} from '@/lib/revalidation/webhook'
import { invalidateSearchIndex } from '@/lib/search/siteSearch'

// The signature covers the raw bytes, so Next must not parse the body first.
export const config = { api: { bodyParser: false } }

type Answer = RevalidationReport | { message: string }

/**
 * Sanity's webhook (see "Instant updates" in the README): refreshes every page, in both
 * languages, that shows the changed document, and the site search's index, and answers with what
 * was and was not refreshed.
 */
export default async function revalidateRoute(req: NextApiRequest, res: NextApiResponse<Answer>) {
  res.setHeader('Cache-Control', 'no-store')
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST')
    return res.status(405).json({ message: 'Use POST' })
  }
  let body: string
  try {
    body = await readRawBody(req)
  } catch (error) {
    if (error instanceof BodyTooLargeError) return res.status(413).json({ message: error.message })
    throw error
  }
  const signature = req.headers[SIGNATURE_HEADER_NAME]
  const check = await checkWebhook(body, signature, serverEnv().webhookSecret)
  if (!check.ok) return res.status(check.status).json({ message: check.message })

  // The site search shows documents of every type (a brand's name is in its products' results).
  invalidateSearchIndex()
  const report = await revalidateDocument(check.document, {
    finder: contentDocumentFinder(),
    hasPage: builtPages(),
    revalidate: (path) => res.revalidate(path),
  })
  return res.status(200).json(report)
}
