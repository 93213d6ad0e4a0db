/**
 * The general-master service (spec point 7: it exists, its calls are not shown): reference
 * lists by kind. Built like the core client: same headers, timeout and refusal handling.
 */

import type { AxiosInstance } from 'axios'
import { createServiceClient, type ServiceClientOptions } from './service-client'

export type MasterParams = Record<string, string | number | boolean | undefined>

export interface GeneralMasterClient extends AxiosInstance {
  /** `GET /{kind}` with `params` as the query; resolves to the response body. */
  getMaster<T = unknown>(kind: string, params?: MasterParams): Promise<T>
}

export function createGeneralMasterClient(options: ServiceClientOptions): GeneralMasterClient {
  const client = createServiceClient(options)
  async function getMaster<T = unknown>(kind: string, params?: MasterParams): Promise<T> {
    const response = await client.get<T>(`/${encodeURIComponent(kind)}`, { params })
    return response.data
  }
  return Object.assign(client, { getMaster })
}
