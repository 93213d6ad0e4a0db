/* eslint-disable no-restricted-syntax -- the core service's /alerts/… routes, not the site's /alerts page (the rule knows the site's first segments only) */
import axios, { type AxiosInstance } from 'axios'
import type { Lang } from '@/lib/i18n/lang'
import type { AlertTopic } from './topics'
import type {
  AlertItem,
  AlertSubscriber,
  ClaimedDelivery,
  DeliveryResult,
  OutboxPost,
} from './types'

/** The core service's alert routes the site calls with its own token (one method per route). */
export interface CoreAlerts {
  subscribe(input: {
    email: string
    lang: Lang
    topics: AlertTopic[]
    consentVersion: string
  }): Promise<{ status: 'pending' | 'alreadySubscribed' }>
  /** Null when the subscriber is gone (unsubscribed, expired or never there). */
  subscriber(id: string): Promise<AlertSubscriber | null>
  /** Null when the pending sign-up is gone (expired) or unknown. */
  confirm(id: string): Promise<AlertSubscriber | null>
  /** Null when the subscriber is gone. */
  update(id: string, change: { lang: Lang; topics: AlertTopic[] }): Promise<AlertSubscriber | null>
  unsubscribe(id: string): Promise<void>
  syncItems(items: AlertItem[]): Promise<{ announced: string[]; baseline: boolean }>
  claim(limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]>
  /** False when the core service no longer holds the delivery as pending (settled, gone). */
  report(deliveryId: string, result: DeliveryResult): Promise<boolean>
  keepInOutbox(message: OutboxPost): Promise<void>
}

const isStatus = (error: unknown, ...statuses: number[]) =>
  axios.isAxiosError(error) &&
  error.response !== undefined &&
  statuses.includes(error.response.status)

/** Null for the 404 of a missing subscriber; any other failure is thrown. */
async function orNull<T>(call: Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await call).data
  } catch (error) {
    if (isStatus(error, 404)) return null
    throw error
  }
}

export function createCoreAlerts(client: AxiosInstance): CoreAlerts {
  const subscriberPath = (id: string) => `/alerts/subscribers/${encodeURIComponent(id)}`
  return {
    async subscribe(input) {
      return (await client.post('/alerts/subscribers', input)).data
    },
    subscriber: (id) => orNull(client.get<AlertSubscriber>(subscriberPath(id))),
    confirm: (id) => orNull(client.post<AlertSubscriber>(`${subscriberPath(id)}/confirm`)),
    update: (id, change) => orNull(client.put<AlertSubscriber>(subscriberPath(id), change)),
    async unsubscribe(id) {
      await client.delete(subscriberPath(id))
    },
    async syncItems(items) {
      return (await client.post('/alerts/items', { items })).data
    },
    async claim(limit, leaseSeconds) {
      const { data } = await client.post<{ deliveries: ClaimedDelivery[] }>(
        '/alerts/deliveries/claim',
        { limit, leaseSeconds },
      )
      return data.deliveries
    },
    async report(deliveryId, result) {
      try {
        await client.post(`/alerts/deliveries/${encodeURIComponent(deliveryId)}/result`, result)
        return true
      } catch (error) {
        if (isStatus(error, 404, 409)) return false
        throw error
      }
    },
    async keepInOutbox(message) {
      await client.post('/alerts/outbox', message)
    },
  }
}
