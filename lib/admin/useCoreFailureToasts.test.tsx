import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { TestTranslations } from '@/lib/testing/render'
import { adminToaster } from '@/lib/toast/adminToaster'
import { CORE_KEY } from './adminQueries'
import { useCoreFailureToasts } from './useCoreFailureToasts'

function renderWithClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestTranslations lang="th">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </TestTranslations>
  )
  renderHook(() => useCoreFailureToasts(), { wrapper })
  return client
}

const fail = () => Promise.reject(new Error('503'))

beforeEach(() => adminToaster.remove())

describe('useCoreFailureToasts', () => {
  it('raises one translated error toast for a failed core query and a failed core mutation', async () => {
    const client = renderWithClient()
    await act(() =>
      client.fetchQuery({ queryKey: [CORE_KEY, 'profile'], queryFn: fail }).catch(() => {}),
    )
    await waitFor(() => expect(adminToaster.getVisibleToasts()).toHaveLength(1))
    expect(adminToaster.getVisibleToasts()[0]).toMatchObject({
      type: 'error',
      title: 'ระบบหลักไม่ตอบสนอง',
    })
    const mutation = client
      .getMutationCache()
      .build(client, { mutationKey: [CORE_KEY, 'enquiry', 'x'], mutationFn: fail })
    await act(() => mutation.execute(undefined).catch(() => {}))
    await waitFor(() => expect(adminToaster.getVisibleToasts()).toHaveLength(2))
  })

  it('stays quiet for calls to other services and for successes', async () => {
    const client = renderWithClient()
    await act(() =>
      client.fetchQuery({ queryKey: ['creature', 'x'], queryFn: fail }).catch(() => {}),
    )
    await act(() =>
      client.fetchQuery({ queryKey: [CORE_KEY, 'enquiry', 'y'], queryFn: async () => 1 }),
    )
    expect(adminToaster.getVisibleToasts()).toHaveLength(0)
  })
})
