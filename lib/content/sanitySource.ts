import { createClient } from '@sanity/client'
import type { SanityConfig } from '@/lib/env'
import type { ContentSource } from './contentSource'

/** The Sanity Content Lake: published documents through the CDN. */
export function createSanitySource(config: SanityConfig): ContentSource {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.readToken,
    useCdn: true,
    perspective: 'published',
  })
  return {
    fetch: <Result>(query: string, params: Record<string, unknown>) =>
      client.fetch<Result>(query, params),
  }
}
