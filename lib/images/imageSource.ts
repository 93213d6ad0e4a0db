import { createImageUrlBuilder } from '@sanity/image-url'
import { EMBEDDED_IMAGE_BASE, EMBEDDED_PROJECT } from '@/cms/lib/exportAssets'
import { serverEnv } from '@/lib/env'

let builder: ReturnType<typeof createImageUrlBuilder> | undefined

/**
 * Sanity's image URL builder, for the CDN of the configured project or, in embedded mode, for
 * this app's image route, which implements the same URL parameters (rect, w, h, fit, q).
 */
export function imageUrlBuilder() {
  if (builder === undefined) {
    const { sanity } = serverEnv()
    builder = sanity
      ? createImageUrlBuilder({ projectId: sanity.projectId, dataset: sanity.dataset })
      : createImageUrlBuilder({ ...EMBEDDED_PROJECT, baseUrl: EMBEDDED_IMAGE_BASE })
  }
  return builder
}
