import type { AxiosInstance } from 'axios'
import { createContext, useContext, useState, type ReactNode } from 'react'
import { createBrowserCoreClient } from '@/lib/http/core-client'

const CoreClientContext = createContext<AxiosInstance | null>(null)

/** The console's one core client (through `/api/core`), made once per page load. */
export function CoreClientProvider({
  businessUnit,
  children,
}: {
  businessUnit: string
  children: ReactNode
}) {
  const [client] = useState(() => createBrowserCoreClient(businessUnit))
  return <CoreClientContext.Provider value={client}>{children}</CoreClientContext.Provider>
}

export function useCoreClient(): AxiosInstance {
  const client = useContext(CoreClientContext)
  if (client === null) throw new Error('useCoreClient needs a CoreClientProvider above it')
  return client
}
