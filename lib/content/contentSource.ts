/** Runs a GROQ query with parameters; the same query text works on every source. */
export interface ContentSource {
  fetch<Result>(query: string, params: Record<string, unknown>): Promise<Result>
}
