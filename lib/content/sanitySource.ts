import { createClient } from '@sanity/client'
import type { SanityConfig } from '@/lib/env'
import type { ContentSource, Perspective } from './contentSource'

/**
 * The Sanity Content Lake. Published content through the CDN; drafts (preview only) straight
 * from the API with the read token, never cached. With `apiHost` every request goes to that
 * address, naming the project in a header instead of the host name (Sanity's own hosts are
 * `<projectId>.api.sanity.io`, which no other host can be addressed as).
 */
export function createSanitySource(config: SanityConfig): ContentSource {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.readToken,
    useCdn: true,
    perspective: 'published',
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  })
  return {
    fetch<Result>(
      query: string,
      params: Record<string, unknown>,
      perspective: Perspective = 'published',
    ) {
      if (perspective === 'published') return client.fetch<Result>(query, params)
      if (!config.readToken) throw new Error('Previewing drafts needs SANITY_READ_TOKEN')
      return client.fetch<Result>(query, params, { perspective: 'drafts', useCdn: false })
    },
  }
}
