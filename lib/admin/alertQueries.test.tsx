import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createBrowserCoreClient } from '@/lib/http/core-client'
import {
  useAlertsOverview,
  useDeleteSubscriber,
  useOutboxMessage,
  useSubscriberLookup,
} from './alertQueries'
import { CoreClientProvider } from './coreClientContext'

jest.mock('@/lib/http/core-client', () => ({ createBrowserCoreClient: jest.fn() }))

const client = { get: jest.fn(), delete: jest.fn() }

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return (
    <QueryClientProvider client={queryClient}>
      <CoreClientProvider businessUnit="SHF">{children}</CoreClientProvider>
    </QueryClientProvider>
  )
}

beforeEach(() => {
  jest.clearAllMocks()
  jest.mocked(createBrowserCoreClient).mockReturnValue(client as never)
  client.get.mockImplementation(async (url: string) => ({ data: { url } }))
  client.delete.mockResolvedValue({ data: '' })
})

describe('the alerts hooks call the core service through the console client', () => {
  it('reads the overview and one outbox message, its id escaped', async () => {
    const overview = renderHook(() => useAlertsOverview(), { wrapper })
    await waitFor(() => expect(overview.result.current.data).toEqual({ url: '/alerts/overview' }))
    const message = renderHook(() => useOutboxMessage('a/b'), { wrapper })
    await waitFor(() =>
      expect(message.result.current.data).toEqual({ url: '/alerts/outbox/a%2Fb' }),
    )
  })

  it('asks about an address only once there is one, as a query parameter', async () => {
    const { rerender } = renderHook(({ email }) => useSubscriberLookup(email), {
      wrapper,
      initialProps: { email: null as string | null },
    })
    expect(client.get).not.toHaveBeenCalled()
    rerender({ email: 'nok@example.co.th' })
    await waitFor(() =>
      expect(client.get).toHaveBeenCalledWith('/alerts/subscribers', {
        params: { email: 'nok@example.co.th' },
      }),
    )
  })

  it('deletes a subscriber by id', async () => {
    const { result } = renderHook(() => useDeleteSubscriber(), { wrapper })
    await act(() => result.current.mutateAsync('s1'))
    expect(client.delete).toHaveBeenCalledWith('/alerts/subscribers/s1')
  })
})
