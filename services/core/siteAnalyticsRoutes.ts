/** The analytics routes: the site's server posts events, the console reads the overview. */

import type { Route } from './routes'
import type { SiteAnalyticsRepository } from './siteAnalyticsRepository'
import { parseAnalyticsBatch, parseAnalyticsPeriod } from './siteAnalyticsRequests'

export function createSiteAnalyticsRoutes(analytics: SiteAnalyticsRepository): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/analytics\/events$/,
      // The site's server posts with its own client-credentials token, whose one scope is
      // `enquiries:write` (services/idp/provider.ts): the site's identity at this service.
      access: 'enquiryWriter',
      handle: async ({ readBody }) => {
        const events = parseAnalyticsBatch(await readBody())
        await analytics.record(events)
        return { status: 202, body: { accepted: events.length } }
      },
    },
    {
      method: 'GET',
      pattern: /^\/analytics\/overview$/,
      access: 'admin',
      handle: async ({ query }) => ({
        status: 200,
        body: await analytics.overview(parseAnalyticsPeriod(query)),
      }),
    },
  ]
}
