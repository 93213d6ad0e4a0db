import { createClient, type StegaConfig } from '@sanity/client'
import type { SanityConfig } from '@/lib/env'
import { STATIC_ROUTES } from '@/cms/lib/routes'
import type { ContentSource, Perspective } from './contentSource'

/**
 * Fields whose values the site reads as keys, not text (a news category picks a label, a
 * country code a flag, a page's area its section): stega characters in them would break the
 * preview's rendering, so they stay plain, beside @sanity/client's own list (ids, slugs, paths,
 * dates, URLs, `type`, SEO fields …).
 */
const PLAIN_FIELDS = new Set(['area', 'category', 'code', 'roles', 'certifications', 'website'])

/**
 * How a preview's drafts are encoded for the Presentation tool's overlays: each text carries,
 * in invisible characters (stega), the document and field it came from, read from the Lake's
 * content source maps; a click opens that field in the Studio at /studio. Only ever in the
 * drafts perspective: published content is never encoded.
 */
export const PREVIEW_STEGA: StegaConfig = {
  enabled: true,
  studioUrl: STATIC_ROUTES.studio,
  filter: (props) =>
    !PLAIN_FIELDS.has(String(props.sourcePath.at(-1))) && props.filterDefault(props),
}

/**
 * The Sanity Content Lake. Published content through the CDN, plain; drafts (preview only)
 * straight from the API with the read token, never cached, with content source maps and stega
 * for the visual-editing overlays. With `apiHost` every request goes to that
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
    encodesDrafts: true,
    fetch<Result>(
      query: string,
      params: Record<string, unknown>,
      perspective: Perspective = 'published',
    ) {
      if (perspective === 'published') return client.fetch<Result>(query, params, { stega: false })
      if (!config.readToken) throw new Error('Previewing drafts needs SANITY_READ_TOKEN')
      return client.fetch<Result>(query, params, {
        perspective: 'drafts',
        useCdn: false,
        resultSourceMap: 'withKeyArraySelector',
        stega: PREVIEW_STEGA,
      })
    },
  }
}
