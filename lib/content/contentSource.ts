/**
 * `published`: what visitors see. `drafts`: unpublished changes laid over the published
 * documents, for an editor's preview.
 */
export type Perspective = 'published' | 'drafts'

/** Runs a GROQ query with parameters; the same query text works on every source. */
export interface ContentSource {
  /**
   * Whether its drafts come stega-encoded (the Content Lake's source maps): a preview's texts
   * then tell the visual-editing overlays their document and field themselves, and need no
   * `data-sanity` markers (lib/content/editMarkers.ts). groq-js keeps no source maps.
   */
  readonly encodesDrafts?: boolean
  fetch<Result>(
    query: string,
    params: Record<string, unknown>,
    perspective?: Perspective,
  ): Promise<Result>
}
