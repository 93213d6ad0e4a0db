import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createQueryClient } from '@/lib/query/queryClient'

// One QueryClient for the whole browser session, created the first time a part of the site
// that fetches on the client (the catalogue, the search modal, the admin) is shown. It is not in
// `_app` so that pages without client-side data do not download TanStack Query (~7 KiB gzip)
// in their first load. On the server every render gets its own client: nothing is shared
// between visitors.
let browserClient: QueryClient | undefined

function queryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient()
  browserClient ??= createQueryClient()
  return browserClient
}

/** Wrap what uses react-query hooks; every wrapper in the browser shares one client and cache. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>
}
