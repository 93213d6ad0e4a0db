import { NextStudio } from 'next-sanity/studio'
import config from '@/cms/sanity.config'

/** The Sanity Studio of the configured project; loaded by /studio only when there is one. */
export function EmbeddedStudio() {
  return <NextStudio config={config} />
}
