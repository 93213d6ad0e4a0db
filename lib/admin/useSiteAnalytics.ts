import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { isNotAuthorized } from '@/lib/http/service-client'
import type { AnalyticsOverview, AnalyticsPeriod } from '@/shared/siteAnalytics'
import { CORE_KEY } from './adminQueries'
import { useCoreClient } from './coreClientContext'

/** `GET /analytics/overview?days=` of the core service: the console's 'Site' page. */
export function useSiteAnalytics(days: AnalyticsPeriod) {
  const client = useCoreClient()
  return useQuery({
    queryKey: [CORE_KEY, 'site-analytics', days],
    queryFn: async () =>
      (await client.get<AnalyticsOverview>('/analytics/overview', { params: { days } })).data,
    placeholderData: keepPreviousData,
    retry: (failureCount, error) => !isNotAuthorized(error) && failureCount < 3,
  })
}
