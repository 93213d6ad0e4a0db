/* eslint-disable no-restricted-syntax -- the core service's /alerts/… routes, not the site's /alerts page (the rule knows the site's first segments only) */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import axios from 'axios'
import { isNotAuthorized } from '@/lib/http/service-client'
import type {
  AlertsOverview,
  AnnouncementDetail,
  OutboxMessage,
  OutboxMessageSummary,
  SubscriberLookup,
} from '@/shared/alerts'
import { CORE_KEY } from './adminQueries'
import { useCoreClient } from './coreClientContext'

/** Every alerts query's key starts so: a deletion refreshes them all. */
const ALERTS_KEY = [CORE_KEY, 'alerts'] as const
const OUTBOX_LIST_LIMIT = 50

// A refusal already sends the browser to `/`, and a 404 is an answer (a message or an
// announcement deleted meanwhile): asking again would only delay both.
function retry(failureCount: number, error: unknown): boolean {
  return !isNotAuthorized(error) && !isNotFound(error) && failureCount < 3
}

export function isNotFound(error: unknown): boolean {
  return axios.isAxiosError(error) && error.response?.status === 404
}

/** `GET /alerts/overview`: subscribers per topic and language, the newest announcements. */
export function useAlertsOverview() {
  const client = useCoreClient()
  return useQuery({
    queryKey: [...ALERTS_KEY, 'overview'],
    queryFn: async () => (await client.get<AlertsOverview>('/alerts/overview')).data,
    retry,
  })
}

/** `GET /alerts/announcements/:id` (its component mounts once the recipients are opened). */
export function useAnnouncementRecipients(id: string) {
  const client = useCoreClient()
  return useQuery({
    queryKey: [...ALERTS_KEY, 'announcement', id],
    queryFn: async () =>
      (await client.get<AnnouncementDetail>(`/alerts/announcements/${encodeURIComponent(id)}`))
        .data,
    retry,
  })
}

/** `GET /alerts/subscribers?email=`: what is kept about one exact address (null: not asked). */
export function useSubscriberLookup(email: string | null) {
  const client = useCoreClient()
  return useQuery({
    queryKey: [...ALERTS_KEY, 'lookup', email],
    queryFn: async () =>
      (await client.get<SubscriberLookup>('/alerts/subscribers', { params: { email } })).data,
    enabled: email !== null,
    retry,
  })
}

/** `DELETE /alerts/subscribers/:id` (a PDPA request); every alerts view refreshes after. */
export function useDeleteSubscriber() {
  const client = useCoreClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ALERTS_KEY, 'delete'],
    mutationFn: async (id: string) => {
      await client.delete(`/alerts/subscribers/${encodeURIComponent(id)}`)
    },
    // Not awaited: the caller's own onSuccess (its toast) need not wait for every view to reload.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ALERTS_KEY }),
  })
}

/** `GET /alerts/outbox`: the newest messages the embedded default kept instead of sending. */
export function useOutbox() {
  const client = useCoreClient()
  return useQuery({
    queryKey: [...ALERTS_KEY, 'outbox'],
    queryFn: async () =>
      (
        await client.get<{ messages: OutboxMessageSummary[] }>('/alerts/outbox', {
          params: { limit: OUTBOX_LIST_LIMIT },
        })
      ).data.messages,
    retry,
  })
}

/** `GET /alerts/outbox/:id`: one message with its HTML, text and headers. */
export function useOutboxMessage(id: string) {
  const client = useCoreClient()
  return useQuery({
    queryKey: [...ALERTS_KEY, 'outbox', id],
    queryFn: async () =>
      (await client.get<OutboxMessage>(`/alerts/outbox/${encodeURIComponent(id)}`)).data,
    retry,
  })
}
