import axios, { type AxiosInstance } from 'axios'
import type { ServiceTokenSource } from '@/lib/auth/serviceToken'
import type { DeliveryOutcome } from './enquiryForwarder'
import type { EnquiryRecord } from './localEnquiryStore'

// Refusals of the record's content: sending it again would be refused again.
const CONTENT_REFUSALS = new Set([400, 409, 413, 422])

/**
 * One attempt to hand an outbox record to the core service (`POST /enquiries`, idempotent by
 * `id`) with the site's own access token. A refused token is forgotten so the next attempt asks
 * for a new one.
 */
export function createCoreDelivery(client: AxiosInstance, tokens: ServiceTokenSource) {
  return async function deliver(record: EnquiryRecord): Promise<DeliveryOutcome> {
    try {
      const response = await client.post('/enquiries', record)
      return { result: 'delivered', status: response.status }
    } catch (error) {
      if (!axios.isAxiosError(error) || error.response === undefined) {
        return {
          result: 'retry',
          reason: axios.isAxiosError(error) ? (error.code ?? error.message) : String(error),
        }
      }
      const { status } = error.response
      if (status === 401 || status === 403) tokens.reset()
      if (CONTENT_REFUSALS.has(status)) return { result: 'rejected', status }
      return { result: 'retry', reason: `core service answered ${status}` }
    }
  }
}
