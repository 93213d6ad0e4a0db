import type { NextApiRequest, NextApiResponse } from 'next'
import {
  fetchScheduled,
  publicFromMs,
  type ScheduledDocument,
} from '@/lib/content/publicationClock'
import { contentSource } from '@/lib/content/source'
import { apiRoute } from '@/lib/http/apiRoute'
import { readRawBody } from '@/lib/http/body'
import { builtPages } from '@/lib/revalidation/builtPages'
import { contentDocumentFinder } from '@/lib/revalidation/documentFinder'
import { revalidateDocument, type RevalidationContext } from '@/lib/revalidation/revalidateDocument'
import { reportStatus, type RevalidationReport } from '@/lib/revalidation/revalidatePaths'
import { selectionExpiry } from '@/lib/cache/selectionExpiry'
import { sharedRedis } from '@/lib/redis/redisConnection'
import { invalidateSearchIndex } from '@/lib/search/siteSearch'
import { PUBLICATION_KEY_HEADER, isPublicationRouteKey } from './routeKey'

type Answer = RevalidationReport | { message: string }

const MAX_BODY_BYTES = 16 * 1024
const MAX_IDS = 100

/** `{ "ids": [...] }` with at most MAX_IDS document ids, or a message saying what is wrong. */
export function parseDueIds(body: string): string[] | string {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return 'The body is not JSON'
  }
  const ids = (parsed as { ids?: unknown } | null)?.ids
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_IDS) {
    return `"ids" must be a list of 1 to ${MAX_IDS} document ids`
  }
  if (!ids.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 200)) {
    return '"ids" must hold document ids (strings)'
  }
  return ids
}

export interface PublicationDueOptions {
  /** What revalidateDocument needs beside Next's `res.revalidate` (tests pass their own). */
  context?: Omit<RevalidationContext, 'revalidate'>
  invalidateSearch?: () => Promise<void>
  loadScheduled?: () => Promise<ScheduledDocument[]>
  now?: () => number
}

/**
 * The server's own route for timed publication (lib/publication/publicationRefresh.ts calls
 * it at a document's "public from"): the pages showing each named document are refreshed the
 * way the webhook refreshes them (its route table, both languages, the list selections expired),
 * and the search index is rebuilt on every instance. Only documents whose moment has come are
 * refreshed, whatever the body names, and only this process may call it (its key, made in
 * memory); it is Next's `res.revalidate`, which only an API route has, that makes it a route.
 */
export function publicationDueHandler({
  context,
  invalidateSearch = invalidateSearchIndex,
  loadScheduled = () => fetchScheduled(contentSource()),
  now = Date.now,
}: PublicationDueOptions = {}) {
  return async function publishDue(req: NextApiRequest, res: NextApiResponse<Answer>) {
    res.setHeader('Cache-Control', 'no-store')
    if (!isPublicationRouteKey(req.headers[PUBLICATION_KEY_HEADER])) {
      return res.status(403).json({ message: 'Only the site’s own server calls this route' })
    }
    const ids = parseDueIds(await readRawBody(req, MAX_BODY_BYTES))
    if (typeof ids === 'string') return res.status(400).json({ message: ids })

    const at = now()
    const due = (await loadScheduled()).filter((document) => {
      const from = publicFromMs(document)
      return ids.includes(document._id) && from !== null && from <= at
    })
    await invalidateSearch()
    const report: RevalidationReport = { revalidated: [], failed: [] }
    const shared: Omit<RevalidationContext, 'revalidate'> = context ?? {
      finder: contentDocumentFinder(),
      hasPage: builtPages(),
      expireSelections: (lists) => selectionExpiry(sharedRedis()).expire(lists),
    }
    for (const document of due) {
      const { revalidated, failed } = await revalidateDocument(
        { _id: document._id, _type: document._type, slug: document.slug },
        { ...shared, revalidate: (path) => res.revalidate(path) },
      )
      // Two documents on one list: the list is named once.
      for (const path of revalidated) {
        if (!report.revalidated.includes(path)) report.revalidated.push(path)
      }
      report.failed.push(...failed)
    }
    return res.status(reportStatus(report)).json(report)
  }
}

export const publicationDueRoute = apiRoute({ POST: publicationDueHandler() })
