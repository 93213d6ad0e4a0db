import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ParsedUrlQuery } from 'node:querystring'
import { siteSettingsQuery } from '@/cms/queries/layout'
import { fetchContent } from '@/lib/content/fetchContent'
import { serverEnv } from '@/lib/env'
import { apiMessage } from '@/lib/http/apiMessage'
import type { Lang } from '@/lib/i18n/lang'
import { refusedMethod, send } from '@/lib/seo/seoFiles'
import { isSlug } from '@/shared/slug'
import { NEWS_CATEGORIES, isNewsCategory } from './categories'
import { newsFeedXml } from './feed'
import { NEWS_FEED_TYPE } from './feedAddress'
import { getNewsListPage, type NewsCategory } from './news'

/** What a feed address asks for: all news, one category, no such category, or nonsense. */
export type NewsFeedRequest =
  | { kind: 'feed'; category: NewsCategory | null }
  | { kind: 'unknownCategory' }
  | { kind: 'badQuery' }

/**
 * Reads `?category=`: absent is all news; a category of the schema is its feed; one that could
 * be a category but is none is a 404 (as the list's own address answers it); given twice, empty
 * or not of a category's form is a 400. Other parameters (`utm_source`) are left alone.
 */
export function newsFeedRequest(query: ParsedUrlQuery): NewsFeedRequest {
  const value = query.category
  if (value === undefined) return { kind: 'feed', category: null }
  if (typeof value !== 'string' || !isSlug(value)) return { kind: 'badQuery' }
  return isNewsCategory(value) ? { kind: 'feed', category: value } : { kind: 'unknownCategory' }
}

/** The XML of a language's feed, from the news list's own cards. */
export async function loadNewsFeed(lang: Lang, category: NewsCategory | null): Promise<string> {
  const [list, settings] = await Promise.all([
    getNewsListPage(lang),
    fetchContent(siteSettingsQuery, { lang }),
  ])
  const { siteUrl } = serverEnv()
  return newsFeedXml({
    siteUrl,
    lang,
    category,
    siteName: settings?.siteName ?? '',
    cards: list.items,
  })
}

/**
 * Answers a feed address, or returns false for an unknown category (the route then answers the
 * site's 404 page). The server keeps no copy: every request reads the content source, whose own
 * cache a publish renews (the Content Lake's CDN, the bundled dataset's memo when its file
 * changes) and whose `$now` lets a timed article in from its minute; so a publish is in the next
 * request, with no path to revalidate. Shared caches may keep it as long as the sitemap.
 */
export async function sendNewsFeed(
  req: IncomingMessage,
  res: ServerResponse,
  lang: Lang,
  query: ParsedUrlQuery,
): Promise<boolean> {
  if (refusedMethod(req, res)) return true
  const request = newsFeedRequest(query)
  if (request.kind === 'unknownCategory') return false
  if (request.kind === 'badQuery') {
    res.statusCode = 400
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    const categories = NEWS_CATEGORIES.join(', ')
    res.end(JSON.stringify({ message: apiMessage(lang, 'badFeedCategory', { categories }) }))
    return true
  }
  const xml = await loadNewsFeed(lang, request.category)
  res.setHeader('Cache-Control', `public, max-age=0, s-maxage=${serverEnv().revalidateSeconds}`)
  send(req, res, `${NEWS_FEED_TYPE}; charset=utf-8`, xml)
  return true
}
