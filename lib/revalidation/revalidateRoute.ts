import type { NextApiRequest, NextApiResponse } from 'next'
import { serverEnv } from '@/lib/env'
import { apiRoute } from '@/lib/http/apiRoute'
import { readRawBody } from '@/lib/http/body'
import { builtPages } from '@/lib/revalidation/builtPages'
import { contentDocumentFinder } from '@/lib/revalidation/documentFinder'
import { revalidateDocument } from '@/lib/revalidation/revalidateDocument'
import { reportStatus, type RevalidationReport } from '@/lib/revalidation/revalidatePaths'
import { LaneFullError, createRevalidationLane } from '@/lib/revalidation/revalidationLane'
import { usedSignatureStore } from '@/lib/revalidation/usedSignatures'
import {
  SIGNATURE_HEADER_NAME,
  WEBHOOK_MAX_BODY_BYTES,
  checkWebhook,
} from '@/lib/revalidation/webhook'
import { invalidateSearchIndex } from '@/lib/search/siteSearch'
import { keepOldAddress } from '@/lib/redirects/keepOldAddress'
import { requestPublicationReplan } from '@/lib/publication/replan'
import { selectionExpiry } from '@/lib/cache/selectionExpiry'
import { sharedRedis } from '@/lib/redis/redisConnection'

type Answer = RevalidationReport | { message: string }

// One lane per server process; the used signatures are shared by every instance when REDIS_URL
// is set (usedSignatureStore).
const lane = createRevalidationLane()
// When the lane or the signature store is full: Sanity retries a 503 later by itself.
const BUSY_RETRY_AFTER_SECONDS = '30'

/**
 * Sanity's webhook (see "Instant updates" in docs/operations.md): refreshes every page, in both
 * languages, that shows the changed document, and the site search's index, and answers with what
 * was and was not refreshed: 200 all of it, 207 part of it, 503 none of it (so Sanity retries).
 * A signature is accepted once, and only for 5 minutes after it was made.
 */
async function revalidateFromWebhook(req: NextApiRequest, res: NextApiResponse<Answer>) {
  res.setHeader('Cache-Control', 'no-store')
  // An oversized body is answered 413 by apiRoute.
  const body = await readRawBody(req, WEBHOOK_MAX_BODY_BYTES)
  const signature = req.headers[SIGNATURE_HEADER_NAME]
  const usedSignatures = usedSignatureStore()
  const check = await checkWebhook(body, signature, {
    secret: serverEnv().webhookSecret,
    usedSignatures,
  })
  if (!check.ok) {
    if (check.status === 503) res.setHeader('Retry-After', BUSY_RETRY_AFTER_SECONDS)
    return res.status(check.status).json({ message: check.message })
  }

  // Whatever is not answered 2xx is retried by Sanity, with the same signature or a new one:
  // only a handled call keeps its signature used.
  let isHandled = false
  try {
    // A moved page's old address redirects to its new one (lib/redirects), recorded before the
    // search index's announcement below, which is what makes the other instances read it.
    const kept = await keepOldAddress(check.document)
    if (!kept.ok) {
      res.setHeader('Retry-After', BUSY_RETRY_AFTER_SECONDS)
      return res.status(503).json({ message: kept.message })
    }
    // The site search shows documents of every type (a brand's name is in its products' results).
    await invalidateSearchIndex()
    // It may have a "public from" (set, moved or cleared): the site's own schedule reads it now.
    requestPublicationReplan()
    const report = await revalidateDocument(check.document, {
      finder: contentDocumentFinder(),
      hasPage: builtPages(),
      revalidate: (path) => res.revalidate(path),
      lane,
      expireSelections: (lists) => selectionExpiry(sharedRedis()).expire(lists),
    })
    if (kept.refused) report.failed.push(kept.refused)
    const status = reportStatus(report)
    isHandled = status < 500
    return res.status(status).json(report)
  } catch (error) {
    if (!(error instanceof LaneFullError)) throw error
    res.setHeader('Retry-After', BUSY_RETRY_AFTER_SECONDS)
    return res.status(503).json({ message: error.message })
  } finally {
    if (!isHandled) await usedSignatures.release(check.signatureId)
  }
}

export const revalidateRoute = apiRoute({ POST: revalidateFromWebhook })
