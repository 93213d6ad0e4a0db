/**
 * `published`: what visitors see. `drafts`: unpublished changes laid over the published
 * documents, for an editor's preview.
 */
export type Perspective = 'published' | 'drafts'

/** Runs a GROQ query with parameters; the same query text works on every source. */
export interface ContentSource {
  fetch<Result>(
    query: string,
    params: Record<string, unknown>,
    perspective?: Perspective,
  ): Promise<Result>
}
