import { serverEnv } from '@/lib/env'
import type { ContentSource } from './contentSource'
import { DATASET_DIR, createEmbeddedSource } from './embeddedSource'
import { createSanitySource } from './sanitySource'

let source: ContentSource | undefined

/** Sanity when a project is configured, else the bundled dataset. Chosen once per process. */
export function contentSource(): ContentSource {
  if (source === undefined) {
    const { sanity, datasetDir } = serverEnv()
    source = sanity ? createSanitySource(sanity) : createEmbeddedSource(datasetDir ?? DATASET_DIR)
  }
  return source
}
