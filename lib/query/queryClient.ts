import { QueryClient } from '@tanstack/react-query'

const MAX_RETRY_DELAY_MS = 30_000

/** Spec point 7: back-off starting at 1000 ms, doubling, at most 30 000 ms. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS)
}

/** The app's one QueryClient: cache time 5 minutes, 3 retries (spec point 7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * 60 * 1000, retry: 3, retryDelay },
    },
  })
}
