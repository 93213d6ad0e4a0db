import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { isNotAuthorized } from '@/lib/http/service-client'
import { useCoreClient } from './coreClientContext'
import type { AdminEnquiry, EnquiryPage, EnquiryStatus, Profile } from './types'

export interface EnquiryFilter {
  status?: EnquiryStatus
  q?: string
  page: number
}

const PAGE_SIZE = 20

/** The first part of every query and mutation key of a core-service call. */
export const CORE_KEY = 'admin'

// A refusal already sends the browser to `/`; asking again would only delay that.
function retry(failureCount: number, error: unknown): boolean {
  return !isNotAuthorized(error) && failureCount < 3
}

/** `GET /profile` (one request, shared by every component that asks). */
export function useProfile() {
  const client = useCoreClient()
  return useQuery({
    queryKey: [CORE_KEY, 'profile'],
    queryFn: async () => (await client.get<Profile>('/profile')).data,
    staleTime: 5 * 60 * 1000,
    retry,
  })
}

/** `GET /enquiries` for one filter and page. */
export function useEnquiries({ status, q, page }: EnquiryFilter, pageSize: number = PAGE_SIZE) {
  const client = useCoreClient()
  return useQuery({
    queryKey: [CORE_KEY, 'enquiries', { status, q, page, pageSize }],
    queryFn: async () =>
      (await client.get<EnquiryPage>('/enquiries', { params: { status, q, page, pageSize } })).data,
    placeholderData: keepPreviousData,
    retry,
  })
}

export function useEnquiry(id: string) {
  const client = useCoreClient()
  return useQuery({
    queryKey: [CORE_KEY, 'enquiry', id],
    queryFn: async () =>
      (await client.get<AdminEnquiry>(`/enquiries/${encodeURIComponent(id)}`)).data,
    retry,
  })
}

/** `PATCH /enquiries/:id`: a new status and/or a note; lists and counts refresh after. */
export function useChangeEnquiry(id: string) {
  const client = useCoreClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [CORE_KEY, 'enquiry', id],
    mutationFn: async (change: { status: EnquiryStatus; note?: string }) =>
      (await client.patch<AdminEnquiry>(`/enquiries/${encodeURIComponent(id)}`, change)).data,
    onSuccess: (enquiry) => {
      queryClient.setQueryData([CORE_KEY, 'enquiry', id], enquiry)
      void queryClient.invalidateQueries({ queryKey: [CORE_KEY, 'enquiries'] })
    },
  })
}
