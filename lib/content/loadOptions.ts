import type { Perspective } from './contentSource'

/** How a loader reads content. */
export interface LoadOptions {
  /** An editor's preview (Next's `context.preview`): unpublished changes included. */
  preview?: boolean
}

export function perspectiveOf({ preview = false }: LoadOptions): Perspective {
  return preview ? 'drafts' : 'published'
}
